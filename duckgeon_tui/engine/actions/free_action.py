"""Declaring the free Action of a Duckventurer given no DuckDie: Look, Interact, Prepare, Aid."""

from __future__ import annotations

from typing import Literal

from duckgeon_tui.content.rooms import Clue, QuestObject
from duckgeon_tui.engine import quest_goals
from duckgeon_tui.engine.acting import actor, free_refusal, interact_kind
from duckgeon_tui.engine.actions.base import Action, Pos, action, may_act, need, parse_pos, pos_text
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.grid import chebyshev
from duckgeon_tui.engine.state import DuckState, FreeDecl, Phase
from duckgeon_tui.engine.world import World

FreeKind = Literal["look", "interact", "prepare", "aid"]
KINDS: tuple[FreeKind, ...] = ("look", "interact", "prepare", "aid")
VERBS: dict[str, str] = {
    "look": "look at {}",
    "interact": "interact with {}",
    "prepare": "prepare {}",
    "aid": "give {} First Aid",
}


@action("look|interact|prepare|aid NAME C,R|CARD|OTHER", Phase.ACT, by_duck=True)
class FreeAction(Action):
    """Declare the free Action of a Duckventurer given no DuckDie; it resolves at turn end."""

    who: str
    kind: FreeKind
    at: Pos | None = None  # the space looked at, interacted with, or of the ritual prepared
    card: str | None = None  # the Funkard prepared
    other: str | None = None  # the Duckventurer given First Aid

    def core(self) -> str:
        if self.kind == "prepare" and self.at is not None:
            return f"prepare {self.who} {pos_text(self.at)}"
        if self.kind == "prepare":
            return f"prepare {self.who} {self.card}"
        if self.kind == "aid":
            return f"aid {self.who} {self.other}"
        return f"{self.kind} {self.who} {pos_text(self.at or (0, 0))}"

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        kind = next(k for k in KINDS if k == words[0])
        what = {"prepare": "CARD", "aid": "OTHER"}.get(kind, "C,R")
        need(words, 3, f"{kind} NAME {what}")
        if kind == "prepare" and "," in words[2]:
            return cls(words[1], kind, at=parse_pos(words[2]))  # a quest object's ritual
        if kind == "prepare":
            return cls(words[1], kind, card=words[2])
        if kind == "aid":
            return cls(words[1], kind, other=words[2])
        return cls(words[1], kind, at=parse_pos(words[2]))

    def check(self, w: World) -> FreeDecl:
        """The declaration, once the Duckventurer may take it (it resolves at turn end)."""
        duck = actor(w, self.who)
        if why := free_refusal(w, duck):
            raise IllegalAction(why)
        assert duck.pos is not None
        if self.kind == "prepare" and self.at is not None:
            return _ritual(w, duck, self.at)
        if self.kind == "prepare":
            card = self.card
            if card not in duck.hand or not getattr(w.funkards[card], "prepare", False):
                raise IllegalAction(
                    f"{duck.name} holds no card that needs preparing called {card!r}"
                )
            if card in duck.prepared:
                raise IllegalAction(f"{card} is already prepared")
            return FreeDecl("prepare", card=card)
        if self.kind == "aid":
            other = w.duck(self.other or "")
            if other is duck or other.pos is None or chebyshev(other.pos, duck.pos) > 1:
                raise IllegalAction(f"First Aid needs another Duckventurer next to {duck.name}")
            if not other.conditions:
                raise IllegalAction(f"{other.name} has no Condition to lift")
            return FreeDecl("aid", other=other.name)
        return _aimed(w, duck, self.kind, self.at)

    def run(self, w: World) -> None:
        decl = self.check(w)
        duck = w.duck(self.who)
        duck.free_action = decl
        w.emit(
            EventKind.FREE_ACTION,
            f"{duck.name} will {VERBS[self.kind].format(_target(w, decl))} at the end of the turn "
            "(lost if targeted before then).",
            actor=duck.name,
            at=decl.at,
            card=decl.card,
            target=decl.other,
        )

    @classmethod
    def options_for(cls, w: World, duck: DuckState) -> list[Action]:
        if not may_act(w, duck) or free_refusal(w, duck):
            return []
        assert duck.pos is not None
        out: list[Action] = []
        for cid in dict.fromkeys(duck.hand):
            if getattr(w.funkards[cid], "prepare", False) and cid not in duck.prepared:
                out.append(cls(duck.name, "prepare", card=cid))
        for other in w.state.ducks:
            if (
                other is not duck
                and other.pos is not None
                and other.conditions
                and chebyshev(other.pos, duck.pos) <= 1
            ):
                out.append(cls(duck.name, "aid", other=other.name))
        grid = w.grid
        x, y = duck.pos
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                at = (x + dx, y + dy)
                kind = interact_kind(w, at) if grid.inside(at) else None
                if kind is not None and (
                    kind != "object" or quest_goals.object_refusal(w, duck, at) is None
                ):
                    out.append(cls(duck.name, "interact", at=at))
        closed = w.closed_doors()
        for at, letter in grid.feature_at.items():
            feature = w.room.features[letter]
            if not isinstance(feature, Clue | QuestObject):
                continue
            if chebyshev(at, duck.pos) > 1 and not grid.sight(duck.pos, at, closed):
                continue
            if isinstance(feature, Clue):
                out.append(cls(duck.name, "look", at=at))
            elif feature.prepare and _ritual_refusal(w, duck, at) is None:
                out.append(cls(duck.name, "prepare", at=at))
        return out


