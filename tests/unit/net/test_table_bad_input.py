"""Hostile and mistaken clients on real sockets: every one is refused with a reason or
disconnected, and the table goes on serving its players."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from duckgeon_tui.net.client import TableClient, TableError
from duckgeon_tui.net.limits import Limits
from duckgeon_tui.net.protocol import PROTOCOL_VERSION, Applied, Bye, Problem, Refused, read_server
from tests.support.content import game_content
from tests.support.table import joined, play_by_bot, seated, send_raw, served_table


async def answers(ws: object, count: int) -> list[object]:
    """The next `count` messages the host sends to a raw connection."""
    return [read_server(await ws.recv()) for _ in range(count)]  # type: ignore[attr-defined]


def hello(code: str, **fields: object) -> str:
    return json.dumps(
        {"kind": "hello", "version": PROTOCOL_VERSION, "code": code, "name": "x"} | fields
    )


async def test_an_unknown_code_is_refused_with_the_reason(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (_table, port):
        client = TableClient(game_content(), f"127.0.0.1:{port}", "not-the-code", "eve")
        with pytest.raises(TableError, match="unknown code"):
            await client.join()


async def test_a_full_table_and_another_version_are_refused(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        for name in ("ann", "bob", "cy"):
            await joined(port, table.book.code, name)
        with pytest.raises(TableError, match="every seat is taken"):
            await joined(port, table.book.code, "dan")
        async with connect(f"ws://127.0.0.1:{port}") as ws:
            await ws.send(hello(table.book.code, version=PROTOCOL_VERSION + 1))
            (bye,) = await answers(ws, 1)
            assert isinstance(bye, Bye) and "protocol" in bye.reason


async def test_wrong_seat_stale_state_and_spectators_are_refused(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        bob = await joined(port, table.book.code, "bob")
        fan = await joined(port, table.book.code, "fan", watch=True)
        refused = await bob.act("enter")  # turn 1 is Ann's
        assert isinstance(refused, Refused) and "Ann's to do" in refused.reason
        refused = await fan.act("enter")
        assert isinstance(refused, Refused) and "spectators" in refused.reason
        refused = await ann.act("fly away")
        assert isinstance(refused, Refused) and refused.state == 0
        assert isinstance(await ann.act("enter"), Applied)
        await send_raw(bob, json.dumps({"kind": "act", "action": "end", "state": 0}))
        while not (isinstance(message := await bob.inbox.get(), Refused) and message.state):
            pass
        assert "moved on" in message.reason and message.state == 1
        assert table.session.game.log == ["enter"]


@pytest.mark.parametrize(
    ("frame", "reason"),
    [
        ("{not json", "Invalid JSON"),
        ('{"kind": "act", "action": "end"}', "state"),
        ('{"kind": "act", "action": "end", "state": 0, "extra": 1}', "extra"),
        ('{"kind": "teleport"}', "kind"),
        ('{"kind": "say", "text": "\\u001b[2Jhi"}', "control characters"),
        ('{"kind": "say", "text": "' + "a" * 5000 + '"}', "at most 4096 bytes"),
        (b"\x00\x01binary", "text frames"),
        (hello("abcdefgh"), "joined already"),
    ],
)
async def test_a_bad_message_gets_a_reason_and_the_connection_stays(
    tmp_path: Path, frame: str | bytes, reason: str
) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        await send_raw(ann, frame)
        while not isinstance(message := await ann.inbox.get(), Problem):
            pass
        assert reason in message.reason
        assert isinstance(await ann.act("enter"), Applied)


async def test_a_frame_far_too_big_closes_that_connection_only(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        bob = await joined(port, table.book.code, "bob")
        with pytest.raises(ConnectionClosed):
            await send_raw(bob, "x" * 200_000)
            await asyncio.wait_for(bob._reader, 5)  # type: ignore[arg-type]
            await send_raw(bob, "x")
        assert isinstance(await ann.act("enter"), Applied)


async def test_messages_before_the_hello_are_answered_then_refused(tmp_path: Path) -> None:
    async with (
        served_table(tmp_path) as (_table, port),
        connect(f"ws://127.0.0.1:{port}") as ws,
    ):
        for _ in range(5):
            await ws.send('{"kind": "act", "action": "end", "state": 0}')
        found = await answers(ws, 6)
        assert all(isinstance(m, Problem) and "hello" in m.reason for m in found[:5])
        assert isinstance(found[5], Bye)


async def test_a_flood_is_told_to_slow_down_then_closed(tmp_path: Path) -> None:
    async with served_table(tmp_path, limits=Limits()) as (table, port):
        eve = await joined(port, table.book.code, "eve", watch=True)
        for _ in range(1000):
            await send_raw(eve, '{"kind": "mute", "muted": true}')
        while not isinstance(message := await eve.inbox.get(), Bye):
            pass
        assert "too many messages" in message.reason
        assert not table.server.spectators


async def test_malformed_messages_and_a_spectator_that_never_reads_do_not_stop_the_players(
    tmp_path: Path,
) -> None:
    limits = Limits(spectator_queue=16, write_buffer=4096)
    async with served_table(tmp_path, limits=limits) as (table, port):
        players = await seated(port, table.book.code)
        # A spectator that never reads: its queue fills, and it is dropped.
        stalled = await connect(f"ws://127.0.0.1:{port}", max_size=None)
        stalled.transport.pause_reading()
        await stalled.send(hello(table.book.code, watch=True))
        while not table.server.spectators:
            await asyncio.sleep(0.01)
        (never_reads,) = table.server.spectators

        async def attack() -> int:
            async with connect(f"ws://127.0.0.1:{port}") as ws:
                await ws.send(hello(table.book.code, name="eve", watch=True))
                sent = 0
                for n in range(1000):
                    try:
                        await ws.send("{" * (n % 50 + 1))
                    except ConnectionClosed:
                        break
                    sent += 1
                return sent

        attacker = asyncio.create_task(attack())
        for n in range(60):
            await players["Ann"].say(f"line {n} " + "quack " * 40)
        await play_by_bot(players, 50)
        await attacker
        assert len(table.session.game.log) >= 50
        assert never_reads not in table.server.spectators  # dropped, the players went on
        late = await joined(port, table.book.code, "late", watch=True)
        assert late.state == len(table.session.game.log)
        stalled.transport.abort()
