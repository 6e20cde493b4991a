"""A table served on 127.0.0.1 in the test's own event loop, the game set up as `duckgeon host`
sets it up, and players that act with the party bot's choices."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Game, parse_action
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.net.client import TableClient
from duckgeon_tui.net.limits import Limits
from duckgeon_tui.net.protocol import Applied
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.table_host import HostedTable, new_table
from tests.support.content import game_content

PARTY = (
    PartyMember("Plumpy", "duckidin", "Ann"),
    PartyMember("Pantsy", "duckwiz", "Bob"),
    PartyMember("Waddles", "bouncer", "Cy"),
)
QUICK = Limits(rate=100_000, burst=100_000)
"""The limits of a table whose players are bots acting as fast as the host answers."""


def table_spec(seed: int = 5) -> NewGameSpec:
    """A seeded Quest 1 for three players (a seat each)."""
    return NewGameSpec(quest="quest-1", players=(), party=PARTY, seed=seed, animation=False)


@asynccontextmanager
async def served_table(
    saves: Path, seed: int = 5, limits: Limits = QUICK
) -> AsyncIterator[tuple[HostedTable, int]]:
    """A new table listening on 127.0.0.1 (any free port), closed afterwards."""
    table = new_table(game_content(), table_spec(seed), SaveStore(saves), limits)
    port = await table.server.start("127.0.0.1", 0)
    try:
        yield table, port
    finally:
        await table.server.close()
        table.session.store.close()


async def joined(port: int, code: str, name: str, watch: bool = False) -> TableClient:
    """A client at the table on `port`."""
    client = TableClient(game_content(), f"127.0.0.1:{port}", code, name)
    await client.join(watch=watch)
    return client


async def send_raw(client: TableClient, frame: str | bytes) -> None:
    """Send a frame as it is, past the client's own checks (a malformed or hostile one)."""
    assert client._ws is not None
    await client._ws.send(frame)


async def seated(port: int, code: str) -> dict[str, TableClient]:
    """Three players, each at the seat they claimed with the table's code, by seat."""
    players = {}
    for name in ("ann", "bob", "cy"):
        client = await joined(port, code, name)
        assert client.seat is not None
        players[client.seat] = client
    return players


async def play_by_bot(
    players: dict[str, TableClient], steps: int, bot: PartyBot | None = None
) -> list[float]:
    """Up to `steps` actions chosen by the bot, each sent by the seat it belongs to; the seconds
    each took from send to the host's answer (every one applied)."""
    import time

    bot = bot or PartyBot(random.Random(1))
    times: list[float] = []
    for _ in range(steps):
        mirror = next(iter(players.values())).game
        assert mirror is not None
        if mirror.outcome is not None:
            break
        first = next(iter(players.values()))
        notation = bot.choose(mirror).notation()
        seat = first.owner(parse_action(notation))
        if seat not in players:  # the host's bot plays that seat: do something of one's own
            seat, ours = first.seat, first.legal_here()
            if not ours:  # the bot's step: wait for it
                await wait_for_state(first, len(mirror.log) + 1)
                continue
            notation = random.Random(len(mirror.log)).choice(ours)
        assert seat is not None
        await wait_for_state(players[seat], first.state)  # its news may still be on its way
        start = time.perf_counter()
        answer = await players[seat].act(notation)
        times.append(time.perf_counter() - start)
        if "moved on" in getattr(answer, "reason", ""):
            continue  # the host's bot acted meanwhile: choose again
        assert isinstance(answer, Applied), answer
        await wait_for_state(first, answer.state)
    return times


async def wait_for_state(client: TableClient, state: int) -> None:
    """Read the client's news until its mirror is at `state` (or later)."""
    while client.state < state:
        await client.inbox.get()


def same_game(one: Game, other: Game) -> bool:
    """Whether two games stand exactly alike (state, dice to come and log)."""
    a, b = one.to_json(), other.to_json()
    return a["state"] == b["state"] and a["rng"] == b["rng"] and a["log"] == b["log"]