def _target(w: World, decl: FreeDecl) -> str:
    """What a free Action is aimed at, in words: 'The Big Book of Duckthulhu (8,4)'."""
    if decl.other is not None:
        return decl.other
    if decl.card is not None:
        return w.funkards[decl.card].name
    assert decl.at is not None
    where = pos_text(decl.at)
    snare = next((s for s in w.room_state.snares if s.pos == decl.at), None)
    if snare is not None:
        return f"{w.content.snares[snare.snare_id].name} ({where})"
    letter = w.grid.feature_at.get(decl.at)
    if letter is not None:
        return f"{w.room.features[letter].name} ({where})"
    return f"the door at {where}" if decl.at in w.grid.doors else where


def _aimed(w: World, duck: DuckState, kind: str, at: Pos | None) -> FreeDecl:
    """A Look (a Clue in sight) or an Interact (something in base contact) at a space."""
    assert duck.pos is not None
    if at is None or not w.grid.inside(at):
        raise IllegalAction("name a space on the map")
    if kind == "look":
        letter = w.grid.feature_at.get(at)
        if letter is None or not isinstance(w.room.features[letter], Clue):
            raise IllegalAction(f"there is nothing to Look at on {at[0]},{at[1]}")
        if chebyshev(at, duck.pos) > 1 and not w.grid.sight(duck.pos, at, w.closed_doors()):
            raise IllegalAction(f"{duck.name} cannot see {at[0]},{at[1]}")
        return FreeDecl("look", at=at)
    if chebyshev(at, duck.pos) > 1:
        raise IllegalAction(f"Interact needs base contact with {at[0]},{at[1]}")
    what = interact_kind(w, at)
    if what is None:
        raise IllegalAction(f"there is nothing to Interact with on {at[0]},{at[1]}")
    refusal = quest_goals.object_refusal(w, duck, at) if what == "object" else None
    if refusal is not None:
        raise IllegalAction(refusal)
    return FreeDecl("interact", at=at)


def _ritual(w: World, duck: DuckState, at: Pos) -> FreeDecl:
    """Preparing a quest object's ritual: one that needs it, in base contact or in sight."""
    if not w.grid.inside(at):
        raise IllegalAction("name a space on the map")
    refusal = _ritual_refusal(w, duck, at)
    if refusal is not None:
        raise IllegalAction(refusal)
    assert duck.pos is not None
    if chebyshev(at, duck.pos) > 1 and not w.grid.sight(duck.pos, at, w.closed_doors()):
        raise IllegalAction(f"{duck.name} cannot see {at[0]},{at[1]}")
    return FreeDecl("prepare", at=at)


def _ritual_refusal(w: World, duck: DuckState, at: Pos) -> str | None:
    """Why `duck` cannot Prepare the quest object on `at` now (None: it can)."""
    letter = w.grid.feature_at.get(at)
    obj = w.room.features.get(letter) if letter is not None else None
    if not isinstance(obj, QuestObject) or not obj.prepare:
        return f"there is nothing to Prepare on {at[0]},{at[1]}"
    if interact_kind(w, at) != "object":
        return f"{obj.name} has been used"
    if quest_goals.ritual_key(w, letter or "") in duck.prepared:
        return f"{duck.name} has already Prepared {obj.name}"
    goal = quest_goals.goal_of_object(w, letter or "")
    waiting = quest_goals.missing_before(w, goal) if goal is not None else []
    if waiting:
        return f"{obj.name} cannot be Prepared yet: first {'; '.join(waiting)}"
    return None
