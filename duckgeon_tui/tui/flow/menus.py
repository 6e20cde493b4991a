"""The lines of the menus the keys open: a FunkyDuck's cards and a Duckventurer's free
actions, each group in its place (with the reason it cannot be taken now, when it cannot)."""

from __future__ import annotations

from duckgeon_tui.engine import Action, FreeAction, Game, RollDie
from duckgeon_tui.tui.describe import snare_at
from duckgeon_tui.tui.fight_words import card_refusal
from duckgeon_tui.tui.flow.prompts import FREE_NOTHING, FREE_WORDS, card_group_label
from duckgeon_tui.tui.flow.questions import Refused


def refused_cards(game: Game, name: str) -> dict[str, Refused]:
    """Every card a FunkyDuck could activate, in hand order, with the line it shows while it
    cannot be activated now (why not, as the engine refuses it)."""
    return {
        card: Refused(
            card_group_label(game, name, card), card_refusal(game, name, card) or "not now"
        )
        for card in game.usable_cards(name)
    }


def refused_free(game: Game, name: str, why: str | None) -> dict[str, Refused]:
    """Every kind of free action, in the rules' order, with the line it shows while it cannot
    be taken now (the lines after it keep their numbers), that there is nothing to aim it at;
    or, when the Duckventurer may take no free Action at all, one line saying `why` (as the
    engine says)."""
    if why is not None:
        return {"none": Refused("Free action", why)}
    return {
        kind: Refused(FREE_WORDS[kind], why or nothing.format(name))
        for kind, nothing in FREE_NOTHING.items()
    }


def card_of(action: Action) -> str:
    """The Funkard a FunkyDuck is rolled for (its group in the menu)."""
    return (action.card or "") if isinstance(action, RollDie) else ""


def free_kind(game: Game, action: Action) -> str:
    """The group of a free action in the menu: its kind, or `disarm:<snare>` for an Interact
    with a Snare (named apart from the doors and chests)."""
    if not isinstance(action, FreeAction):
        return ""
    snare = snare_at(game, action.at) if action.kind == "interact" else None
    return f"disarm:{snare}" if snare else action.kind


def action_of(answer: object) -> Action | None:
    """An answer if it is an action (None for anything else: closed, a named entry)."""
    return answer if isinstance(answer, Action) else None
