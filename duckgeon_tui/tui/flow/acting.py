"""Whom the players' keys act for: the Duckventurer who must finish, else the one they were
given to this turn while it can still act, else the next one with dice; and when the keys pass
to another player at a hot-seat table (a hand-over)."""

from __future__ import annotations

from duckgeon_tui.engine import EndTurn, FreeAction, Game, Phase, parse_action


def last_actor(game: Game) -> str | None:
    """The Duckventurer of the game's last action by a Duckventurer (None: none acted yet)."""
    names = {d.name for d in game.ducks}
    for text in reversed(game.log):
        who = getattr(parse_action(text), "who", None)
        if who in names:
            return str(who)
    return None


def can_act(game: Game, name: str) -> bool:
    """Whether the Duckventurer can still do something this turn: use a die it holds, or take a
    free Action (it was given no dice)."""
    return bool(game.duck(name).dice) or game.free_refusal(name) is None


def first_acting(game: Game, acting: str | None, given_at: int | None = None) -> str | None:
    """Whom the keys act for now. The Duckventurer who must finish first; outside the
    Duckventurers' actions, whom they acted for. While the Duckventurers act: at a new turn (a
    turn ended since `given_at`, the game's log length when the keys were given to `acting`, or
    nothing given yet) the first holding dice in party order; else `acting` while it can still
    act or nothing was done since, and once it is done, the next holding dice (its own
    player's first), else the next that can act."""
    names = [d.name for d in game.ducks]
    if game.active:
        return game.active
    if acting not in names:
        acting = None
    if game.phase != Phase.ACT:
        return acting or next((d.name for d in game.ducks if d.dice), names[0] if names else None)
    if turned(game, given_at):
        acting = None  # a new turn: the keys start again with the party's first
    elif acting is not None and (len(game.log) == given_at or can_act(game, acting)):
        return acting
    return next_to_act(game, acting) or acting or (names[0] if names else None)


def turned(game: Game, given_at: int | None) -> bool:
    """Whether a turn ended since the keys were given (at the game's log length `given_at`;
    None: never given)."""
    return given_at is None or any(
        isinstance(parse_action(a), EndTurn) for a in game.log[given_at:]
    )


def keys_passed(game: Game, old: str | None, new: str | None, given_at: int | None) -> str:
    """What the log says when the keys go on by themselves in the middle of a turn, the one
    acting being done ('' when they did not, at a new turn, or for the one who must finish)."""
    if old is None or new is None or old == new or game.phase != Phase.ACT or game.active:
        return ""
    if turned(game, given_at) or can_act(game, old):
        return ""
    return f"{old} is done this turn: the keys go to {new} (tab: another Duckventurer)."


def keys_now(game: Game, acting: str | None, given_at: int | None) -> tuple[str | None, int | None]:
    """`first_acting`, and the log length to remember it by: while the Duckventurers act, the
    game's as it is now."""
    name = first_acting(game, acting, given_at)
    return name, len(game.log) if game.phase == Phase.ACT else given_at


def keys_restored(game: Game, acted: str | None) -> tuple[str | None, int | None]:
    """`keys_now` for a game continued: whom its keys acted for (as saved, else the
    Duckventurer of its last action) while the Duckventurers act; from any other step the
    next turn's keys start with the party's first holding dice."""
    given_at = len(game.log) if acted and game.phase == Phase.ACT else None
    return keys_now(game, acted, given_at)


def next_to_act(game: Game, done: str | None) -> str | None:
    """The Duckventurer the keys go to after `done` (None: at a turn's start): one holding dice,
    the same player's first and then in party order after `done`; else one that may still take
    a free Action at something now (None: nobody can act)."""
    ducks = list(game.ducks)
    if done is not None:
        at = next(i for i, d in enumerate(ducks) if d.name == done)
        ducks = ducks[at + 1 :] + ducks[: at + 1]
        player = game.player_of(done)
        ducks.sort(key=lambda d: d.player != player)  # stable: the party's order within each
    held = [d.name for d in ducks if d.dice and d.name != done]
    if held:
        return held[0]
    free = {a.who for a in game.legal_actions(FreeAction)}
    return next((d.name for d in ducks if d.name != done and d.name in free), None)


def hand_over_to(game: Game, old: str | None, new: str | None) -> str | None:
    """The player the keyboard passes to when the keys go from Duckventurer `old` to `new`
    (None: the same player goes on, or one player plays every side)."""
    if old is None or new is None or game.player_of(old) == game.player_of(new):
        return None
    if len({d.player for d in game.ducks}) < 2:
        return None
    return game.player_of(new)
