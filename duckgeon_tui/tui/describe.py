"""Words for engine actions and spaces: what the player reads in menus and in Look mode."""

from __future__ import annotations

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.rooms import QuestObject
from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine import (
    Action,
    Buy,
    Cash,
    Discard,
    EndTurn,
    Enter,
    Escape,
    FreeAction,
    Game,
    Give,
    Go,
    Goose,
    Leave,
    LootRoll,
    Phase,
    Pick,
    RankUp,
    Release,
    Resolve,
    RollDie,
    Sign,
    Split,
    Take,
    Walk,
)
from duckgeon_tui.tui.card_words import card_name, effect_words, snare_words, use_name
from duckgeon_tui.tui.party_words import class_name
from duckgeon_tui.tui.room_states import AGAIN, rolls_again

Pos = tuple[int, int]


def target_name(game: Game, handle: str | None) -> str:
    """A Beastie handle as its name ('Hordling #2'), a Duckventurer name as itself."""
    if handle is None:
        return ""
    for beastie in game.beasties:
        if beastie.handle == handle:
            return beastie.name
    return handle


def describe_action(game: Game, action: Action) -> str:
    """A menu line for an action, e.g. 'Pantsy: FunkyDuck for Frost-O at Pesky Rat-Head #1'."""
    match action:
        case RollDie():
            return roll_words(game, action)
        case FreeAction(kind="interact", at=(int(), int()) as at) if snare_at(game, at):
            snare = game.content.snares.get(snare_at(game, at) or "")
            test = f", {snare.disarm.stat} + d6 vs {snare.disarm.target}" if snare else ""
            return (
                f"{action.who}: disarm {snare_name(game, snare_at(game, at) or '')} at "
                f"{at[0]},{at[1]} (free action{test})"
            )
        case FreeAction(kind="aid", other=str(other)):
            return f"{action.who}: First Aid to {other} (free action): {aid_words(game, other)}"
        case FreeAction():
            bits = [f"{action.who}: {action.kind} (free action)"]
            if action.at is not None:
                bits.append(f"at {action.at[0]},{action.at[1]} ({space_name(game, action.at)})")
                if action.kind == "interact" and (use := object_use(game, action.at)):
                    bits.append(f"- {use}")
            if action.card:
                bits.append(card_name(game, action.card))
            if action.other:
                bits.append(f"on {action.other}")
            return " ".join(bits)
        case Cash():
            return cash_words(game, action)
        case Discard():
            return f"{action.who}: discard {card_name(game, action.card)}"
        case Release():
            return (
                f"{action.who}: release the dice stored in {card_name(game, action.card)} "
                "into this turn's pool"
            )
        case Goose(mode="redraw"):
            cards = ", ".join(card_name(game, c) for c in action.cards)
            return f"{action.who}: DuckDuckGoose, redraw {cards or 'Funkards'}"
        case Goose():
            what = "the die" if action.loot_die is None else f"Loot die {action.loot_die}"
            return f"{action.who}: DuckDuckGoose, " + GOOSE_WORDS[action.mode].format(what)
        case Give():
            return f"Give a {DIE_NAMES.get(action.die, action.die)} to {action.who}"
        case Take():
            return f"Take a {DIE_NAMES.get(action.die, action.die)} back from {action.who}"
        case Go():
            return "Sharing done: the Duckventurers act"
        case Walk():
            return f"{action.who}: DuckWalk to {action.dest[0]},{action.dest[1]}"
        case Pick():
            return "Pick " + ", ".join(DIE_NAMES.get(d, d) for d in action.picked)
        case Split():
            return "Split the Loot: " + ", ".join(f"{a} to {n}" for n, a in action.shares)
        case Enter(goose=True):
            return "Roll the Room Table with a DuckDuckGoose to add or subtract (5 dice this turn)"
        case Enter():
            return "Roll the Room Table"
        case Sign(plus=plus):
            results = game.sign_results()
            made = "" if results is None else f": makes it {results[0 if plus else 1]}"
            if plus:
                return f"Add the DuckDuckGoose to the roll (+){made}"
            return f"Subtract the DuckDuckGoose from the roll (-){made}"
        case Resolve():
            return "Keep the roll"
        case LootRoll():
            return f"{action.who} rolls the Loot Pool"
        case Escape():
            return "Escape from the Duckgeon by the way out (the quest is won)"
        case Leave():
            where = game.room_view().exits.get(action.door)
            again = f", {AGAIN}" if where is not None and rolls_again(game, where) else ""
            return f"Leave by the {action.door} door" + (
                f" (to room {where}{again})" if where else ""
            )
        case Buy():
            return f"{action.who}: buy a Funkard ({game.quest.funkard_price} Loot)"
        case RankUp():
            return f"{action.who}: rank up, raising max {action.stat}"
        case EndTurn():
            return "End the Duckventurers' turn (the Beasties act)"
    return str(action)


