"""Picking the turn's DuckDice: six, or five after a DuckDuckGoose on the Room Table."""

from __future__ import annotations

from itertools import combinations_with_replacement

from duckgeon_tui.content.vocabulary import DIE_KINDS, DIE_LETTERS, DIE_NAMES, counted
from duckgeon_tui.engine.actions.base import Action, action, die_kind
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import Phase
from duckgeon_tui.engine.world import World


@action("pick DIE ...", Phase.PICK)
class Pick(Action):
    """Choose the turn's DuckDice (six, or five after a DuckDuckGoose on the Room Table)."""

    picked: tuple[str, ...]

    def core(self) -> str:
        return "pick " + " ".join(DIE_LETTERS[d] for d in self.picked)

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        return cls(tuple(die_kind(x) for x in words[1:]))

    def check(self, w: World) -> None:
        state = w.state
        if len(self.picked) != state.to_pick:
            raise IllegalAction(
                f"pick exactly {state.to_pick} DuckDice (you picked {len(self.picked)})"
            )
        for die in self.picked:
            if die not in DIE_NAMES:
                raise IllegalAction(f"{die!r} is not a DuckDie")

    def run(self, w: World) -> None:
        """The picked dice go to the pool; LootCounters go to the turn's Loot Counter pool."""
        self.check(w)
        state = w.state
        loot = sum(1 for d in self.picked if d == "loot")
        state.pool.extend(d for d in self.picked if d != "loot")
        state.loot_counters += loot
        state.tally.loot_dice_picked += loot
        state.phase = Phase.SHARE
        letters = " ".join(DIE_NAMES[d] for d in self.picked)
        w.emit(
            EventKind.PICK,
            f"Turn {state.turn}: the party picks {letters}"
            + (
                f" ({counted(loot, 'LootCounter')} {'goes' if loot == 1 else 'go'} to the "
                "turn's Loot Counter pool)"
                if loot
                else ""
            )
            + ".",
        )

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls(c) for c in combinations_with_replacement(DIE_KINDS, w.state.to_pick)]
