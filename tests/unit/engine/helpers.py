"""Shared helpers for the engine tests: games set up from scenarios on the rules content, and
reading their events by their typed fields."""

from __future__ import annotations

import textwrap
from functools import cache
from pathlib import Path
from typing import Any

from duckgeon_tui.content import Content, load_content, parse_scenario
from duckgeon_tui.engine import Event, Game, Options, PartyMember

from .tiny_content import make_content

RULES_CONTENT = Path(__file__).parents[2] / "fixtures" / "rules"
"""A small purpose-built content, so rule tests do not move when data/ is rebalanced."""

PAIR = """
party:
  - {name: Plumpy, class: duckidin, at: [1, 1]}
  - {name: Pantsy, class: duckwiz, at: [1, 2]}
"""
"""The seed's own party where it arrives in the Hall."""

MOUSE_AND_RAT = """
beasties:
  - {kind: furry-ghost-mouse, at: [7, 1]}
  - {kind: pesky-rat-head, at: [7, 5]}
"""
"""The Hall's Beasties of the seed's examples, where they appear."""


@cache
def rules_content() -> Content:
    """The rules content, loaded once."""
    return load_content(RULES_CONTENT)


def scene(*parts: str, physical: bool = True, undo: bool = False) -> Game:
    """A game of the scenario made of these YAML parts (a quest of the rules content, `tiny`
    unless told; physical dice unless told, so each test supplies every face)."""
    text = "\n".join(textwrap.dedent(p).strip("\n") for p in parts)
    head = "" if text.lstrip().startswith("id:") else "id: test\nname: A test\n"
    if "\nquest:" not in "\n" + text:
        head += "quest: tiny\n"
    content = rules_content()
    scenario = parse_scenario(head + text, content)
    return Game.from_scenario(content, scenario, Options(physical_dice=physical, undo=undo))


def play(game: Game, *actions: str) -> list[Event]:
    """Apply actions in notation; all the events they produced."""
    events: list[Event] = []
    for text in actions:
        events += game.apply(text)
    return events


def found(events: list[Event], kind: str, **fields: Any) -> list[Event]:
    """The events of a kind whose fields have these values."""
    return [
        e
        for e in events
        if e.kind == kind and all(getattr(e, name) == value for name, value in fields.items())
    ]


def the(events: list[Event], kind: str, **fields: Any) -> Event:
    """The one event of a kind with these field values (the test fails on none or several)."""
    hits = found(events, kind, **fields)
    assert len(hits) == 1, f"{len(hits)} {kind} events with {fields}: {[e.text for e in events]}"
    return hits[0]


def tiny_game(
    hall: list[tuple[str, int]] | None = None,
    physical: bool = True,
    seed: int = 1,
    party: tuple[tuple[str, str], ...] = (("Plumpy", "duckidin"), ("Pantsy", "duckwiz")),
    **content: object,
) -> Game:
    """A game of the tiny quest built in Python (`tiny_content`), for the tests of quest
    objectives whose quests each test writes (physical dice by default)."""
    return Game.new(
        make_content(hall, **content),
        "tiny",  # type: ignore[arg-type]
        [PartyMember(n, c, "Sam") for n, c in party],
        seed=seed,
        options=Options(physical_dice=physical),
    )


def has(events: list[Event], fragment: str) -> bool:
    """Whether some event line contains `fragment` (for the wording of quest objectives)."""
    return any(fragment in e.text for e in events)