GOOSE_WORDS = {"reroll": "re-roll {}", "add": "add to or take from {}"}
"""What a DuckDuckGoose does to a die, in a menu line."""


def cash_words(game: Game, action: Cash) -> str:
    """A die cashed into a card: what the card makes of it."""
    card = game.content.funkard(action.card)
    keeps = "stored for a later turn" if card.gobbly else "a charge for its next use"
    die = DIE_NAMES.get(action.die, action.die)
    return f"{action.who}: cash an unused {die} into {card.name} ({keeps})"


def aid_words(game: Game, other: str) -> str:
    """What First Aid would do for a Duckventurer: the Conditions it lifts, or that it changes
    nothing (it heals no Fatty)."""
    names = [
        found.name if (found := game.content.conditions.get(c)) else c
        for c in game.duck(other).conditions
    ]
    if not names:
        return f"{other} has no Condition, so it would change nothing (it heals no Fatty)"
    up = ", and gets up with F 1" if game.knocked_out(other) else ""
    return f"lifts {', '.join(names)}{up}"


def roll_words(game: Game, action: RollDie) -> str:
    """A DuckDie used: at whom, with which card, for which card, to where."""
    die = DIE_NAMES.get(action.die, action.die)
    parts = [f"{action.who}: roll {die}"]
    if action.die == "fighter":
        parts.append(f"({action.style}) at {target_name(game, action.target)}")
        if action.card:
            parts.append(f"with {card_name(game, action.card)}")
    elif action.die == "funky":
        parts.append(f"for {use_name(game, action.who, action.card or '')}")
        if action.target:
            parts.append(f"on {target_name(game, action.target)}")
        if action.dest:
            parts.append(f"to {action.dest[0]},{action.dest[1]}")
    return " ".join(parts)


def snare_at(game: Game, pos: Pos | None) -> str | None:
    """The Snare lying on a space of the current room the party knows of (its id)."""
    if pos is None:
        return None
    room = game.state.rooms[game.state.room_index]
    return next((s.snare_id for s in room.snares if tuple(s.pos) == tuple(pos)), None)


def snare_name(game: Game, snare_id: str) -> str:
    """A Snare's name ('Frost Rune')."""
    snare = game.content.snares.get(snare_id)
    return snare.name if snare else snare_id


def room_holds(game: Game) -> str:
    """What keeps the room from being Cleared when no Beastie is left: its Snares, where, and
    how to be rid of them ('' when nothing does)."""
    view = game.room_view()
    if view.cleared or game.beasties or game.phase in (Phase.ROOM_TABLE, Phase.OVER):
        return ""
    snares = game.state.rooms[game.state.room_index].snares
    if not snares:
        return ""
    where = ", ".join(f"{snare_name(game, s.snare_id)} at {s.pos[0]},{s.pos[1]}" for s in snares)
    them = "it" if len(snares) == 1 else "them"
    return f"Not cleared: {where} (^): disarm {them} with Interact (f, free action)"


def space_name(game: Game, pos: Pos) -> str:
    """A few words for what is on a space."""
    info = game.at(*pos)
    if info.occupant:
        return target_name(game, info.occupant)
    if info.feature:
        feature = game.content.rooms[game.room_view().room_id].features.get(info.feature)
        return feature.name if feature else info.feature
    if info.door:
        return f"{info.door} door"
    if info.snare:
        return f"Snare: {snare_name(game, info.snare)}"
    names = {
        "#": "wall",
        ".": "floor",
        "+": "closed door",
        "'": "open door",
        "T": "table",
        "O": "pillar",
        "~": "deep water",
        "S": "floor",
        "@": "floor",
    }
    return names.get(info.glyph, "floor")


