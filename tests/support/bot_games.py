"""Games the party bot plays to their end for a test, with only the end played as the dungeon
screen plays it (through the session, which autosaves after every action)."""

from __future__ import annotations

from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.session import GameSession

LAST_ACTIONS = 5
"""The game's last actions, played through the session."""


def finish_with_the_bot(session: GameSession, bot: PartyBot, last: int = LAST_ACTIONS) -> None:
    """Let the bot play the session's game to its end. The bot plays a copy first, to find
    the end; the game then takes all but the `last` actions in the engine alone, and those
    through the session: an autosave of every action would cost the test seconds."""
    rehearsal = session.game.copy()
    actions = []
    while rehearsal.outcome is None:
        actions.append(bot.choose(rehearsal))
        rehearsal.apply(actions[-1])
    for action in actions[:-last]:
        session.game.apply(action)
    assert session.game.outcome is None, "the end is left to the session"
    for action in actions[-last:]:
        session.apply(action)
    assert session.game.outcome == rehearsal.outcome, "the copy had the same future"
