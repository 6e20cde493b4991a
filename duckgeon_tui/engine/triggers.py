"""Triggered Funkards and abilities: they go off by themselves when their trigger happens."""

from __future__ import annotations

from duckgeon_tui.content.characters import Ability
from duckgeon_tui.content.vocabulary import possessive
from duckgeon_tui.engine import funkards
from duckgeon_tui.engine.errors import RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.engine.world import Character, World

MAX_DEPTH = 3
"""Triggers set off by triggers stop here, so no card chain runs forever."""


def fire(w: World, trigger: str, ch: Character, source: Character | None) -> None:
    """Set off every triggered card and ability of `ch` that waits for `trigger`."""
    if w.depth >= MAX_DEPTH or w.state.result is not None:
        return
    w.depth += 1
    try:
        if isinstance(ch, DuckState):
            if ch.f <= 0 and trigger != "ally_down":
                return
            for cid in list(ch.hand):
                card = w.funkards[cid]
                if card.activation == "triggered" and card.trigger == trigger and cid in ch.hand:
                    funkards.fire_power(w, ch, funkards.card_power(w, cid), source)
            ab = w.content.classes[ch.class_id].ability
            if ab.activation == "triggered" and ab.trigger == trigger and _lucky(w, ch, ab):
                funkards.fire_power(w, ch, funkards.ability_power(ab), source)
        else:
            for ab in w.abilities(ch):
                if ab.activation != "triggered" or ab.trigger != trigger or ch.f <= 0:
                    continue
                if _lucky(w, ch, ab):
                    funkards.fire_power(w, ch, funkards.ability_power(ab), source)
    finally:
        w.depth -= 1


def _lucky(w: World, ch: Character, ab: Ability) -> bool:
    """A triggered ability goes off on a d6 of its `chance` or more (1: always); the roll is
    told either way, so a player sees why an ability did or did not go off."""
    if ab.chance <= 1:
        return True
    name = w.name(ch)
    rolled = w.roller.d6(name, ab.name, RollPurpose.TRIGGER_CHANCE)
    ok = rolled >= ab.chance
    w.emit(
        EventKind.CARD,
        f"{possessive(name)} {ab.name} (on a {ab.chance}+): rolls {rolled}"
        + ("." if ok else ", it does not go off."),
        actor=name,
        score=rolled,
        against=ab.chance,
        success=ok,
    )
    return ok


def targeted(w: World, ch: Character, by: Character | None) -> None:
    """`ch` is targeted (an enemy's attack or card, a Snare): no free Action this turn, and
    its `targeted` cards and abilities go off."""
    ch.targeted = True
    fire(w, "targeted", ch, by)