QUEST_USE = {
    "look": "For the quest: Look at it (a free Action, from here or in sight of it) for a clue",
    "prepare": "For the quest: Prepare it (a free Action in sight of it), then Interact with it",
    "interact": "For the quest: Interact with it (a free Action, next to it)",
    "clock": "Interact with it (a free Action, next to it) to push the clock back",
}


def object_use(game: Game, pos: Pos) -> str:
    """What an Interact with the object on a space needs and gives, or '' (not an object)."""
    letter = game.at(*pos).feature
    room = game.content.rooms.get(game.room_view().room_id)
    obj = room.features.get(letter) if room is not None and letter else None
    return object_words(obj, game.content) if isinstance(obj, QuestObject) else ""


def object_words(obj: QuestObject, content: Content) -> str:
    """An object's test and what it gives: 'd6 + P must reach 6 (a failure does nothing: try
    again on a later turn); then it gives the user 1 Funkard from the deck (once only)'."""
    gives = "; ".join(effect_words(e, content, "self") for e in obj.effects)
    gives = gives.replace("its user", "the user")
    once = " (once only)" if obj.once and obj.effects else ""
    if obj.test is None:
        return f"no roll needed; it {gives}{once}" if gives else "no roll needed"
    test = (
        f"d6 + {obj.test.stat} must reach {obj.test.target} (a failure does nothing: try "
        "again on a later turn)"
    )
    return f"{test}; then it {gives}{once}" if gives else test


def quest_use(game: Game, pos: Pos) -> list[str]:
    """What a space does for the quest's objectives or clock, if anything."""
    return [QUEST_USE[spot.kind] for spot in game.goal_spots() if spot.pos == pos][:1]


def look_text(game: Game, pos: Pos) -> str:
    """Everything about a space: the Beastie's STATS and abilities, a feature, a door, a Scroll."""
    info = game.at(*pos)
    lines = [f"{pos[0]},{pos[1]}: {space_name(game, pos)}"]
    if info.occupant:
        beastie = next((b for b in game.beasties if b.handle == info.occupant), None)
        if beastie is not None:
            lines.append(
                f"F {beastie.f}/{beastie.fmax}  Q {beastie.q}  P {beastie.p}  move {beastie.move}"
            )
            for attack in beastie.attacks:
                reach = "adjacent" if attack.style == "choppy" else f"range {attack.range}"
                bonus = f" {attack.bonus:+d}" if attack.bonus else ""
                lines.append(f"  {attack.name}: {attack.style}, {reach}{bonus}")
            for ability in beastie.abilities:
                lines.append(
                    f"  {ability.name} ({ability.activation})"
                    + (f": {ability.flavour}" if ability.flavour else "")
                )
            if beastie.conditions:
                lines.append("  Conditions: " + ", ".join(beastie.conditions))
            kind = game.content.beasties.get(beastie.beastie_id)
            if kind is not None and kind.flavour:
                lines.append(kind.flavour)
        else:
            duck = game.duck(info.occupant)
            lines.append(
                f"{class_name(duck.class_id, game.content.classes)}, Rank {duck.rank}, "
                f"player {duck.player}: "
                f"F {duck.f}/{duck.fmax} Q {duck.q}/{duck.qmax} P {duck.p}/{duck.pmax}"
            )
            if duck.conditions:
                lines.append("Conditions: " + ", ".join(duck.conditions))
            if duck.hand:
                lines.append("Cards: " + ", ".join(card_name(game, c) for c in duck.hand))
    if info.feature:
        room = game.content.rooms.get(game.room_view().room_id)
        feature = room.features.get(info.feature) if room else None
        if feature is not None:
            lines.append(f"{feature.name} ({feature.kind}): {feature.flavour}")
            if use := object_use(game, pos):
                lines.append(f"Interact with it (a free Action, next to it): {use}")
        lines.extend(quest_use(game, pos))
    if info.snare:
        snare = game.content.snares.get(info.snare)
        lines.append(f"Snare: {snare.name if snare else info.snare}")
        if snare is not None:
            lines.append(snare_words(snare, game.content))
    if info.door:
        exits = game.room_view().exits
        target = exits.get(info.door)
        state = "closed" if info.glyph == "+" else "open"
        lines.append(f"Door '{info.door}' ({state})" + (f" to room {target}" if target else ""))
    return "\n".join(lines)
