"""The words of the dungeon's menus: what each entry says, and the title and note of the menu
of a phase that has no dialog of its own."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import DIE_LETTERS, DIE_NAMES, possessive
from duckgeon_tui.engine import (
    Action,
    Buy,
    Discard,
    EndTurn,
    Escape,
    Event,
    FreeAction,
    Game,
    Give,
    Leave,
    Phase,
    Pick,
    RankUp,
    Release,
    RollDie,
    Take,
    Walk,
)
from duckgeon_tui.engine.acting import roll_text as pending_text
from duckgeon_tui.tui.card_words import use_name
from duckgeon_tui.tui.corridor_walk import CorridorWalk, room_name
from duckgeon_tui.tui.describe import describe_action, snare_name, space_name
from duckgeon_tui.tui.flow.map_choosing import AimGroup
from duckgeon_tui.tui.flow.questions import MenuItem, Named, Refused
from duckgeon_tui.tui.phase_words import phase_words
from duckgeon_tui.tui.room_states import rolls_again, room_status, why_not_leave

OTHER_WORDS: dict[type[Action], str] = {
    Release: "release stored dice",
    Buy: "buy a Funkard",
    RankUp: "rank up",
    Escape: "escape",
    Leave: "leave the room",
    Discard: "discard a card",
}
"""The dice picker's other actions in a player's words, in the order the menu lists them."""


def others_note(others: list[Action]) -> str:
    """The dice picker's line of the turn's other actions, e.g. 'Other actions (o): buy a
    Funkard, rank up, discard a card' ('' when there are none)."""
    kinds = {type(a) for a in others}
    words = [w for kind, w in OTHER_WORDS.items() if kind in kinds]
    words += sorted(k.__name__ for k in kinds if k not in OTHER_WORDS)
    return "Other actions (o): " + ", ".join(words) if words else ""


def unused_dice_text(held: int, cash: str = "") -> str:
    """The warning before a turn ends with dice still held (`cash`: what they could still be
    cashed into)."""
    dice = "DuckDie is" if held == 1 else "DuckDice are"
    return f"{held} {dice} still unused and will be lost" + (f" ({cash})." if cash else ".")


def held_words(who: str, held: int) -> str:
    """What a digit past the dice held says: 'Pantsy holds 1 DuckDie (key 1).'"""
    if not held:
        return f"{who} holds no DuckDice."
    if held == 1:
        return f"{who} holds 1 DuckDie (key 1)."
    return f"{who} holds {held} DuckDice (keys 1-{held})."


def why_not_walk(game: Game, who: str, pos: tuple[int, int]) -> str:
    """Why a DuckWalk cannot end on a space: who or what is there, or that it is out of reach."""
    info = game.at(*pos)
    if info.occupant:
        return f"{who} cannot end the DuckWalk there: {space_name(game, pos)} stands there."
    if info.door and info.glyph == "+":
        return (
            f"{who} cannot reach the {info.door} door with this DuckWalk: a walk that reaches a "
            "space next to a closed door with a step to spare stops there and opens it."
        )
    if info.blocks_move:
        return f"{who} cannot end the DuckWalk on a {space_name(game, pos)}."
    return (
        f"{who} cannot end the DuckWalk there: it is out of reach this walk (the green spaces "
        f"are in reach; {possessive(who)} own space: stay)."
    )


def closed_words(phase: Phase) -> str:
    """The banner's line while the dialog a phase asks for is closed (the room in sight): the
    key that opens it again."""
    what = CLOSED_DIALOGS.get(phase, "its dialog")
    return f"{phase_words(phase).capitalize()}: p opens {what} again"


CLOSED_DIALOGS = {
    Phase.PICK: "the dice picker",
    Phase.SHARE: "the share dialog",
    Phase.ROOM_TABLE: "the Room Table",
    Phase.LOOT_ROLL: "the Loot roll",
    Phase.LOOT_SPLIT: "the Loot split",
}
"""The dialog each phase asks with, as the banner names it while it is closed."""


def leave_question(game: Game, number: int) -> tuple[str, str]:
    """The title and question before the party sets off toward a room: a Cleared room behind
    the party rolls its Room Table again when it walks back in (the rulebook rolls it each time
    the party enters a room)."""
    title = f"Set off toward room {number}: {room_name(game, number)}?"
    if rolls_again(game, number):
        first = (
            f"Room {number} was Cleared, but it rolls its Room Table again when the party "
            "walks back in: new Beasties may be waiting there."
        )
    elif room_status(game, number) == "explored":
        first = f"Room {number} rolls its Room Table again when the party walks back in."
    else:
        first = f"The party has not been in room {number} yet: it rolls its Room Table on entering."
    return title, (
        f"{first} The party leaves this room and walks the corridor (Strolling Beasties may "
        "follow it in).\ny: set off  n / esc: stay here"
    )


