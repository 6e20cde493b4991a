"""A table on real sockets (127.0.0.1): players at their seats and spectators play a seeded
Quest 1 through the host, and everyone ends with the game one process plays from its log."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from duckgeon_tui.engine import Game
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.net.protocol import Applied, ChatLine, Refused
from duckgeon_tui.saves import SaveStore
from tests.support.content import game_content
from tests.support.table import (
    joined,
    play_by_bot,
    same_game,
    seated,
    served_table,
    wait_for_state,
)

pytestmark = pytest.mark.heavy


async def test_three_players_and_five_spectators_play_quest_1_to_its_end(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        code = table.book.code
        players = await seated(port, code)
        assert set(players) == {"Ann", "Bob", "Cy"}
        spectators = [await joined(port, code, f"fan{n}", watch=True) for n in range(5)]
        await play_by_bot(players, 3000)
        host = table.session.game
        assert host.outcome is not None
        alone = Game.replay(game_content(), host.to_json()["setup"], host.log)
        assert same_game(host, alone)
        for client in [*players.values(), *spectators]:
            await wait_for_state(client, len(host.log))  # the last news may be on its way
            assert client.game is not None and same_game(client.game, alone)
    # The end of the game is in the Hall of Ducks of the host, with its replay.
    runs = SaveStore(tmp_path).run_summaries()
    assert len(runs) == 1 and runs[0].replay is not None
    assert runs[0].replay["log"] == host.log


async def test_a_player_killed_mid_turn_comes_back_with_the_seat_code(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        code = table.book.code
        players = await seated(port, code)
        bot = PartyBot(random.Random(2))
        await play_by_bot(players, 12, bot)
        seat_codes = {seat: client.code for seat, client in players.items()}
        lead = table.book.lead(table.session.game)
        gone = players[lead]
        assert gone._ws is not None
        gone._ws.transport.abort()  # the process dies: no goodbye
        while lead in table.server.players:
            await asyncio.sleep(0.01)
        # The others cannot take the lead's steps meanwhile: its turn waits.
        other = next(c for s, c in players.items() if s != lead)
        action = bot.choose(other.game)  # type: ignore[arg-type]
        if other.owner(action) == lead:
            refused = await other.act(action.notation())
            assert isinstance(refused, Refused) and f"{lead}'s to do" in refused.reason
        back = await joined(port, seat_codes[lead], "ann-again")
        assert back.seat == lead and back.state == len(table.session.game.log)
        players[lead] = back
        before = len(table.session.game.log)
        await play_by_bot(players, 20, bot)
        assert len(table.session.game.log) > before
        assert same_game(back.game, table.session.game)  # type: ignore[arg-type]


async def test_a_client_that_rejoins_gets_only_the_actions_it_missed(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        players = await seated(port, table.book.code)
        watcher = await joined(port, table.book.code, "fan", watch=True)
        await play_by_bot(players, 5)
        await watcher.close()
        await play_by_bot(players, 5)
        seen = watcher.state
        welcome = await watcher.rejoin()
        assert welcome.since == seen and len(welcome.log) == len(table.session.game.log) - seen
        assert same_game(watcher.game, table.session.game)  # type: ignore[arg-type]


async def test_chat_reaches_everyone_and_players_can_mute_the_spectators(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        bob = await joined(port, table.book.code, "bob")
        fan = await joined(port, table.book.code, "fan", watch=True)
        await bob.mute(True)
        await fan.say("go ducks")
        await ann.say("thanks")

        async def lines(client: object) -> list[tuple[str, str]]:
            found: list[tuple[str, str]] = []
            while ("ann", "thanks") not in found:
                message = await client.inbox.get()  # type: ignore[attr-defined]
                if isinstance(message, ChatLine):
                    found.append((message.who, message.text))
            return found

        assert await lines(ann) == [("fan", "go ducks"), ("ann", "thanks")]
        assert await lines(bob) == [("ann", "thanks")]
        assert await lines(fan) == [("fan", "go ducks"), ("ann", "thanks")]
        late = await joined(port, table.book.code, "late", watch=True)
        assert [line.text for line in late.welcome.chat] == ["go ducks", "thanks"]  # type: ignore[union-attr]


async def test_the_host_hands_an_away_seat_to_the_bot_and_the_game_goes_on(
    tmp_path: Path,
) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        table.server.hand_over("Bob", "bot")
        table.server.hand_over("Cy", "Ann")
        assert table.book.ducks == {"Plumpy": "Ann", "Pantsy": "bot", "Waddles": "Ann"}
        await play_by_bot({"Ann": ann}, 150, PartyBot(random.Random(3)))
        log = table.session.game.log
        assert any("Pantsy" in action for action in log), "the bot played its Duckventurer"
        with pytest.raises(ValueError, match="no seat"):
            table.server.hand_over("Nobody", "bot")


async def test_every_answer_to_an_action_is_the_senders_alone(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        bob = await joined(port, table.book.code, "bob")
        answer = await ann.act("enter")
        assert isinstance(answer, Applied) and answer.seat == "Ann"
        news = await bob.inbox.get()
        while not isinstance(news, Applied):
            news = await bob.inbox.get()
        assert news.action == "enter" and news.state == 1


async def test_nothing_is_taken_back_at_a_table(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        await ann.act("enter")
        await ann.act(ann.legal_here()[0])  # picking the dice rolls nothing
        assert len(table.session.game.log) == 2
        assert not table.session.game.can_undo, "everyone has seen it: no undo"
