"""A Duckventurer's standing choice to make Resist Rolls, or to let effects land."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from duckgeon_tui.engine.actions.base import Action, need
from duckgeon_tui.engine.errors import NotationError
from duckgeon_tui.engine.state import PLAYING, DuckState

if TYPE_CHECKING:
    from duckgeon_tui.engine.world import World


@dataclass(frozen=True, slots=True)
class SetResist(Action):
    """A Duckventurer's standing choice: make Resist Rolls (on) or let effects land (off)."""

    who: str
    on: bool

    VERBS = ("resist",)
    PHASES = PLAYING

    def core(self) -> str:
        return f"resist {self.who} {'on' if self.on else 'off'}"

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        need(words, 3, "resist NAME on|off")
        if words[2] not in ("on", "off"):
            raise NotationError("write it as: resist NAME on|off")
        return cls(words[1], words[2] == "on")

    def check(self, w: World) -> DuckState:
        return w.duck(self.who)

    def run(self, w: World) -> None:
        duck = self.check(w)
        duck.resisting = self.on
        w.emit(
            "info",
            f"{duck.name} will {'make' if self.on else 'make no'} Resist Rolls.",
            who=duck.name,
        )
