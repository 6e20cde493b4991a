"""Shared helpers for the engine tests: building tiny games and applying notation."""

from __future__ import annotations

from duckgeon_tui.engine import Event, Game, Options, PartyMember

from .tiny_content import make_content

MOUSE_AND_RAT = [("furry-ghost-mouse", 1), ("pesky-rat-head", 1)]


def tiny_game(
    hall: list[tuple[str, int]] | None = None,
    physical: bool = True,
    seed: int = 1,
    party: tuple[tuple[str, str], ...] = (("Plumpy", "duckidin"), ("Pantsy", "duckwiz")),
    **content: object,
) -> Game:
    """A game of the tiny quest (physical dice by default, so tests supply every face)."""
    return Game.new(
        make_content(hall, **content),
        "tiny",  # type: ignore[arg-type]
        [PartyMember(n, c, "Sam") for n, c in party],
        seed=seed,
        options=Options(physical_dice=physical),
    )


def play(game: Game, *actions: str) -> list[Event]:
    """Apply actions in notation; all the events they produced."""
    events: list[Event] = []
    for text in actions:
        events += game.apply(text)
    return events


def texts(events: list[Event]) -> list[str]:
    """The event lines."""
    return [e.text for e in events]


def has(events: list[Event], fragment: str) -> bool:
    """Whether some event line contains `fragment`."""
    return any(fragment in e.text for e in events)
