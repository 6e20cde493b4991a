"""The online table on localhost: `duckgeon host` in its own process, four players (the party
bot's choices, each sent by the seat it belongs to, paced like quick players) and spectators
that read everything. Prints the players' action round trips (send to the host's answer),
p50/p95, with 20 spectators; the host's memory per spectator; and how many spectators one host
holds before the players' p95 passes 50 ms (trying 20, 50, 100, 200, 400 at most).

    .venv/bin/python bench/table.py              # the figures
    .venv/bin/python bench/table.py --actions 60 # fewer actions a try (quicker, noisier)
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect

from duckgeon_tui.content.loader import load_content
from duckgeon_tui.engine import parse_action
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.net.client import TableClient
from duckgeon_tui.net.protocol import PROTOCOL_VERSION, Applied, Hello, encode, read_server

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the host's process is started as the tests start it
from tests.support.host_process import start_host  # noqa: E402

PARTY = "Plumpy:duckidin:Ann,Pantsy:duckwiz:Bob,Waddles:bouncer:Cy,Quackers:quacker:Di"
GOAL = 0.050
PACE = 0.025
"""Seconds between two actions: quick players, under the table's rate limit per seat."""
SPECTATORS = (20, 50, 100, 200, 400)


def rss_kib(pid: int) -> int:
    """The resident memory of a process, in KiB."""
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmRSS:\s+(\d+)", status).group(1))  # type: ignore[union-attr]


async def spectate(port: int, code: str, n: int) -> tuple[ClientConnection, asyncio.Task[int]]:
    """A spectator on another machine: reads and checks every message, keeps no game."""
    ws = await connect(f"ws://127.0.0.1:{port}", max_size=None)
    hello = Hello(version=PROTOCOL_VERSION, code=code, name=f"fan{n}", watch=True)
    await ws.send(encode(hello))

    async def read() -> int:
        count = 0
        async for raw in ws:
            read_server(raw)
            count += 1
        return count

    return ws, asyncio.create_task(read())


async def round_trips(players: dict[str, TableClient], actions: int) -> list[float]:
    """Seconds from sending each action to the host's answer, for up to `actions` actions."""
    bot = PartyBot(random.Random(1))
    first = next(iter(players.values()))
    times: list[float] = []
    for _ in range(actions):
        game = first.game
        assert game is not None
        if game.outcome is not None:
            break
        notation = bot.choose(game).notation()
        seat = first.owner(parse_action(notation))
        client = players[seat or ""]
        while client.state < first.state:
            await client.inbox.get()
        began = time.perf_counter()
        answer = await client.act(notation)
        times.append(time.perf_counter() - began)
        if not isinstance(answer, Applied):
            raise SystemExit(f"refused: {answer}")
        while first.state < answer.state:
            await first.inbox.get()
        await asyncio.sleep(PACE)
    return times


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


async def one_table(spectators: int, actions: int, seed: int) -> tuple[list[float], float]:
    """Round trips with that many spectators, and the host's KiB per spectator."""
    content = load_content()
    with tempfile.TemporaryDirectory() as saves:
        host, port, code = start_host(Path(saves), "--party", PARTY, "--seed", str(seed))
        try:
            players: dict[str, TableClient] = {}
            for name in ("ann", "bob", "cy", "di"):
                client = TableClient(content, f"127.0.0.1:{port}", code, name)
                await client.join()
                players[client.seat or ""] = client
            await asyncio.sleep(0.3)
            before = rss_kib(host.pid)
            watching = [await spectate(port, code, n) for n in range(spectators)]
            await asyncio.sleep(0.5)
            per_spectator = (rss_kib(host.pid) - before) / max(1, spectators)
            times = await round_trips(players, actions)
            for client in players.values():
                await client.close()
            for ws, reader in watching:
                await ws.close()
                reader.cancel()
        finally:
            host.terminate()
            host.wait()
    return times, per_spectator


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=150, help="actions a try (default 150)")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    print(f"(open files allowed: {soft} -> {hard}; the machine may be shared: timings are noisy)")
    print(f"{'spectators':>10} {'actions':>8} {'p50 ms':>8} {'p95 ms':>8} {'KiB/spectator':>14}")
    held, passed_at = 0, None
    for count in SPECTATORS:
        times, per = asyncio.run(one_table(count, args.actions, args.seed))
        p50, p95 = statistics.median(times), percentile(times, 95)
        print(f"{count:>10} {len(times):>8} {p50 * 1000:>8.1f} {p95 * 1000:>8.1f} {per:>14.0f}")
        if p95 > GOAL:
            passed_at = count
            break
        held = count
    limit = f"passed it at {passed_at}" if passed_at else f"not passed up to {SPECTATORS[-1]}"
    print(
        f"One host holds {held} spectators with the players' p95 within {GOAL * 1000:.0f} ms "
        f"({limit}; 4 seats; an action every {PACE * 1000:.0f} ms)."
    )


if __name__ == "__main__":
    main()
