"""The sign of a DuckDuckGoose: add or subtract it, on the Room Table or on a die just rolled."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import DIE_NAMES, possessive
from duckgeon_tui.engine import rooms, turnflow
from duckgeon_tui.engine.acting import after_roll, signed
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import Pending, Phase
from duckgeon_tui.engine.world import World


@action("sign +|-", Phase.GOOSE_SIGN)
class Sign(Action):
    """Add (+) or subtract (-) the DuckDuckGoose just rolled."""

    plus: bool

    def check(self, w: World) -> Pending:
        p = w.state.pending
        if p is None:
            raise IllegalAction("there is no DuckDuckGoose waiting for a sign")
        return p

    def run(self, w: World) -> None:
        p = self.check(w)
        if p.die == "table":
            _on_the_table(w, p, self.plus)
        elif p.loot_die is not None:
            _on_a_loot_die(w, p, p.loot_die, self.plus)
        else:
            _on_the_die(w, p, self.plus)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls(True), cls(False)]


def _on_the_table(w: World, p: Pending, plus: bool) -> None:
    total = signed(w, p, plus)
    w.emit(
        EventKind.GOOSE,
        f"The DuckDuckGoose {'adds' if plus else 'subtracts'} {p.goose_value}: Room "
        f"Table {p.value} → {total}.",
        actor=p.goose_who,
        die="table",
        value=total,
    )
    w.state.pending = None
    rooms.finish_entry(w, total)
    turnflow.begin_pick(w)


def _on_the_die(w: World, p: Pending, plus: bool) -> None:
    before = p.value
    p.value = signed(w, p, plus)
    p.signing = False
    w.emit(
        EventKind.GOOSE,
        f"{possessive(str(p.goose_who))} DuckDuckGoose {'adds' if plus else 'subtracts'} "
        f"{p.goose_value}: {DIE_NAMES[p.die]} {before} → {p.value}.",
        actor=p.goose_who,
        die=p.die,
        value=p.value,
    )
    after_roll(w)


def _on_a_loot_die(w: World, p: Pending, index: int, plus: bool) -> None:
    """The goose's roll goes on one Loot die (never below 0); the Loot is then shared out."""
    state = w.state
    before = state.loot_dice[index]
    state.loot_dice[index] = signed(w, p, plus)
    state.tally.loot_rolled += state.loot_dice[index] - before
    state.loot_total = sum(state.loot_dice)
    state.pending = None
    state.phase = Phase.LOOT_SPLIT
    w.emit(
        EventKind.LOOT,
        f"{possessive(str(p.goose_who))} DuckDuckGoose {'adds' if plus else 'subtracts'} "
        f"{p.goose_value}: "
        f"Loot die {index + 1} {before} → {state.loot_dice[index]}, {state.loot_total} Loot "
        "in all.",
        actor=p.goose_who,
        die="loot",
        loot=state.loot_total,
    )