MENU_LABELS = {
    Named.SHOP: "Shop: buy Funkards, rank up (r)",
    Named.MAP: "Quest map: rooms, corridors, leave the room (M)",
    Named.PREPARE: "Prepare a Funkard (free action) ...",
}
FREE_WORDS = {
    "interact": "Interact with a door, chest or feature",
    "look": "Look at a clue",
    "aid": "First Aid to a Duckventurer beside them (lifts every Condition, up with F 1; heals "
    "no Fatty)",
    "prepare": "Prepare a quest ritual in sight",
}
"""Menu lines of the free actions chosen on the map."""
FREE_NOTHING = {
    "look": "no clue in sight of {}",
    "interact": "no door, chest or feature next to {}",
    "prepare": "no quest ritual in sight of {} to prepare",
    "aid": "no Duckventurer next to {} has a Condition to lift",
}
"""Why a kind of free action cannot be taken now, when the Duckventurer may take one (in the
rules' order: the free action menu's)."""


def menu_label(game: Game, item: MenuItem) -> str:
    """A menu line: an action described, a group chosen on the map, or a named entry."""
    if isinstance(item, (AimGroup, Refused)):
        return item.label
    if item is Named.PICK:
        letters = " ".join(DIE_LETTERS.values())
        return f"Pick the turn's {game.dice_to_pick} DuckDice, any mix of {letters} (p)"
    if isinstance(item, Named):
        return MENU_LABELS.get(item, item.value)
    return describe_action(game, item)


def card_group_label(game: Game, who: str, card: str, count: int = 0) -> str:
    """The menu line of a Funkard whose target is then chosen on the map (no `count`: the
    card alone, for a line that cannot be chosen now)."""
    label = use_name(game, who, card)
    if not count:
        return label
    return f"{label}: choose on the map ({count} choice{'s' * (count != 1)})"


def free_group_label(game: Game, kind: str, count: int) -> str:
    """The menu line of a kind of free action whose space is then chosen on the map (an
    Interact with a Snare says so: 'Disarm Frost Rune')."""
    if kind.startswith("disarm:"):
        return f"Disarm {snare_name(game, kind.split(':', 1)[1])}: choose on the map ({count})"
    return f"{FREE_WORDS.get(kind, kind)}: choose on the map ({count})"


ROOM_TABLE_WORDS = (
    "The Room Table says what waits in the room: as the party comes in, one DuckDie is rolled (a "
    "6 rolls again and adds) and the table's line for the total brings its Beasties (sometimes a "
    "Snare). In the game's own quests low rolls are worse, high rolls kinder.\n\nWith a "
    "DuckDuckGoose, the goose is rolled too and, after seeing both dice, the party adds it (a "
    "kinder room) or subtracts it "
    "(more Beasties, and so more Loot). Either way this turn has only 5 DuckDice instead of 6, "
    "and the goose counts as rolled: a boss with a Booster-Wooster (Duckthulhu in Quest 1) "
    "climbs a step, and a quest's clock may move on."
)
"""What the Room Table dialog's `?` says."""


def phase_prompt(
    game: Game, phase: Phase, last_roll: Event | None, walk: CorridorWalk | None
) -> tuple[str, str]:
    """Title and note of the menu for a phase the screen has no special dialog for."""
    view = game.room_view()
    roll_text = last_roll.text if last_roll is not None else ""
    if phase == Phase.ROOM_TABLE:
        room = game.content.rooms.get(view.room_id)
        walked = walk.summary() + "\n" if walk is not None else ""
        return (
            f"Room {game.room_number}: {view.name}: roll the Room Table",
            walked
            + (room.flavour if room else "")
            + "\nA DuckDuckGoose adds to or subtracts from the roll; this turn then has 5 dice.",
        )
    if phase == Phase.GOOSE_SIGN:
        return "Add or subtract the DuckDuckGoose?", "\n".join(
            t for t in (roll_text, sign_words(game)) if t
        )
    if phase == Phase.ROLL:
        pending = game.pending
        if pending is None:
            return "Keep the roll, or play a DuckDuckGoose?", roll_text
        rolled = f"{DIE_NAMES[pending.die]} {pending_text(pending)}"
        # After a Continue there is no roll event on the screen: say what is waiting.
        return (
            f"{pending.who} rolled {rolled}: keep it, or play a DuckDuckGoose?",
            roll_text or f"{pending.who} rolled {rolled}, waiting for a DuckDuckGoose or not.",
        )
    if phase == Phase.LOOT_ROLL:
        dice = "die" if view.loot_pool == 1 else "dice"
        return (
            f"The room is Cleared! Who rolls the Loot Pool ({view.loot_pool} {dice})?",
            # Not the last roll (the killing blow's, which read as if it were the Loot's).
            "Whoever rolls it, the party then shares the total out as it likes.",
        )
    return phase_words(phase).capitalize(), roll_text


