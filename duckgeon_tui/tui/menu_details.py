"""The detail line of a menu's highlighted entry (its `?` says it too): a Funkard's text, with
its cost and who resists it; a DuckFighter's chance to wound the Beastie from here and its
wound on average, from the Duckventurer's Q and what adds to it."""

from __future__ import annotations

from duckgeon_tui.content.party import ABILITY
from duckgeon_tui.engine import Action, Game, RollDie
from duckgeon_tui.tui.card_words import card_text, effect_words, whom
from duckgeon_tui.tui.describe import target_name
from duckgeon_tui.tui.flow.map_choosing import AimGroup
from duckgeon_tui.tui.flow.questions import Refused


def menu_detail(game: Game, item: object) -> str:
    """What a menu entry does, in a line or two ('' for an entry its label says whole)."""
    if isinstance(item, Refused):
        return " ".join(filter(None, [named_card(game, item.label), f"Not now: {item.reason}."]))
    if isinstance(item, AimGroup):
        return group_detail(game, item.options)
    if isinstance(item, RollDie):
        if item.die == "fighter" and item.style and item.target:
            return fight_detail(game, item.who, item.style, [item.target])
        if item.die == "funky" and item.card:
            return card_detail(game, item.who, item.card)
    return ""


def named_card(game: Game, label: str) -> str:
    """The text of the Funkard a line is named after (a card out of reach keeps its place in
    the FunkyDuck's menu), or ''."""
    content = game.content
    for cards in (content.items, content.zappies, content.feats):
        found = next((c for c in cards.values() if c.name == label), None)
        if found is not None:
            return card_detail(game, "", found.id)
    return ""


def group_detail(game: Game, actions: tuple[Action, ...]) -> str:
    """An entry standing for actions chosen on the map next: the card they play, or the
    attack's chances against each Beastie it can reach."""
    rolls = [a for a in actions if isinstance(a, RollDie)]
    if not rolls:
        return ""
    first = rolls[0]
    if first.die == "funky" and first.card:
        return card_detail(game, first.who, first.card)
    if first.die == "fighter" and first.style:
        targets = list(dict.fromkeys(a.target for a in rolls if a.target))
        return fight_detail(game, first.who, first.style, targets)
    return ""


def fight_detail(game: Game, who: str, style: str, targets: list[str]) -> str:
    """A DuckFighter's attack weighed: 'Q 5 + 1 (Plain 'Ol Sword ...) + the roll against
    Pesky Rat-Head's Q 2 + d6: wounds 72% of the time, 2.1 on average'."""
    duck = game.duck(who)
    if not targets:
        return ""
    weighed = [(t, game.attack_forecast(who, style, t)) for t in targets]
    score = weighed[0][1].score
    bonus = score - duck.q
    head = f"{style.title()}: Q {duck.q}" + (f" {bonus:+d}" if bonus else "") + " + the roll"
    parts = []
    for target, f in weighed[:3]:
        resist = f"Q {f.resist} + d6" if f.rolls else f"flat Q {f.resist}"
        parts.append(
            f"{target_name(game, target)} ({resist}): wounds {f.chance:.0%} of the time, "
            f"{f.damage:.1f} on average"
        )
    more = f"; and {len(weighed) - 3} more" if len(weighed) > 3 else ""
    return f"{head} against " + "; ".join(parts) + more + "."


def card_detail(game: Game, who: str, card: str) -> str:
    """A Funkard's text on a line or two (its cost, whom it aims at, who resists, what it
    does); the class ability's, for `ability`."""
    content = game.content
    if card == ABILITY:
        duck_class = content.classes.get(game.duck(who).class_id)
        if duck_class is None:
            return ""
        ability = duck_class.ability
        does = "; ".join(
            effect_words(e, content, target=whom(ability.target)) for e in ability.effects
        )
        return f"{ability.name} (class ability): {does or ability.flavour}."
    try:
        funkard = content.funkard(card)
    except KeyError:
        return ""
    return f"{funkard.name}: " + " ".join(card_text(funkard, content).splitlines())
