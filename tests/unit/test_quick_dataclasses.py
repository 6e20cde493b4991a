"""Quick dataclasses behave as the standard library's: the same fields, `__init__`, equality,
hash, display, immutability, `replace()` and copies, with less code compiled as they load."""

from __future__ import annotations

import copy
import dataclasses
import subprocess
import sys
from dataclasses import FrozenInstanceError, field
from typing import Any

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


def test_the_classes_a_new_game_loads_compile_little() -> None:
    """Before a new game's first prompt, no dataclass has its methods compiled one by one."""
    done = subprocess.run(
        [sys.executable, "-c", PREPROMPT], capture_output=True, text=True, check=True
    )
    compiled = [line.split()[0] for line in done.stdout.splitlines() if line.endswith("True")]
    assert len(done.stdout.splitlines()) > 50
    assert compiled == []


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
