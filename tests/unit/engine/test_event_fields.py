"""An event holds the fields it is given, reads the others as their defaults, and stays put."""

from __future__ import annotations

import copy
import dataclasses

import pytest

from duckgeon_tui.engine.events import Event, EventKind


def test_an_event_reads_its_given_fields_and_the_defaults_of_the_others() -> None:
    event = Event(EventKind.ROLL, "Sam rolls 4", actor="Sam", die="walk", faces=(4,), value=4)
    assert (event.actor, event.die, event.faces, event.value) == ("Sam", "walk", (4,), 4)
    assert event.target is None and event.damage is None
    assert event == Event(
        EventKind.ROLL, "Sam rolls 4", actor="Sam", die="walk", faces=(4,), value=4
    )
    assert dataclasses.asdict(event)["target"] is None
    assert dataclasses.replace(event, target="dummy-1").target == "dummy-1"
    assert copy.deepcopy(event) == event
    assert hash(event) == hash(copy.deepcopy(event))


def test_an_event_refuses_a_field_it_has_not() -> None:
    with pytest.raises(TypeError, match="no field wounds"):
        Event(EventKind.DAMAGE, "ouch", wounds=3)


def test_an_event_cannot_be_changed() -> None:
    event = Event(EventKind.DAMAGE, "ouch", damage=2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.damage = 3  # type: ignore[misc]
