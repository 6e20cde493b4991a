"""Where on the room map an action aims: the spaces a player picks it by, stage by stage."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from duckgeon_tui.engine import Action, FreeAction, Game, Leave, RollDie, Walk

Pos = tuple[int, int]


def target_spaces(game: Game, action: Action) -> list[Pos]:
    """The spaces of whom or what an action aims at: a Beastie's every space, a Duckventurer's
    (a target or the one aided), the space interacted with or looked at, the door left by."""
    match action:
        case FreeAction(at=(col, row)):
            return [(col, row)]
        case FreeAction(other=str() as target) | RollDie(target=str() as target):
            return occupied_by(game, target)
        case Leave(door=door):
            pos = game.room_view().doors.get(door)
            return [(pos[0], pos[1])] if pos is not None else []
    return []


def occupied_by(game: Game, target: str) -> list[Pos]:
    """The spaces a Beastie (by its handle) or a Duckventurer (by name) stands on."""
    for beastie in game.beasties:
        if beastie.handle == target:
            return [(c[0], c[1]) for c in beastie.cells]
    for duck in game.ducks:
        if duck.name == target and duck.pos is not None:
            return [(duck.pos[0], duck.pos[1])]
    return []


def dest_space(action: Action) -> Pos | None:
    """The space an action sends someone to (a walk, a card that moves), if any."""
    match action:
        case Walk(dest=(col, row)) | RollDie(dest=(col, row)):
            return (col, row)
    return None


def by_space(game: Game, actions: Iterable[Action], stage: str) -> dict[Pos, list[Action]]:
    """Actions grouped by the space picked at a stage: 'target' (whom) or 'dest' (where to)."""
    out: dict[Pos, list[Action]] = {}
    for action in actions:
        if stage == "dest":
            dest = dest_space(action)
            spaces = [dest] if dest is not None else []
        else:
            spaces = target_spaces(game, action)
        for pos in spaces:
            out.setdefault(pos, []).append(action)
    return out


def first_stage(game: Game, actions: Sequence[Action]) -> str | None:
    """The first thing to pick on the map for these actions: 'target', then 'dest'; None when
    none of them aims at a space."""
    if any(target_spaces(game, a) for a in actions):
        return "target"
    if any(dest_space(a) is not None for a in actions):
        return "dest"
    return None


def next_stage(game: Game, actions: Sequence[Action], stage: str) -> str | None:
    """After a target was picked: 'dest' when the actions left still differ by where they send
    someone (a card that moves its target), else None (the choice is made, or a menu decides)."""
    dests = [dest_space(a) for a in actions]
    if stage == "target" and len(set(dests)) > 1 and None not in dests:
        return "dest"
    return None


def order_spaces(spaces: Iterable[Pos]) -> list[Pos]:
    """Spaces in reading order (row by row), the order Tab steps through them."""
    return sorted(spaces, key=lambda p: (p[1], p[0]))
