"""Who is at a table, on real sockets: everyone is told the spectators as they come and go, and
a host who muted the spectators no longer sees their chat (the players still do)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.support.table import joined, served_table


async def test_everyone_is_told_who_watches_as_spectators_come_and_go(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        fan = await joined(port, table.book.code, "fan", watch=True)
        assert fan.spectators == ["fan"] and fan.watching == 1
        async with asyncio.timeout(10):
            while ann.spectators != ["fan"]:
                await ann.inbox.get()
        await fan.close()
        async with asyncio.timeout(10):
            while ann.watching:
                await ann.inbox.get()
        assert ann.spectators == [] and table.server.spectators == set()


async def test_a_host_who_muted_the_spectators_no_longer_sees_their_chat(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        said: list[str] = []
        table.server.say = said.append
        ann = await joined(port, table.book.code, "ann")
        fan = await joined(port, table.book.code, "fan", watch=True)
        await fan.say("one")
        async with asyncio.timeout(10):
            while "(watching) <fan> one" not in said:
                await asyncio.sleep(0.01)
        table.server.host_muted = True
        await fan.say("two")
        async with asyncio.timeout(10):  # the players still get it
            while getattr(await ann.inbox.get(), "text", None) != "two":
                pass
        await ann.say("three")
        async with asyncio.timeout(10):
            while not any("three" in line for line in said):
                await asyncio.sleep(0.01)
        assert [line for line in said if line.startswith(("(watching)", "<"))] == [
            "(watching) <fan> one",
            "<ann> three",
        ]


async def test_a_spectator_dropped_for_falling_behind_leaves_the_list(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        slow = await joined(port, table.book.code, "slow", watch=True)
        async with asyncio.timeout(10):
            while ann.watching != 1:
                await ann.inbox.get()
            (behind,) = table.server.spectators
            table.server._drop(behind, "your connection fell behind the table")  # as a full queue
            while ann.watching:
                await ann.inbox.get()
        assert ann.spectators == []
        await slow.close()
