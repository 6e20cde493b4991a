"""A game of Feed the Ducks: setup, turns, the end, threefold repetition, undo and saves."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Literal

from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.actions import (
    Action,
    BreadcrumbPlaced,
    ChooseWinner,
    DuckPlaced,
    DuckSlid,
    Event,
    GameOver,
    PlaceBreadcrumb,
    PlaceDuck,
    TieToBreak,
)
from duckgeon_tui.ducks.board import BIT, COUNT, EDGE, INDEX, SPACES, line_spaces, lines_from
from duckgeon_tui.ducks.colours import DUCKS_PER_PLAYER, Colour, colours_for, group_needed
from duckgeon_tui.ducks.errors import BadPosition, IllegalMove
from duckgeon_tui.ducks.notation import format_position, parse_position
from duckgeon_tui.ducks.setup import random_edge


class Phase(StrEnum):
    """Where a game stands: the draft, play, a tie the placer must break, or over."""

    DRAFT = "draft"
    PLAY = "play"
    TIE = "tie"
    OVER = "over"


SAVE_KIND = "feed-the-ducks"
SAVE_VERSION = 1
REPETITIONS_FOR_DRAW = 3


@dataclass(frozen=True)
class _Snapshot:
    pond: tuple[int, ...]
    crumb: int | None
    next_colour: Colour
    phase: Phase
    winners: tuple[Colour, ...]
    tied: tuple[Colour, ...]
    placer: Colour | None
    draw: bool
    counted: tuple[tuple[int, ...], int | None, int] | None


class DucksGame:
    """The state of one game; change it only through `apply` and `undo`."""

    def __init__(
        self,
        players: int,
        cells: tuple[Colour | None, ...],
        crumb: int | None,
        to_move: Colour,
        advanced: bool = False,
    ) -> None:
        self.players = players
        self.colours = colours_for(players)
        self.advanced = advanced
        self.need = group_needed(players, advanced)
        self.pond: list[int] = [0] * players
        for i, cell in enumerate(cells):
            if cell is not None:
                self.pond[cell.value] |= BIT[i]
        self.breadcrumb = crumb
        self._next = to_move
        self.winners: tuple[Colour, ...] = ()
        self.tied: tuple[Colour, ...] = ()
        self.placer: Colour | None = None
        self.draw = False
        self.history: list[Action] = []
        self._undo: list[_Snapshot] = []
        self._seen: dict[tuple[tuple[int, ...], int | None, int], int] = {}
        full = sum(c is not None for c in cells) == DUCKS_PER_PLAYER[players] * players
        self.phase = Phase.PLAY if full else Phase.DRAFT
        self.start = self.position()
        if self.phase is Phase.PLAY:
            self._seen[self._key()] = 1
            if crumb is not None:
                # A pond loaded after the end: the previous player placed the last breadcrumb.
                self._settle(self.colours[(to_move.value - 1) % players])

    # construction --------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        players: int,
        setup: Literal["draft", "random"] = "random",
        rng: random.Random | None = None,
        advanced: bool = False,
    ) -> DucksGame:
        """A new game: an empty edge to draft, or a random edge drawn with `rng`."""
        colours_for(players)
        cells: list[Colour | None] = [None] * COUNT
        if setup == "random":
            for i, colour in random_edge(players, rng or random.Random()).items():
                cells[i] = colour
        elif setup != "draft":
            raise ValueError(f"setup is 'draft' or 'random', not {setup!r}")
        return cls(players, tuple(cells), None, Colour.WHITE, advanced)

    @classmethod
    def from_position(
        cls, text: str, advanced: bool = False, players: int | None = None
    ) -> DucksGame:
        """A game from a position in the notation (with `players`, also a pond being drafted)."""
        pos = parse_position(text, players)
        return cls(pos.players, pos.cells, pos.crumb, pos.to_move, advanced)

    def copy(self) -> DucksGame:
        """An independent copy, history and undo included."""
        other = object.__new__(DucksGame)
        other.__dict__.update(self.__dict__)
        other.pond = list(self.pond)
        other.history = list(self.history)
        other._undo = list(self._undo)
        other._seen = dict(self._seen)
        return other

    # reading the state ---------------------------------------------------------------------

    @property
    def to_move(self) -> Colour:
        """The colour who acts next: the placer while a tie is to be broken."""
        if self.phase is Phase.TIE and self.placer is not None:
            return self.placer
        return self._next

    @property
    def next_placer(self) -> Colour:
        """The colour whose turn it is to place (what the notation shows after the pond)."""
        return self._next

    @property
    def placing(self) -> bool:
        """Whether the player to move places something: a duck in the draft, or the breadcrumb."""
        return self.phase in (Phase.DRAFT, Phase.PLAY)

    def placement_at(self, space: int) -> PlaceDuck | PlaceBreadcrumb:
        """The placement on `space` now: a duck during the draft, else the breadcrumb."""
        return PlaceDuck(space) if self.phase is Phase.DRAFT else PlaceBreadcrumb(space)

    @property
    def over(self) -> bool:
        """Whether the game has ended (a winner chosen, or a draw)."""
        return self.phase is Phase.OVER

    def cell(self, i: int) -> Colour | None:
        """The colour of the duck on space `i`, or None."""
        bit = BIT[i]
        for colour, ducks in zip(self.colours, self.pond, strict=True):
            if ducks & bit:
                return colour
        return None

    def cells(self) -> tuple[Colour | None, ...]:
        """What stands on every space, in board order."""
        return tuple(self.cell(i) for i in range(COUNT))

    def position(self) -> str:
        """The position in the notation."""
        return format_position(self.cells(), self.breadcrumb, self._next)

    def forbidden(self) -> frozenset[int]:
        """The spaces on the six lines of the breadcrumb, where it may not go next."""
        if self.phase is not Phase.PLAY or self.breadcrumb is None:
            return frozenset()
        return line_spaces(self.breadcrumb)

    def legal_mask(self) -> int:
        """The legal spaces as a bit mask (draft or play), 0 otherwise."""
        if self.phase is Phase.DRAFT:
            return rules.draft_mask(self.pond)
        if self.phase is Phase.PLAY:
            return rules.legal_mask(self.pond, self.breadcrumb)
        return 0

    def legal_actions(self) -> list[Action]:
        """Every legal move, spaces in board order."""
        if self.phase is Phase.TIE:
            return [ChooseWinner(c) for c in self.tied]
        mask = self.legal_mask()
        kind = PlaceDuck if self.phase is Phase.DRAFT else PlaceBreadcrumb
        return [kind(i) for i in range(COUNT) if mask & BIT[i]]

    def largest_groups(self) -> dict[Colour, int]:
        """The size of each colour's largest connected group."""
        return {c: rules.largest_group(d) for c, d in zip(self.colours, self.pond, strict=True)}

    def placements_without_growth(self, lookback: int) -> int:
        """How many breadcrumbs were placed since a colour's largest group last grew bigger than
        it had been since `lookback` placements ago, counting back at most `lookback` // 2
        (the earlier half sets the sizes to beat): how long players have been stopping each
        other without anyone getting closer to a group."""
        ponds = [s.pond for s in self._undo[-lookback:] if s.phase is Phase.PLAY]
        ponds.append(tuple(self.pond))
        half = len(ponds) // 2
        if not half:
            return 0
        best = [max(rules.largest_group(p[c]) for p in ponds[:half]) for c in range(self.players)]
        since = 0
        for pond in ponds[half:]:
            since += 1
            for c, ducks in enumerate(pond):
                size = rules.largest_group(ducks)
                if size > best[c]:
                    best[c], since = size, 0
        return since

    # playing -------------------------------------------------------------------------------

    def _key(self) -> tuple[tuple[int, ...], int | None, int]:
        return tuple(self.pond), self.breadcrumb, self._next.value

    def _snapshot(self, counted: tuple[tuple[int, ...], int | None, int] | None) -> _Snapshot:
        return _Snapshot(
            tuple(self.pond),
            self.breadcrumb,
            self._next,
            self.phase,
            self.winners,
            self.tied,
            self.placer,
            self.draw,
            counted,
        )

    def _advance(self) -> None:
        self._next = self.colours[(self._next.value + 1) % self.players]

    def _check_space(self, action: PlaceDuck | PlaceBreadcrumb) -> None:
        if not 0 <= action.space < COUNT:
            raise IllegalMove("no such space")
        name = SPACES[action.space]
        owner = self.cell(action.space)
        if owner is not None:
            raise IllegalMove(f"{name} holds a {owner.name_lower} duck")
        if isinstance(action, PlaceDuck):
            if action.space not in EDGE:
                raise IllegalMove(f"{name} is not an edge space; the draft fills the edge")
            return
        crumb = self.breadcrumb
        if crumb is not None:
            if action.space == crumb:
                raise IllegalMove(f"the breadcrumb is already on {name}")
            if action.space in line_spaces(crumb):
                raise IllegalMove(
                    f"{name} is on a line from the breadcrumb's space {SPACES[crumb]}"
                )

    def apply(self, action: Action) -> list[Event]:
        """Play a move and return what happened; raise IllegalMove if the rules forbid it."""
        if self.phase is Phase.OVER:
            raise IllegalMove(self._over_text())
        if isinstance(action, ChooseWinner):
            return self._choose(action)
        if self.phase is Phase.TIE:
            raise IllegalMove(
                f"{self.to_move.name_lower} must first choose the winner among "
                + ", ".join(c.name_lower for c in self.tied)
            )
        if isinstance(action, PlaceDuck) and self.phase is not Phase.DRAFT:
            raise IllegalMove("the draft is over: place the breadcrumb")
        if isinstance(action, PlaceBreadcrumb) and self.phase is Phase.DRAFT:
            raise IllegalMove("the draft is not over: place a duck on an empty edge space")
        self._check_space(action)
        mover = self._next
        if isinstance(action, PlaceDuck):
            self._undo.append(self._snapshot(None))
            self.history.append(action)
            self.pond[mover.value] |= BIT[action.space]
            self._advance()
            events: list[Event] = [DuckPlaced(action.space, mover)]
            if rules.draft_mask(self.pond) == 0:
                self.phase = Phase.PLAY
                self._seen[self._key()] = self._seen.get(self._key(), 0) + 1
            return events
        before = self._snapshot(None)
        events = [BreadcrumbPlaced(action.space, mover), *self._slides(action.space)]
        rules.slide(self.pond, action.space)
        self.breadcrumb = action.space
        self._advance()
        counted = None
        settled = self._settle(mover)
        if settled is None:
            counted = self._key()
            self._seen[counted] = self._seen.get(counted, 0) + 1
            if self._seen[counted] >= REPETITIONS_FOR_DRAW:
                self.phase = Phase.OVER
                self.draw = True
                settled = GameOver((), None, True)
        self._undo.append(replace(before, counted=counted))
        self.history.append(action)
        if settled is not None:
            events.append(settled)
        return events

    def _slides(self, crumb: int) -> list[DuckSlid]:
        moves: list[DuckSlid] = []
        for ray in lines_from(crumb):
            ducks = [(j, c) for j in ray if (c := self.cell(j)) is not None]
            for target, (source, colour) in zip(ray, ducks, strict=False):
                if target != source:
                    moves.append(DuckSlid(source, target, colour))
        return moves

    def _settle(self, placer: Colour) -> Event | None:
        done = tuple(self.colours[c] for c in rules.finished(self.pond, self.need))
        if not done:
            return None
        self.placer = placer
        if len(done) == 1:
            self.phase = Phase.OVER
            self.winners = done
            return GameOver(done, placer, False)
        self.phase = Phase.TIE
        self.tied = done
        return TieToBreak(done, placer)

    def _choose(self, action: ChooseWinner) -> list[Event]:
        if self.phase is not Phase.TIE:
            raise IllegalMove("there is no tie to break")
        if action.colour not in self.tied:
            raise IllegalMove(
                f"{action.colour.name_lower} is not among the tied colours ("
                + ", ".join(c.name_lower for c in self.tied)
                + ")"
            )
        self._undo.append(self._snapshot(None))
        self.history.append(action)
        self.phase = Phase.OVER
        self.winners = (action.colour,)
        return [GameOver(self.winners, self.placer, False)]

    def _over_text(self) -> str:
        if self.draw:
            return "the game is over: drawn by threefold repetition"
        return "the game is over: " + " and ".join(c.name_lower for c in self.winners) + " won"

    def undo(self) -> Action:
        """Take back the last move and return it; raise IllegalMove if there is none."""
        if not self._undo:
            raise IllegalMove("there is no move to take back")
        snap = self._undo.pop()
        if snap.counted is not None:
            self._seen[snap.counted] -= 1
        if self.phase is Phase.PLAY and snap.phase is Phase.DRAFT:
            self._seen.pop(self._key(), None)
        self.pond = list(snap.pond)
        self.breadcrumb = snap.crumb
        self._next = snap.next_colour
        self.phase = snap.phase
        self.winners, self.tied, self.placer, self.draw = (
            snap.winners,
            snap.tied,
            snap.placer,
            snap.draw,
        )
        return self.history.pop()

    def parse(self, text: str) -> Action:
        """The move written `text` (a space name, or `=colour` to break a tie)."""
        return parse_action(text, self)

    # saves ---------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The game as plain JSON data: the starting position and the moves in notation."""
        return {
            "kind": SAVE_KIND,
            "version": SAVE_VERSION,
            "players": self.players,
            "advanced": self.advanced,
            "start": self.start,
            "moves": [a.notation() for a in self.history],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DucksGame:
        """Rebuild a saved game by replaying its moves; raise BadPosition if it does not load."""
        if not isinstance(data, dict) or data.get("kind") != SAVE_KIND:
            raise BadPosition("not a saved game of Feed the Ducks")
        if data.get("version") != SAVE_VERSION:
            raise BadPosition(f"unknown save version {data.get('version')!r}")
        players, advanced = data.get("players"), data.get("advanced", False)
        start, moves = data.get("start"), data.get("moves")
        if not isinstance(players, int) or players not in DUCKS_PER_PLAYER:
            raise BadPosition("players must be 2, 3 or 4")
        if not isinstance(advanced, bool) or not isinstance(start, str):
            raise BadPosition("advanced must be true or false and start a position")
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise BadPosition("moves must be a list of moves in notation")
        game = cls.from_position(start, advanced, players)
        try:
            game.play_moves(moves)
        except IllegalMove as exc:
            raise BadPosition(str(exc)) from None
        return game

    def play_moves(self, moves: list[str]) -> list[Event]:
        """Play moves in notation; an error names the move's place, e.g. `move 3 (z9): ...`."""
        events: list[Event] = []
        for n, text in enumerate(moves, start=1):
            try:
                events.extend(self.apply(self.parse(text)))
            except IllegalMove as exc:
                raise IllegalMove(f"move {n} ({text.strip()}): {exc}") from None
        return events


def parse_action(text: str, game: DucksGame) -> Action:
    """Read a move in notation for `game`: a space name (a duck in the draft, else the
    breadcrumb), or `=colour` (`=white`, `=w`) for the placer's choice in a tie."""
    word = text.strip()
    if word.startswith("="):
        try:
            return ChooseWinner(Colour.parse(word[1:]))
        except ValueError:
            raise IllegalMove(f"no such colour: {word[1:]!r}") from None
    space = INDEX.get(word.lower())
    if space is None:
        raise IllegalMove("no such space" if word else "empty move")
    return game.placement_at(space)
