"""What the screen says about a Duckventurer's dice: Choppy and Shooty and how far each
reaches, and why a held DuckDie cannot be used now (the engine's own reason, never a guess)."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine import Game, RollDie
from duckgeon_tui.engine.actions.roll_die import STYLES
from duckgeon_tui.engine.grid import distance_between
from duckgeon_tui.tui.card_words import card_name, use_name


def reach_words(game: Game, name: str, short: bool = False) -> str:
    """How far each kind of attack reaches: 'Choppy reaches base contact (Plain 'Ol Sword),
    Shooty range 3 in sight (a thrown stone or stale bun)'; `short`, without the weapons
    (where a target is chosen, on one line of the banner)."""
    rng = game.shooty_range(name)
    if short:
        return f"Choppy: base contact, Shooty: range {rng}"
    choppy = game.weapon(name, "choppy")
    shooty = game.weapon(name, "shooty")
    with_choppy = card_name(game, choppy) if choppy else "bare wings"
    with_shooty = card_name(game, shooty) if shooty else "a thrown stone or stale bun"
    return (
        f"Choppy reaches base contact ({with_choppy}), Shooty range {rng} in sight ({with_shooty})"
    )


def fight_explanation(game: Game, name: str) -> str:
    """What Choppy and Shooty are, for the menu that asks which (its `?`)."""
    return (
        f"A DuckFighter is one attack, Choppy or Shooty. Choppy is a blow at a Beastie in base "
        f"contact (one of the 8 spaces around {name}); Shooty is a shot at a Beastie in range "
        f"and in line of sight. {reach_words(game, name)}. Either way the attack score is Q + "
        "the DuckFighter roll + the weapon's bonus (and the School's, cards' and Conditions' "
        "for that kind of attack); the Beastie resists with d6 + Q, and if the score beats "
        "it, the wound is the score minus the Resist (at least 1)."
    )


def cannot_use(game: Game, name: str, die: str) -> str:
    """Why the Duckventurer cannot use a held die now, as the engine refuses it: a DuckFighter
    against the nearest Beastie in each style, a FunkyDuck for each card."""
    die_name = DIE_NAMES.get(die, die)
    if die == "fighter":
        target = nearest_beastie(game, name)
        reasons = {
            style: game.why_illegal(RollDie("fighter", name, style=style, target=target))
            for style in STYLES
        }
        said = [r for r in reasons.values() if r]
        if len(set(said)) == 1 and len(said) == len(reasons):
            why = said[0]  # one reason for both ('there is no Beastie to attack')
        else:
            why = "; ".join(f"{style.title()}: {r}" for style, r in reasons.items() if r)
        why += f". {reach_words(game, name)}"
    elif die == "funky":
        why = "; ".join(card_refusals(game, name)) or "no card of it is activated by a FunkyDuck"
    else:
        why = game.why_illegal(RollDie(die, name)) or "not now"
    return f"{name} cannot use the {die_name} now: {why}."


def nearest_beastie(game: Game, name: str) -> str | None:
    """The handle of the Beastie nearest the Duckventurer (None: none in the room)."""
    here = game.duck(name).pos
    if here is None or not game.beasties:
        return None
    return min(game.beasties, key=lambda b: distance_between(b.cells, [here])).handle


def card_refusals(game: Game, name: str) -> list[str]:
    """For each card a FunkyDuck could activate, why it cannot be now: aimed at the first
    one it could reach, if any."""
    out = []
    for card in game.usable_cards(name):
        if why := card_refusal(game, name, card):
            out.append(f"{use_name(game, name, card)}: {why}")
    return out


def card_refusal(game: Game, name: str, card: str) -> str:
    """Why a FunkyDuck cannot activate the card now ('' when it can), aimed at the first one
    it could reach, if any."""
    targets = game.card_targets(name, card)
    why = game.why_illegal(
        RollDie("funky", name, card=card, target=targets[0] if targets else None)
    )
    if why and not targets and why.endswith("needs a target"):
        return "nobody it can aim at is in its range and sight"
    return why or ""
