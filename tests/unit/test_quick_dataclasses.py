"""Quick dataclasses behave as the standard library's: the same fields, `__init__`, equality,
hash, display, immutability, `replace()` and copies, with less code compiled as they load."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import subprocess
import sys
from dataclasses import FrozenInstanceError, field
from typing import Any, Generic, TypeVar

import pytest

from duckgeon_tui import quick_dataclasses


def move_class(make: Any) -> Any:
    """A frozen class with slots, over a frozen base with a keyword-only field (as the
    engine's actions are), made by `make`."""

    @make(frozen=True, slots=True)
    class Base:
        """The base."""

        dice: tuple[int, ...] = field(default=(), kw_only=True)

    @make(frozen=True, slots=True)
    class Move(Base):
        """The class."""

        who: str
        to: tuple[int, int] = (1, 1)
        tags: list[str] = field(default_factory=list, compare=False, repr=False)

    return Move


QuickMove = move_class(quick_dataclasses.dataclass)
StdMove = move_class(dataclasses.dataclass)
T = TypeVar("T", covariant=True)


def point_class(make: Any) -> Any:
    """A frozen class of two fields, the second with a default, made by `make`."""

    @make(frozen=True)
    class Point:
        """The class."""

        x: int
        y: int = 0

    return Point


QuickPoint = point_class(quick_dataclasses.dataclass)
StdPoint = point_class(dataclasses.dataclass)


@quick_dataclasses.dataclass(frozen=True)
class Asked(Generic[T]):
    """A generic base without fields (as the turn flow's questions are)."""


@quick_dataclasses.dataclass(frozen=True)
class YesNo(Asked[bool]):
    """A question of a parametrised base, with fields of its own."""

    title: str
    yes: str = "Yes"


@quick_dataclasses.dataclass
class QuickState:
    """A plain (changeable) dataclass."""

    hp: int
    seen: list[str] = field(default_factory=list)


def test_the_fields_and_the_init_are_the_standard_librarys() -> None:
    assert [f.name for f in dataclasses.fields(QuickMove)] == ["dice", "who", "to", "tags"]
    assert QuickMove.__match_args__ == StdMove.__match_args__
    move = QuickMove("Plumpy", dice=(6,))
    assert (move.who, move.to, move.dice, move.tags) == ("Plumpy", (1, 1), (6,), [])
    assert QuickMove("Plumpy").tags is not QuickMove("Plumpy").tags  # a fresh list each
    assert QuickMove(who="Pantsy", to=(2, 3)).to == (2, 3)
    with pytest.raises(TypeError):
        QuickMove("Plumpy", (1, 1), [], (6,))  # dice is keyword-only
    with pytest.raises(TypeError):
        QuickMove()


def test_the_init_is_compiled_as_the_first_object_is_built() -> None:
    late, std = point_class(quick_dataclasses.dataclass), point_class(dataclasses.dataclass)
    assert late.__init__.__code__.co_filename == quick_dataclasses.__file__  # not compiled yet
    assert late(1) == late(x=1, y=0)
    assert late.__init__.__code__.co_filename == "<string>"
    assert inspect.signature(late) == inspect.signature(std)
    assert late.__init__.__annotations__ == std.__init__.__annotations__


def test_a_wrong_call_is_refused_in_the_standard_librarys_words() -> None:
    calls = (
        lambda point: point(),
        lambda point: point(1, w=2),
        lambda point: point(1, x=2),
        lambda point: point(1, 2, 3),
    )
    for call in calls:
        words = set()
        for point in (point_class(quick_dataclasses.dataclass), QuickPoint, StdPoint):
            with pytest.raises(TypeError) as refused:
                call(point)  # a fresh class's first call, another's later one, the standard's
            words.add(str(refused.value))
        assert len(words) == 1, words


def test_a_class_without_fields_and_a_generic_base_are_the_standard_librarys() -> None:
    assert Asked() == Asked()
    assert hash(Asked()) == hash(())
    assert repr(Asked()) == "Asked()"
    assert [f.name for f in dataclasses.fields(YesNo)] == ["title", "yes"]
    assert YesNo("Quit?") == YesNo(title="Quit?", yes="Yes")
    assert YesNo("Quit?") != Asked()
    assert repr(YesNo("Quit?")) == "YesNo(title='Quit?', yes='Yes')"


def test_equality_hash_and_display_are_the_standard_librarys() -> None:
    for args, kwargs in ((("Plumpy",), {}), (("Pantsy", (2, 3)), {"dice": (6, 2)})):
        quick, std = QuickMove(*args, **kwargs), StdMove(*args, **kwargs)
        assert hash(quick) == hash(std)
        assert repr(quick) == repr(std)
    assert QuickMove("Plumpy", tags=["a"]) == QuickMove("Plumpy", tags=["b"])  # not compared
    assert QuickMove("Plumpy") != QuickMove("Pantsy")
    assert QuickMove("Plumpy") != StdMove("Plumpy")
    assert len({QuickMove("Plumpy"), QuickMove("Plumpy", dice=())}) == 1


def test_a_frozen_one_never_changes_and_copies_and_replaces() -> None:
    move = QuickMove("Plumpy", dice=(6,))
    with pytest.raises(FrozenInstanceError):
        move.who = "Pantsy"
    with pytest.raises(FrozenInstanceError):
        del move.who
    assert dataclasses.replace(move, who="Pantsy") == QuickMove("Pantsy", dice=(6,))
    assert copy.deepcopy(move) == move
    assert copy.copy(move) == move
    match move:
        case QuickMove(who, to):
            assert (who, to) == ("Plumpy", (1, 1))
        case _:
            pytest.fail("a quick dataclass matches its fields by position")
    assert dataclasses.asdict(move) == {"dice": (6,), "who": "Plumpy", "to": (1, 1), "tags": []}


def test_a_plain_one_changes_and_is_not_hashed() -> None:
    state = QuickState(3)
    state.hp -= 1
    assert state == QuickState(2)
    assert repr(state) == "QuickState(hp=2, seen=[])"
    with pytest.raises(TypeError):
        hash(state)


def test_a_field_without_a_default_after_one_with_is_refused() -> None:
    with pytest.raises(TypeError, match="without a default"):

        @quick_dataclasses.dataclass
        class Wrong:
            """Fields in the wrong order."""

            first: int = 0
            second: str  # type: ignore[misc]

    with pytest.raises(TypeError, match="without a default"):

        @quick_dataclasses.dataclass(frozen=True)
        class WrongAfterBase(QuickPoint):  # type: ignore[misc,valid-type]
            """A field without a default after the base's `y`."""

            z: int


PREPROMPT = """
import dataclasses, sys
import duckgeon_tui.tui.games, duckgeon_tui.tui.screens.dungeon
for name, module in sorted(sys.modules.items()):
    if name.startswith("duckgeon_tui"):
        for value in vars(module).values():
            if isinstance(value, type) and dataclasses.is_dataclass(value) and (
                value.__module__ == name
            ):
                eq = value.__dict__.get("__eq__")
                compiled = eq is not None and eq.__code__.co_filename == "<string>"
                print(value.__qualname__, value.__module__, compiled)
"""

APP_DATA = {
    *("AimGroup", "Choose", "Notice", "CorridorWalk", "LessonFile"),
    *("LogNote", "LaunchOptions", "ModStatus", "Layout", "SourceFile"),
}
"""A class of each of the app's modules of plain frozen data that a new game loads."""


def test_the_classes_a_new_game_loads_compile_little() -> None:
    """Before a new game's first prompt, no dataclass has its methods compiled one by one;
    the app's plain data (a class of each module that has some) is among them."""
    done = subprocess.run(
        [sys.executable, "-c", PREPROMPT], capture_output=True, text=True, check=True
    )
    lines = done.stdout.splitlines()
    compiled = [line.split()[0] for line in lines if line.endswith("True")]
    assert len(lines) > 50
    assert compiled == []
    assert APP_DATA.issubset(line.split()[0] for line in lines)


def test_an_undocumented_class_is_described_by_its_fields() -> None:
    def bare() -> type:
        return type("Bare", (), {"__annotations__": {"hp": "int"}, "__module__": __name__})

    assert quick_dataclasses.dataclass(bare()).__doc__ == dataclasses.dataclass(bare()).__doc__
    assert quick_dataclasses.dataclass(bare()).__doc__ == "Bare(hp: 'int')"


def test_an_ordered_one_sorts_by_its_compared_fields_in_order() -> None:
    @quick_dataclasses.dataclass(frozen=True, order=True)
    class Spot:
        """A place in a file."""

        line: int
        column: int
        note: str = field(default="", compare=False)

    spots = [Spot(3, 1), Spot(1, 9, "b"), Spot(1, 2, "z")]
    assert sorted(spots) == [Spot(1, 2), Spot(1, 9), Spot(3, 1)]
    assert Spot(1, 2) <= Spot(1, 2, "other") and Spot(2, 1) > Spot(1, 5)
    with pytest.raises(TypeError):
        _ = Spot(1, 2) < (1, 2)  # type: ignore[operator]
