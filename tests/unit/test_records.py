"""A record behaves as the frozen dataclass it replaces: built positionally or by name, its
defaults, compared and hashed by type and values, shown by its fields, never changed."""

from __future__ import annotations

import copy
from dataclasses import FrozenInstanceError

import pytest

from duckgeon_tui.records import Record
from duckgeon_tui.tui.flow.news import LogLine, Notice
from duckgeon_tui.tui.flow.questions import HINT, Choose, Question, TakeHint


class Point(Record):
    """Two fields, the second with a default."""

    x: int
    y: int = 0


class Point3(Point):
    """A third field after the inherited ones."""

    z: int = 0


def test_a_record_is_built_positionally_or_by_name_with_its_defaults() -> None:
    assert Point(1, 2) == Point(x=1, y=2) == Point(1, y=2)
    assert Point(1).y == 0
    assert Point3(1, 2, 3).z == 3
    assert Point3._fields == ("x", "y", "z")


def test_a_record_refuses_missing_unknown_repeated_or_extra_fields() -> None:
    with pytest.raises(TypeError, match="missing its field 'x'"):
        Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="'w'"):
        Point(1, w=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="'x'"):
        Point(1, x=2)  # type: ignore[misc]
    with pytest.raises(TypeError, match="takes 2 fields"):
        Point(1, 2, 3)  # type: ignore[call-arg]


def test_a_field_without_a_default_after_one_with_is_refused() -> None:
    with pytest.raises(TypeError, match="without a default"):

        class Wrong(Point):
            """A field without a default after `y`."""

            w: int


def test_records_are_equal_and_hash_alike_by_type_and_values() -> None:
    assert Point(1, 2) != Point(2, 1)
    assert Point(1, 0) != Point3(1, 0, 0)  # another type, even with the same values
    assert hash(Point(1, 2)) == hash(Point(1, 2))
    assert len({Notice("saved"), Notice("saved"), Notice("saved", "Save")}) == 2
    assert TakeHint() == HINT
    assert LogLine("info", "x") != Notice("x")


def test_a_record_shows_its_fields_as_a_dataclass_does() -> None:
    assert repr(Point3(1, z=3)) == "Point3(x=1, y=0, z=3)"
    assert repr(Notice("hi")) == "Notice(text='hi', title='', severity='information', timeout=None)"


def test_a_record_cannot_be_changed_once_built() -> None:
    point = Point(1, 2)
    with pytest.raises(FrozenInstanceError):
        point.x = 3  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del point.y  # type: ignore[misc]
    assert point == Point(1, 2)


def test_a_record_is_copied_and_matched_by_position() -> None:
    notice = Notice("hi", "Title")
    assert copy.deepcopy(notice) == notice
    match notice:
        case Notice(text, title):
            assert (text, title) == ("hi", "Title")
        case _:
            pytest.fail("a notice matches its own fields by position")


def test_the_turn_flows_questions_are_records() -> None:
    assert issubclass(Choose, Question)
    assert Choose("Pick", ()) == Choose(title="Pick", lines=())
