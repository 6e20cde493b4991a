"""Whom the players' keys act for: the Duckventurer who must finish, else the one they acted
for; and when the keys pass to another player at a hot-seat table (a hand-over)."""

from __future__ import annotations

from duckgeon_tui.engine import Game, parse_action


def last_actor(game: Game) -> str | None:
    """The Duckventurer of the game's last action by a Duckventurer (None: none acted yet)."""
    names = {d.name for d in game.ducks}
    for text in reversed(game.log):
        who = getattr(parse_action(text), "who", None)
        if who in names:
            return str(who)
    return None


def first_acting(game: Game, acting: str | None) -> str | None:
    """Whom the keys act for now: the Duckventurer who must finish, else the one they acted for,
    else the first holding dice (or the first of the party)."""
    names = [d.name for d in game.ducks]
    if game.active:
        return game.active
    if acting in names:
        return acting
    return next((d.name for d in game.ducks if d.dice), names[0] if names else None)


def hand_over_to(game: Game, old: str | None, new: str | None) -> str | None:
    """The player the keyboard passes to when the keys go from Duckventurer `old` to `new`
    (None: the same player goes on, or one player plays every side)."""
    if old is None or new is None or game.player_of(old) == game.player_of(new):
        return None
    if len({d.player for d in game.ducks}) < 2:
        return None
    return game.player_of(new)
