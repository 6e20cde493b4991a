"""A Funkard's fields in a player's words: whom it is aimed at, when it counts or goes off,
what each effect does, who resists it (docs/RULES.md, "Reading a card")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from duckgeon_tui.content.vocabulary import DIE_NAMES, counts_in, possessive, situations

if TYPE_CHECKING:
    from duckgeon_tui.engine import Game

TRIGGERS: dict[str, str] = {
    "room_enter": "when its holder enters a room",
    "turn_start": "at the start of every turn",
    "turn_end": "at the end of every turn",
    "damage_taken": "when its holder takes damage",
    "beastie_killed": "when a Beastie is killed",
    "ally_down": "when a friend is knocked out",
    "snare": "when a Snare springs",
    "room_cleared": "when a room is Cleared",
    "targeted": "when an enemy's attack or card is aimed at its holder",
}
"""What sets a triggered card off."""

RECIPIENTS: dict[str, str] = {
    "target": "the target",
    "self": "its user",
    "party": "every Duckventurer",
    "allies": "every other Duckventurer",
    "room_beasties": "every Beastie in the room",
    "drawer": "whoever drew it",
}
"""Whom an effect lands on."""

DURATIONS: dict[str, str] = {
    "use": "for this use",
    "turn": "until the end of the turn",
    "room": "until the room is left",
    "quest": "for the rest of the quest",
}
"""How long a change lasts."""

SHORT: dict[str, str] = {
    "damage": "damage",
    "heal": "heals",
    "change_stat": "a STAT change",
    "raise_max": "raises a max STAT",
    "apply_condition": "a Condition",
    "remove_condition": "lifts Conditions",
    "move": "moves",
    "deny_resist": "no Resist Rolls",
    "draw": "draws Funkards",
    "redraw": "swaps Funkards",
    "booster_wooster": "the Booster-Wooster",
    "clock": "the clock",
    "summon": "brings Beasties",
    "add_dice": "more DuckDice",
    "lose_dice": "fewer DuckDice",
    "gain_loot": "Loot",
    "ward": "a shield",
    "extra_attack": "an extra attack",
}
"""What each kind of effect does, in a word or two for a list of cards."""

_AIMED: dict[str, str] = {
    "self": "its user",
    "ally": "one Duckventurer (its user too)",
    "enemy": "one Beastie",
    "any": "anyone",
    "all_enemies": "every Beastie",
    "all_allies": "every Duckventurer",
}

_AT_ENEMIES = ("enemy", "any", "all_enemies")


def dice_count(n: int) -> str:
    """'1 unused DuckDie', '2 unused DuckDice'."""
    return f"{n} unused DuckDie" if n == 1 else f"{n} unused DuckDice"


def whom(target: Any) -> str:
    """Whom an ability reaches, in a few words: 'a Duckventurer beside it', 'every Beastie
    within 3 spaces'."""
    who = {
        "ally": "a Duckventurer",
        "enemy": "a Beastie",
        "any": "anyone",
        "all_enemies": "every Beastie",
        "all_allies": "every Duckventurer",
    }.get(target.kind, "its user")
    if target.kind == "self":
        return who
    far = "1 space" if target.range == 1 else f"{target.range} spaces"
    return who + (" beside it" if target.range == 0 else f" within {far}")


def _name(content: Any, table: str, thing_id: str) -> str:
    """A Condition's or Beastie's name from the content, or its id in words."""
    found = getattr(content, table, {}).get(thing_id) if content is not None else None
    return found.name if found is not None else thing_id.replace("-", " ").capitalize()


