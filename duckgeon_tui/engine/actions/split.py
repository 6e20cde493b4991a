"""Splitting the Loot just rolled: any split, as long as the shares add up to the total."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import possessive
from duckgeon_tui.engine import turnflow
from duckgeon_tui.engine.actions.base import Action, action, number
from duckgeon_tui.engine.errors import IllegalAction, NotationError
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import Phase
from duckgeon_tui.engine.world import World


@action("split NAME AMOUNT ...", Phase.LOOT_SPLIT)
class Split(Action):
    """Allocate the rolled Loot: any split; the shares must add up to the total."""

    shares: tuple[tuple[str, int], ...]

    def core(self) -> str:
        return "split " + " ".join(f"{n} {a}" for n, a in self.shares) if self.shares else "split"

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        pairs = words[1:]
        if len(pairs) % 2:
            raise NotationError("write it as: split NAME AMOUNT NAME AMOUNT ...")
        return cls(
            tuple(
                (name, number(amount, "an amount of Loot"))
                for name, amount in zip(pairs[::2], pairs[1::2], strict=True)
            )
        )

    def check(self, w: World) -> dict[str, int]:
        """Each Duckventurer's share, by name."""
        given: dict[str, int] = {}
        for name, amount in self.shares:
            duck = w.duck(name)
            if duck.name in given:
                raise IllegalAction(f"{duck.name} is named twice")
            if amount < 0:
                raise IllegalAction(
                    f"{possessive(duck.name)} share is {amount}: a share is 0 or more"
                )
            given[duck.name] = amount
        if sum(given.values()) != w.state.loot_total:
            raise IllegalAction(
                f"the shares add up to {sum(given.values())}, not the {w.state.loot_total} "
                "Loot rolled"
            )
        return given

    def run(self, w: World) -> None:
        """The shares are handed out, then the next turn begins."""
        given = self.check(w)
        for name, amount in given.items():
            w.duck(name).loot += amount
        text = ", ".join(f"{n} {a}" for n, a in given.items() if a) or "nobody"
        w.emit(EventKind.LOOT, f"The Loot is shared out: {text}.", loot=w.state.loot_total)
        w.state.loot_total = 0
        w.state.loot_dice = []
        turnflow.new_turn(w)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        total = w.state.loot_total
        ducks = [d.name for d in w.state.ducks]
        out: list[Action] = [cls(((n, total),)) for n in ducks]
        if len(ducks) > 1:
            share, extra = divmod(total, len(ducks))
            out.append(
                cls(tuple((n, share + (1 if i < extra else 0)) for i, n in enumerate(ducks)))
            )
        return out
