"""The actions players (and bots) take, one module each, and the text notation they read from.

`ACTIONS` lists every kind of action in the order the legal ones are listed (see
`engine.legal`); `parse_action` reads any of them from its notation."""

from __future__ import annotations

import re

from duckgeon_tui.engine.actions.base import MAX_DIGITS, Action, shown
from duckgeon_tui.engine.actions.buy import Buy
from duckgeon_tui.engine.actions.cash import Cash
from duckgeon_tui.engine.actions.discard import Discard
from duckgeon_tui.engine.actions.end_turn import EndTurn
from duckgeon_tui.engine.actions.enter import Enter
from duckgeon_tui.engine.actions.escape import Escape
from duckgeon_tui.engine.actions.free_action import FreeAction
from duckgeon_tui.engine.actions.give import Give
from duckgeon_tui.engine.actions.go import Go
from duckgeon_tui.engine.actions.goose import Goose
from duckgeon_tui.engine.actions.leave import Leave
from duckgeon_tui.engine.actions.loot_roll import LootRoll
from duckgeon_tui.engine.actions.pick import Pick
from duckgeon_tui.engine.actions.rank_up import RankUp
from duckgeon_tui.engine.actions.release import Release
from duckgeon_tui.engine.actions.resolve import Resolve
from duckgeon_tui.engine.actions.roll_die import RollDie
from duckgeon_tui.engine.actions.sign import Sign
from duckgeon_tui.engine.actions.split import Split
from duckgeon_tui.engine.actions.take import Take
from duckgeon_tui.engine.actions.walk import Walk
from duckgeon_tui.engine.errors import NotationError

ACTIONS: tuple[type[Action], ...] = (
    Enter,
    Sign,
    Release,
    Pick,
    Buy,
    RankUp,
    Escape,
    Leave,
    Give,
    Take,
    Go,
    Walk,
    Resolve,
    RollDie,
    Goose,
    Cash,
    FreeAction,
    Discard,
    EndTurn,
    LootRoll,
    Split,
)
"""Every kind of action, in the order `legal_actions()` lists them."""

BY_VERB: dict[str, type[Action]] = {verb: cls for cls in ACTIONS for verb in cls.VERBS}
"""The action each first word of the notation stands for."""

_FACES = re.compile(r"\[([0-9,\s]*)\]\s*")


def parse_action(text: str) -> Action:
    """Read one action, e.g. 'give F Plumpy' or 'roll F Plumpy choppy rat-1 [6,2]'; anything
    that does not read as an action raises NotationError."""
    text, faces = _supplied_faces(text)
    if "[" in text or "]" in text:
        raise NotationError("write the faces once, at the end, e.g. [6,2]")
    words = text.split()
    if not words:
        raise NotationError("empty action")
    verb = words[0].lower()
    cls = BY_VERB.get(verb)
    if cls is None:
        raise NotationError(f"unknown action {shown(words[0])}")
    words[0] = verb
    action = cls.parse(words)
    return action.with_dice(faces) if faces else action


def _supplied_faces(text: str) -> tuple[str, tuple[int, ...]]:
    """Split off the faces supplied at the end, as in 'walk Plumpy 5,4 [6,2]'."""
    start = text.rfind("[")
    match = _FACES.fullmatch(text, start) if start >= 0 else None
    if match is None:
        return text, ()
    faces = []
    for part in match.group(1).split(","):
        part = part.strip()
        if part:
            if not part.isdigit() or len(part) > MAX_DIGITS:
                raise NotationError(f"{shown(part)} is not a die face")
            faces.append(int(part))
    return text[:start], tuple(faces)