def effect_words(
    effect: Any, content: Any = None, aimed: str = "enemy", target: str = "the target"
) -> str:
    """One effect as a sentence: 'deals 2 + its user's Q damage to the target' (`aimed`: the
    card's target kind, so that a card aimed at its user says so; `target`: what the target is
    called, 'its victim' for a Snare)."""
    to = target if effect.to == "target" else RECIPIENTS.get(effect.to, effect.to)
    if effect.to == "target" and aimed in ("self", "all_enemies", "all_allies"):
        to = "its user" if aimed == "self" else "each target"
    kind = effect.kind
    if kind == "damage":
        parts = [str(effect.amount)] if effect.amount else []
        if effect.stat:
            parts.append(f"its user's {effect.stat}")
        if effect.dice:
            parts.append(f"{effect.dice}d6 (a 6 rolls again)")
        return f"deals {' + '.join(parts) or '0'} damage to {to}"
    if kind == "heal":
        return f"heals {to} {effect.amount} Fatty (never above the max)"
    if kind == "change_stat":
        sign = f"{effect.amount:+d}"
        where = counts_in(effect.when)
        return f"gives {to} {effect.stat} {sign}{where} {DURATIONS[effect.duration]}"
    if kind == "raise_max":
        return f"raises the max {effect.stat} of {to} by {effect.amount} for the rest of the quest"
    if kind == "apply_condition":
        return f"puts the Condition {_name(content, 'conditions', effect.condition)} on {to}"
    if kind == "remove_condition":
        if effect.condition == "all":
            return f"lifts every Condition from {to}"
        return f"lifts {_name(content, 'conditions', effect.condition)} from {to}"
    if kind == "move":
        spaces = f"{effect.spaces} space" + ("" if effect.spaces == 1 else "s")
        return {
            "push": f"pushes {to} {spaces} away from its user",
            "pull": f"pulls {to} {spaces} toward its user",
            "step": f"lets {to} walk up to {spaces} at once",
            "teleport_entry": f"whisks {to} back to where the party came into the room",
        }[effect.mode]
    if kind == "deny_resist":
        return (
            f"leaves {to} without Resist Rolls {DURATIONS[effect.duration]} (it counts its "
            "flat STAT instead)"
        )
    if kind == "draw":
        cards = f"{effect.count} Funkard" + ("" if effect.count == 1 else "s")
        return f"gives {to} {cards} from the deck"
    if kind == "redraw":
        return f"lets {to} swap up to {effect.count} Funkards of the hand for new ones"
    if kind == "booster_wooster":
        way = "up" if effect.steps > 0 else "back"
        return f"moves Duckthulhu {abs(effect.steps)} {way} his Booster-Wooster track"
    if kind == "clock":
        way = "on" if effect.marks > 0 else "back"
        return f"moves the quest's clock {way} {abs(effect.marks)} marks"
    if kind == "summon":
        where = "next to its user" if effect.near == "user" else "at the room's spawn points"
        beastie = _name(content, "beasties", effect.beastie)
        return f"brings {effect.count} {beastie} into the room {where}"
    if kind == "add_dice":
        return f"adds {effect.count} {DIE_NAMES[effect.die]} to the turn's DuckDice"
    if kind == "lose_dice":
        die = "DuckDice" if effect.die == "any" else DIE_NAMES[effect.die]
        return f"takes {effect.count} unrolled {die} out of the turn's DuckDice"
    if kind == "gain_loot":
        if effect.amount < 0:
            return f"takes {-effect.amount} Loot from {to}"
        return f"gives {to} {effect.amount} Loot"
    if kind == "ward":
        return f"shields {to}: the next {effect.amount} damage this turn is soaked"
    if kind == "extra_attack":
        roll = f"a roll of {effect.amount}" if effect.amount else "a d6 (a 6 rolls again)"
        style = effect.style.capitalize()
        return f"lets its user make one {style} attack at once, as a DuckFighter with {roll}"
    return str(kind)


def aim_words(card: Any) -> str:
    """Whom an activated or triggered card is aimed at, and how far it reaches."""
    target = card.target
    whom = _AIMED.get(target.kind, target.kind)
    if target.kind == "self":
        return whom
    reach = (
        "beside its user (base contact)" if target.range == 0 else f"within {target.range} spaces"
    )
    sight = ", in sight" if target.line_of_sight else ", seen or not"
    return f"{whom} {reach}{sight}"


def use_words(card: Any) -> str:
    """How the card is used: its activation roll, its trigger, or when a passive card counts."""
    if card.activation == "activated":
        if card.cost == 0:
            return "Play it with a FunkyDuck die (cost 0: the die is spent, not rolled)."
        return f"Play it with a FunkyDuck die: P + the roll must beat its cost, {card.cost}."
    never = f"it never rolls against its cost ({card.cost}, which only shows how good it is)"
    if card.activation == "triggered":
        return f"Goes off by itself {TRIGGERS.get(card.trigger, card.trigger)}: {never}."
    if getattr(card, "weapon", None):
        return (
            f"A {card.weapon.capitalize()} weapon: it counts only when its holder attacks or "
            f"resists with it; {never}."
        )
    return f"Counts by itself while held: {never}."


def resist_words(card: Any) -> str | None:
    """Who resists the card and how, or None when it is never aimed at a Beastie."""
    if card.target.kind not in _AT_ENEMIES or not card.effects:
        return None
    score = "Q" if type(card).__name__ == "Feat" else "P"
    resist = getattr(card, "resist", None)
    if resist == "none":
        return "No Resist Roll: a target counts its flat STAT against the score."
    return (
        f"A target resists with d6 + {resist}: matching or beating {score} + the FunkyDuck "
        "roll, it shrugs the card off."
    )