def sign_words(game: Game) -> str:
    """The roll a DuckDuckGoose waiting for its sign changes, and what each sign makes of it
    (for the Room Table, what the line of each total brings)."""
    p, results = game.pending, game.sign_results()
    if p is None or results is None:
        return ""
    plus, minus = results
    if p.die == "table":
        return (
            f"It changes the Room Table roll, {p.value}:\n"
            f"+ add: {plus}, {table_words(game, plus)}\n"
            f"- subtract: {minus}, {table_words(game, minus)}"
        )
    if p.loot_die is not None:
        what = f"Loot die {p.loot_die + 1}, a {p.value}"
    else:
        what = f"{possessive(p.who)} {DIE_NAMES.get(p.die, p.die)} roll, {p.value}"
    return f"It changes {what}: + add makes it {plus}, - subtract makes it {minus}."


def table_words(game: Game, total: int) -> str:
    """What the Room Table's line for a total brings: its Beasties (and Snare)."""
    entry = game.table_line(total)
    found = [
        f"{b.name} x{s.count}" if s.count > 1 else b.name
        for s in entry.spawns
        if (b := game.content.beasties.get(s.beastie)) is not None
    ]
    if entry.snare is not None:
        found.append(f"a Snare: {snare_name(game, entry.snare)}")
    return ", ".join(found) or "no Beasties"


HINT_KEYS: tuple[str, str] = ("i", "I")
"""Show the hint / play it (not a cursor key, not a die letter)."""
ESCAPE_QUESTION = (
    "The way out is open",
    "Every other objective is met, the room is Cleared and everybody is up: escape from the "
    "Duckgeon now and win the quest? (No: play this turn here; Escape stays in the dice "
    "picker's other actions, o.)",
)
"""The title and question when the party may take the quest's way out."""


def action_key(game: Game, item: MenuItem, acting: str | None) -> str:
    """The key that does a menu's entry from the map, for the list of every move (`.`): a
    die's digit, f, e, p, M ('' when only the menu does it)."""
    if item is Named.PICK or isinstance(item, (Pick, Give, Take)):
        return "p"
    who = getattr(item, "who", None)
    switch = f"tab to {who}, then " if who is not None and who != acting else ""
    if isinstance(item, RollDie):
        dice = game.duck(item.who).dice
        return f"{switch}{dice.index(item.die) + 1}" if item.die in dice else ""
    if isinstance(item, FreeAction):
        return f"{switch}f"
    if isinstance(item, Walk):
        return f"Enter on {item.dest[0]},{item.dest[1]}"
    if isinstance(item, EndTurn):
        return "e"
    if isinstance(item, Leave):
        number = game.room_view().exits.get(item.door)
        return f"M, or {number}" if number is not None else "M"
    if isinstance(item, (Buy, RankUp)):
        return "r"
    if isinstance(item, (Discard, Escape)) and game.phase == Phase.PICK:
        return "p, then o"
    return ""


def keyed_label(game: Game, item: MenuItem, acting: str | None) -> str:
    """A menu line with the key that does it from the map: 'Plumpy: roll DuckWalk (1)'."""
    key = action_key(game, item, acting)
    label = menu_label(game, item)
    if isinstance(item, Refused) or not key or label.endswith(f"({key})"):
        return label
    return f"{label} ({key})"


def missing_moves(game: Game, acting: str | None) -> list[Refused]:
    """The moves a newcomer looks for that cannot be made now, each saying why: the acting
    Duckventurer's free Action, and leaving the room."""
    refused: list[Refused] = []
    if acting is not None and game.phase == Phase.ACT:
        why = game.free_refusal(acting)
        if why is not None:
            refused.append(Refused(f"{acting}: a free Action, Look or Interact (f)", why))
    if game.phase != Phase.PICK and game.room_view().exits:
        refused.append(Refused("Leave the room (M)", why_not_leave(game).rstrip(".")))
    return refused
