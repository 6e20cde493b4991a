"""The sign of a DuckDuckGoose: add or subtract it, on the Room Table or on a die just rolled."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine import rooms, turnflow
from duckgeon_tui.engine.acting import after_roll, walk_cap
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import Pending
from duckgeon_tui.engine.world import World


@action("sign +|-", "goose_sign")
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
        else:
            _on_the_die(w, p, self.plus)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls(True), cls(False)]


def _on_the_table(w: World, p: Pending, plus: bool) -> None:
    total = p.value + (p.goose_value if plus else -p.goose_value)
    w.emit(
        "goose",
        f"The DuckDuckGoose {'adds' if plus else 'subtracts'} {p.goose_value}: Room "
        f"Table {p.value} → {total}.",
        value=total,
    )
    w.state.pending = None
    rooms.finish_entry(w, total)
    turnflow.begin_pick(w)


def _on_the_die(w: World, p: Pending, plus: bool) -> None:
    before = p.value
    p.value = max(0, p.value + (p.goose_value if plus else -p.goose_value))
    if p.die == "walk":
        p.value = walk_cap(w, w.duck(p.who), p.value)
    p.signing = False
    w.emit(
        "goose",
        f"{p.goose_who}'s DuckDuckGoose {'adds' if plus else 'subtracts'} "
        f"{p.goose_value}: {DIE_NAMES[p.die]} {before} → {p.value}.",
        who=p.goose_who,
        value=p.value,
    )
    after_roll(w)