def bonus_words(card: Any, mod: Any) -> str:
    """A modifier on a card: 'Q +1 in Choppy attacks, while it is used'."""
    if card.activation == "passive" and not getattr(card, "weapon", None):
        while_ = "" if mod.when == ["always"] else " (whenever they come up)"
    elif getattr(card, "weapon", None):
        while_ = ", with this weapon"
    else:
        while_ = ", while the card is used"
    where = "always" if mod.when == ["always"] else f"in {situations(mod.when)}"
    return f"{mod.stat} {mod.amount:+d} {where}{while_}"


SPRINGS: dict[str, str] = {
    "drawn": "springs on whoever draws it",
    "room_enter": "springs on the next Duckventurer to enter a room",
    "step": "springs on whoever ends a DuckWalk next to it",
}
"""When a Snare goes off, by its trigger."""


def snare_words(snare: Any, content: Any = None) -> str:
    """What a Snare does and how to be rid of it, in a player's words (Look on its space)."""
    said = [effect_words(e, content, target="its victim") for e in snare.effects]
    hit = (", ".join(said[:-1]) + " and " + said[-1] if len(said) > 1 else said[0]).replace(
        " away from its user", " away"
    )
    if snare.resist == "none":
        dodge = f"no Resist Roll: its victim's flat Q must reach {snare.difficulty}"
    else:
        dodge = (
            f"its victim resists with d6 + {snare.resist}, matching or beating {snare.difficulty}"
        )
    again = (
        "; it stays and springs again at each turn's start, and the room is not Cleared "
        "until it is disarmed"
        if snare.lingers
        else ""
    )
    return (
        f"It {SPRINGS.get(snare.trigger, snare.trigger)} ({dodge}); if not resisted, it {hit}"
        f"{again}. Disarm it with Interact (a free Action, next to it): d6 + "
        f"{snare.disarm.stat} must reach {snare.disarm.target}."
    )


def card_name(game: Game, card_id: str) -> str:
    """A Funkard's printed name (its id when unknown)."""
    try:
        return game.content.funkard(card_id).name
    except KeyError:
        return card_id


def use_name(game: Game, who: str, card: str) -> str:
    """What a FunkyDuck activates: a Funkard's name, or the class ability by its own name, as
    the log names it ('Laying on of Wings (class ability)')."""
    if card != "ability":
        return card_name(game, card)
    duck_class = game.content.classes.get(game.duck(who).class_id)
    return f"{duck_class.ability.name} (class ability)" if duck_class else "class ability"


def cash_words(game: Game) -> str:
    """What unused dice could still be cashed into before the turn ends, in the words of the
    end-turn question: whose Gobbly and Boosty cards, or that nobody holds one."""
    cards = [
        f"{possessive(duck.name)} {game.content.funkard(c).name}"
        for duck in game.ducks
        for c in dict.fromkeys(duck.hand)
        if duck.dice and (game.content.funkard(c).gobbly or game.content.funkard(c).boosty)
    ]
    if not cards:
        return "no Duckventurer holding dice has a Gobbly or Boosty card to cash them into"
    return (
        f"unless cashed first into {', '.join(cards)}: a Gobbly card stores dice for a later "
        "turn, a Boosty card turns them into charges (`.` lists every action, cashing too)"
    )


def card_text(card: Any, content: Any = None) -> str:
    """Everything printed on a card, in a player's words."""
    lines = [f"{type(card).__name__}. {use_words(card)}"]
    if card.effects and card.activation != "passive":
        lines.append(f"Aimed at: {aim_words(card)}.")
    resist = resist_words(card)
    if resist:
        lines.append(resist)
    if getattr(card, "weapon", None) == "shooty":
        lines.append(f"Shoots up to {card.range} spaces.")
    lines.extend(
        f"It {effect_words(effect, content, card.target.kind)}." for effect in card.effects
    )
    lines.extend(f"Bonus: {bonus_words(card, mod)}." for mod in card.modifiers)
    if card.gobbly:
        lines.append(f"Gobbly: stores up to {dice_count(card.gobbly.capacity)} for a later turn.")
    if card.boosty:
        lines.append(
            f"Boosty: takes up to {card.boosty.max_charges} unused DuckDice as charges, each "
            f"+{card.boosty.per_charge} to its next use."
        )
    if card.prepare:
        lines.append("Needs a Prepare free action first.")
    if card.consumable:
        lines.append("Used up after one use.")
    return "\n".join(lines)
