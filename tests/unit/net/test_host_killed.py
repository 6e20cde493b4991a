"""`duckgeon host` killed with SIGKILL mid-game: `duckgeon host --continue` opens the same
table (seats, codes) with every action it had accepted, and the game goes on."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from duckgeon_tui.net.client import TableClient
from tests.support.content import game_content
from tests.support.table import play_by_bot

pytestmark = pytest.mark.heavy
JOIN_LINE = re.compile(r"duckgeon join ws://127\.0\.0\.1:(\d+) --code ([A-Za-z0-9_-]+)")


def host(saves: Path, *args: str) -> tuple[subprocess.Popen[str], int, str]:
    """`duckgeon host` in its own process, and the port and code it prints."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "duckgeon_tui",
            "host",
            "--headless",
            "--saves",
            str(saves),
            "--port",
            "0",
            *args,
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    for line in process.stdout:
        found = JOIN_LINE.search(line)
        if found:
            return process, int(found.group(1)), found.group(2)
    raise AssertionError(f"the host did not start: {process.wait()}")


async def test_a_host_killed_resumes_with_continue_and_loses_no_accepted_action(
    tmp_path: Path,
) -> None:
    party = "Plumpy:duckidin:Ann,Pantsy:duckwiz:Bob,Waddles:bouncer:Cy"
    process, port, code = host(tmp_path, "--party", party, "--seed", "5")
    try:
        players = {}
        for name in ("ann", "bob", "cy"):
            client = TableClient(game_content(), f"127.0.0.1:{port}", code, name)
            await client.join()
            players[client.seat] = client
        await play_by_bot(players, 30)
        accepted = players["Ann"].game.log  # type: ignore[union-attr]
        assert len(accepted) >= 30
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    for client in players.values():
        await client.close()
    process, port, again = host(tmp_path, "--continue")
    try:
        assert again == code
        back = {}
        for seat, old in players.items():
            client = TableClient(game_content(), f"127.0.0.1:{port}", old.code, "back")
            welcome = await client.join()
            assert welcome.seat == seat
            back[seat] = client
        assert back["Ann"].game.log == accepted  # type: ignore[union-attr]
        await play_by_bot(back, 5)
        assert len(back["Ann"].game.log) > len(accepted)  # type: ignore[union-attr]
        for client in back.values():
            await client.close()
    finally:
        process.terminate()
        assert process.wait(10) == 0
