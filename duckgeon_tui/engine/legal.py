"""Listing every legal action of the current phase (what the app offers and random play uses)."""

from __future__ import annotations

from typing import TypeVar, cast

from duckgeon_tui.engine.actions import ACTIONS, Action
from duckgeon_tui.engine.world import World

A = TypeVar("A", bound=Action)


def legal_actions(w: World, kind: type[A] | None = None) -> list[A]:
    """Every legal action now, in the order of `ACTIONS` (Loot splits and redraws: a sample);
    with `kind`, only those of that kind."""
    phase = w.state.phase
    if kind is not None:
        return cast(list[A], kind.options(w)) if phase in kind.PHASES else []
    out: list[Action] = []
    by_duck: list[type[Action]] = []
    for cls in ACTIONS:
        if phase not in cls.PHASES:
            continue
        if cls.BY_DUCK:
            by_duck.append(cls)
            continue
        out += _duck_by_duck(w, by_duck)
        by_duck = []
        out += cls.options(w)
    out += _duck_by_duck(w, by_duck)
    return cast(list[A], out)


def _duck_by_duck(w: World, kinds: list[type[Action]]) -> list[Action]:
    """Actions of kinds listed next to each other, one Duckventurer's at a time."""
    return [a for duck in w.state.ducks for cls in kinds for a in cls.options_for(w, duck)]
