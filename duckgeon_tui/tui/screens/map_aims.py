"""Where on the room map an action aims: the spaces a player picks it by, stage by stage."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from duckgeon_tui.engine import Game

Pos = tuple[int, int]


def target_spaces(game: Game, action: Any) -> list[Pos]:
    """The spaces of whom or what an action aims at: a Beastie's every space, a Duckventurer's
    (a target or the one aided), the space interacted with or looked at, the door left by."""
    target = getattr(action, "target", None) or getattr(action, "other", None)
    at = getattr(action, "at", None)
    if at is not None:
        return [(at[0], at[1])]
    door = getattr(action, "door", None)
    if door is not None:
        pos = game.room_view().doors.get(door)
        return [(pos[0], pos[1])] if pos is not None else []
    if target is None:
        return []
    for beastie in game.beasties:
        if beastie.handle == target:
            return [(c[0], c[1]) for c in beastie.cells]
    for duck in game.ducks:
        if duck.name == target and duck.pos is not None:
            return [(duck.pos[0], duck.pos[1])]
    return []


def dest_space(action: Any) -> Pos | None:
    """The space an action sends someone to (a walk, a card that moves), if any."""
    dest = getattr(action, "dest", None)
    return (dest[0], dest[1]) if dest is not None else None


def by_space(game: Game, actions: Iterable[Any], stage: str) -> dict[Pos, list[Any]]:
    """Actions grouped by the space picked at a stage: 'target' (whom) or 'dest' (where to)."""
    out: dict[Pos, list[Any]] = {}
    for action in actions:
        if stage == "dest":
            dest = dest_space(action)
            spaces = [dest] if dest is not None else []
        else:
            spaces = target_spaces(game, action)
        for pos in spaces:
            out.setdefault(pos, []).append(action)
    return out


def first_stage(game: Game, actions: list[Any]) -> str | None:
    """The first thing to pick on the map for these actions: 'target', then 'dest'; None when
    none of them aims at a space."""
    if any(target_spaces(game, a) for a in actions):
        return "target"
    if any(dest_space(a) is not None for a in actions):
        return "dest"
    return None


def next_stage(game: Game, actions: list[Any], stage: str) -> str | None:
    """After a target was picked: 'dest' when the actions left still differ by where they send
    someone (a card that moves its target), else None (the choice is made, or a menu decides)."""
    dests = [dest_space(a) for a in actions]
    if stage == "target" and len(set(dests)) > 1 and None not in dests:
        return "dest"
    return None


def order_spaces(spaces: Iterable[Pos]) -> list[Pos]:
    """Spaces in reading order (row by row), the order Tab steps through them."""
    return sorted(spaces, key=lambda p: (p[1], p[0]))
