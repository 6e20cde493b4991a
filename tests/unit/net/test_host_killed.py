"""`duckgeon host` killed with SIGKILL mid-game: `duckgeon host --continue` opens the same
table (seats, codes) with every action it had accepted, and the game goes on."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from duckgeon_tui.net.client import TableClient
from tests.support.content import game_content
from tests.support.host_process import start_host
from tests.support.table import play_by_bot

pytestmark = pytest.mark.heavy


async def test_a_host_killed_resumes_with_continue_and_loses_no_accepted_action(
    tmp_path: Path,
) -> None:
    party = "Plumpy:duckidin:Ann,Pantsy:duckwiz:Bob,Waddles:bouncer:Cy"
    process, port, code = start_host(tmp_path, "--party", party, "--seed", "5")
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
    process, port, again = start_host(tmp_path, "--continue")
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
