"""Whether a restored game state fits its content: every id exists, every STAT is within its
bounds, every position is on its room's map, every die is a real DuckDie, the phase is one of
the rules'. A saved state is data from outside (anyone can rewrite a save and its checksum), so
it is checked whole before the rules or the app ever act on it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from duckgeon_tui.content.party import NAME_RE
from duckgeon_tui.content.rooms import WALL
from duckgeon_tui.content.vocabulary import DIE_KINDS as KINDS
from duckgeon_tui.content.vocabulary import possessive
from duckgeon_tui.engine import quest_goals
from duckgeon_tui.engine.deck import OMEN, SNARE
from duckgeon_tui.engine.game import Phase
from duckgeon_tui.printable import printable

if TYPE_CHECKING:
    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.content.rooms import Room
    from duckgeon_tui.engine.game import Game
    from duckgeon_tui.engine.state import BeastieState, DuckState, GameState

DIE_KINDS = frozenset(KINDS)
PHASES = frozenset(Phase)
MAX_STAT = 999
"""No STAT, current or max, goes above this (content STATS stop at 99)."""
MAX_DICE = 60
"""No one holds more DuckDice than this at once (a turn starts with six)."""
MAX_COUNT = 1_000_000
"""Loot, turns, counters: no real game comes near this."""
MAX_CARDS = 500
MAX_PARTY = 12

Pos = tuple[int, int]


def _on_map(room: Room, pos: Pos | None) -> bool:
    if pos is None:
        return True
    col, row = pos
    return 0 <= row < room.height and 0 <= col < room.width and room.glyph(col, row) != WALL


def _within(value: int, low: int, high: int) -> bool:
    return low <= value <= high


class _Checker:
    """Collects what does not fit, in words."""

    def __init__(self, content: Content, game: Game) -> None:
        self.content = content
        self.game = game
        self.quest = game.quest
        self.cards = {**content.items, **content.zappies, **content.feats}
        self.rituals = quest_goals.rituals(content, game.quest)
        self.problems: list[str] = []

    def bad(self, text: str) -> None:
        self.problems.append(printable(text))

    def known(self, what: str, ids: Iterable[str], pool: Any, owner: str) -> None:
        for key in ids:
            if key not in pool:
                self.bad(f"{owner} has {what} `{key}`, which the content does not have")

    def dice(self, dice: Iterable[str], owner: str) -> None:
        held = list(dice)
        if len(held) > MAX_DICE:
            self.bad(f"{owner} holds {len(held)} DuckDice (at most {MAX_DICE})")
        for die in dict.fromkeys(held):
            if die not in DIE_KINDS:
                self.bad(f"{owner} holds a die of kind `{die}`, which is not a DuckDie")

    def stat(self, who: str, name: str, value: int, top: int) -> None:
        if not _within(top, 0, MAX_STAT):
            self.bad(f"{possessive(who)} max {name} is {top} (STATS go from 0 to {MAX_STAT})")
        elif not _within(value, 0, top):
            self.bad(f"{possessive(who)} {name} is {value}, outside 0 to its max {top}")

    def count(self, what: str, value: int, low: int = 0, high: int = MAX_COUNT) -> None:
        if not _within(value, low, high):
            self.bad(f"{what} is {value} (it goes from {low} to {high})")

    def clues(self) -> None:
        found = self.game.state.clues_found
        if len(found) > len(self.quest.victory):
            self.bad("clues are found for objectives the quest does not have")
            return
        for goal, have in zip(self.quest.victory, found, strict=False):
            count = len(getattr(goal, "clues", ()))
            if len(set(have)) != len(have) or any(not _within(i, 0, count - 1) for i in have):
                self.bad("clues are found that the quest's clue hunts do not have")

    def room(self) -> Room | None:
        state = self.game.state
        if not _within(state.room_index, 0, len(self.quest.rooms) - 1):
            self.bad(f"the party is in room index {state.room_index}, which the quest lacks")
            return None
        return self.content.rooms[self.quest.rooms[state.room_index].room]

    def duck(self, duck: DuckState, room: Room | None) -> None:
        who = duck.name
        if duck.class_id not in self.content.classes:
            self.bad(f"{who} is of class `{duck.class_id}`, which the content does not have")
        if duck.school and duck.school not in self.content.schools:
            self.bad(f"{who} is of School `{duck.school}`, which the content does not have")
        if duck.rank not in self.content.ranks:
            self.bad(f"{who} is at Rank {duck.rank} (the Ranks go from 1 to 6)")
        self.stat(who, "F", duck.f, duck.fmax)
        self.stat(who, "Q", duck.q, duck.qmax)
        self.stat(who, "P", duck.p, duck.pmax)
        self.count(f"{possessive(who)} Loot", duck.loot)
        self.count(f"{possessive(who)} ward", duck.ward)
        if len(duck.hand) > MAX_CARDS:
            self.bad(f"{who} holds {len(duck.hand)} Funkards")
        prepared = [p for p in duck.prepared if p not in self.rituals]
        cards = [*duck.hand, *prepared, *duck.stored, *duck.charges]
        self.known(
            "the Funkard", [*cards, *([duck.wielded] if duck.wielded else [])], self.cards, who
        )
        self.known("the Condition", duck.conditions, self.content.conditions, who)
        self.dice(duck.dice, who)
        for card, stored in duck.stored.items():
            self.dice(stored, f"{possessive(who)} `{card}`")
        for card, charges in duck.charges.items():
            self.count(f"the charges of {possessive(who)} `{card}`", charges, 0, MAX_DICE)
        if room is not None and not _on_map(room, duck.pos):
            self.bad(f"{who} stands at {duck.pos}, which is not a space of `{room.id}`")

    def beastie(self, beastie: BeastieState, room: Room | None) -> None:
        who = beastie.handle
        if beastie.beastie_id not in self.content.beasties:
            self.bad(f"`{who}` is a `{beastie.beastie_id}`, a Beastie the content does not have")
        self.stat(who, "F", beastie.f, beastie.fmax)
        self.count(f"{possessive(who)} ward", beastie.ward)
        self.known("the Condition", beastie.conditions, self.content.conditions, f"`{who}`")
        for pos in (beastie.pos, beastie.home):
            if room is not None and not _on_map(room, pos):
                self.bad(f"`{who}` stands at {pos}, which is not a space of `{room.id}`")

    def rooms(self, state: GameState) -> None:
        numbers = [qr.number for qr in self.quest.rooms]
        if [r.number for r in state.rooms] != numbers:
            self.bad(f"the saved rooms are not the quest's rooms {numbers}")
            return
        for qr, rs in zip(self.quest.rooms, state.rooms, strict=True):
            room = self.content.rooms[qr.room]
            self.count(f"the Loot Pool of room {qr.number}", rs.loot_pool, 0, MAX_DICE)
            self.count(f"the entries into room {qr.number}", rs.entries)
            for pos in [*rs.open_doors, *rs.used, *(s.pos for s in rs.snares)]:
                if not _on_map(room, pos):
                    self.bad(f"room {qr.number} has something at {pos}, off its map")
            self.known(
                "the Snare",
                (s.snare_id for s in rs.snares),
                self.content.snares,
                f"room {qr.number}",
            )

    def deck(self, state: GameState) -> None:
        cards = [*state.deck, *state.discard]
        if len(cards) > MAX_CARDS * 4:
            self.bad(f"the deck holds {len(cards)} cards")
        for card in dict.fromkeys(cards):
            if card.startswith(SNARE):
                found = card[len(SNARE) :] in self.content.snares
            elif card.startswith(OMEN):
                found = card[len(OMEN) :] in self.content.omens
            else:
                found = card in self.cards
            if not found:
                self.bad(f"the deck has the card `{card}`, which the content does not have")

    def pending(self, state: GameState, names: set[str], room: Room | None) -> None:
        pending = state.pending
        if pending is None:
            return
        if pending.who not in names and pending.who != "The party":
            self.bad(f"a roll waits for `{pending.who}`, who is not in the party")
        if pending.die not in DIE_KINDS and pending.die != "table":
            self.bad(f"a roll waits on a die of kind `{pending.die}`, which is not a DuckDie")
        if len(pending.faces) > MAX_DICE or any(not _within(f, 1, 6) for f in pending.faces):
            self.bad("a roll waiting has faces that no d6 shows")
        if pending.card is not None and pending.card not in self.cards:
            self.bad(f"a roll waits on the Funkard `{pending.card}`, which the content lacks")
        if room is not None and not _on_map(room, pending.dest):
            self.bad(f"a walk waits to end at {pending.dest}, off the map")

    def run(self) -> list[str]:
        state = self.game.state
        self.count("the turn", state.turn, 1)
        if state.phase not in PHASES:
            self.bad(f"the game is in a phase `{state.phase}` the rules do not have")
        self.count("the dice to pick", state.to_pick, 1, 6)
        track, clock = self.quest.booster_wooster, self.quest.clock
        self.count("the Booster-Wooster step", state.booster, 0, len(track.steps) if track else 0)
        self.count("the quest's clock", state.clock, 0, clock.length if clock else 0)
        marks = len(clock.marks) if clock else 0
        if any(not _within(i, 0, marks - 1) for i in state.clock_waiting):
            self.bad("a clock mark waits that the quest's clock does not have")
        self.clues()
        self.count("the LootCounters", state.loot_counters, 0, MAX_DICE)
        self.count("the Loot total", state.loot_total)
        if len(state.objectives) != len(self.quest.victory):
            self.bad("the victory objectives are not the quest's")
        if not _within(len(state.ducks), 1, MAX_PARTY):
            self.bad(f"the party has {len(state.ducks)} Duckventurers (1 to {MAX_PARTY})")
        names = {d.name for d in state.ducks}
        if len(names) != len(state.ducks):
            self.bad("two Duckventurers have the same name")
        room = self.room()
        for duck in state.ducks:
            self.duck(duck, room)
        if len({b.handle for b in state.beasties}) != len(state.beasties):
            self.bad("two Beasties have the same handle")
        for beastie in state.beasties:
            self.beastie(beastie, room)
        self.rooms(state)
        self.deck(state)
        self.pending(state, names, room)
        self.dice(state.pool, "the pool")
        self.dice(state.next_turn_dice, "next turn's pool")
        self.known("the Beastie", state.strolling, self.content.beasties, "the corridor")
        self.known("the Snare", state.waiting_snares, self.content.snares, "the room")
        for handle, number in state.handles.items():
            self.count(f"the handle count of `{handle}`", number)
        return self.problems


def _names(game: Game) -> Iterator[str]:
    for duck in game.state.ducks:
        if not NAME_RE.match(duck.name):
            yield f"a Duckventurer is called {duck.name!r}, which is not a name the game allows"


def misfits(game: Game) -> list[str]:
    """What in a restored game does not fit its content, in words (empty: it fits)."""
    problems = [printable(p) for p in _names(game)]
    return problems or _Checker(game.content, game).run()
