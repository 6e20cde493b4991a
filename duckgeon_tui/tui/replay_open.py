"""Opening a replay: from a run summary of the Hall of Ducks, or from a file named on the
command line (a run summary or a saved game); each says why when it cannot be watched."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.replay import Replay
from duckgeon_tui.engine.state import Result
from duckgeon_tui.file_reading import UnreadableFile
from duckgeon_tui.printable import printable
from duckgeon_tui.saves import SaveError
from duckgeon_tui.saves.files import read_bounded
from duckgeon_tui.saves.models import RunSummary
from duckgeon_tui.saves.store import decode_json, parse_save
from duckgeon_tui.tui.screens.replay import ReplayScreen

if TYPE_CHECKING:
    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.tui.game_app import GameApp


class NotWatchable(Exception):
    """A file or a run that cannot be watched again; the message says why."""


def replay_of(content: Content, data: dict[str, Any] | None) -> Replay:
    """The replay of a run's `{setup, log, fingerprint}` (NotWatchable saying why)."""
    if data is None:
        raise NotWatchable("this run was finished before the game kept replays")
    if data.get("fingerprint", content.fingerprint) != content.fingerprint:
        raise NotWatchable(
            "the game content (base files or mods) changed since this run was played, so it "
            "would not replay as it was"
        )
    try:
        return Replay(content, data.get("setup"), data.get("log"))  # type: ignore[arg-type]
    except IllegalAction as exc:
        raise NotWatchable(f"it does not replay: {exc}") from None


def from_file(content: Content, path: Path) -> tuple[Replay, str]:
    """The replay in a run summary or a saved game's file, and its title."""
    name = printable(path.name)
    try:
        raw = read_bounded(path)
        data = decode_json(name, raw)
    except UnreadableFile as exc:
        raise NotWatchable(f"{name}: {'there is no such file' if exc.missing else exc}") from None
    except SaveError as exc:
        raise NotWatchable(str(exc)) from None
    if isinstance(data, dict) and "outcome" in data:
        try:
            summary = RunSummary.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            place = ".".join(str(p) for p in first["loc"])[:60]
            raise NotWatchable(f"{name}: not a run summary ({place}: {first['msg']})") from None
        return replay_of(content, summary.replay), title_of(summary)
    try:
        save = parse_save(name, raw)
    except SaveError as exc:
        raise NotWatchable(
            f"{name} is neither a run summary nor a saved game: {exc.reason}"
        ) from None
    if save.game != "duckgeon":
        raise NotWatchable(f"{name} is a game of Feed the Ducks, not of Duckgeon")
    if save.content_fingerprint != content.fingerprint:
        raise NotWatchable(f"{name}: the game content changed since it was saved")
    replay = replay_of(content, {"setup": save.state.get("setup"), "log": save.state.get("log")})
    return replay, printable(f"{save.header.quest_name or save.header.quest} (saved)")


def title_of(summary: RunSummary) -> str:
    """A run's name in the replay's banner."""
    won = "won" if summary.outcome == Result.VICTORY else "lost"
    return printable(f"{summary.quest_name or summary.quest}, {won} in {summary.turns} turns")


def watch(app: GameApp, content: Content, run: RunSummary | Path) -> None:
    """Open the replay of a run from the Hall of Ducks, or of a file named on the command line
    (an error dialog saying why when it cannot be watched)."""
    summary = isinstance(run, RunSummary)
    try:
        if isinstance(run, RunSummary):
            replay, title = replay_of(content, run.replay), title_of(run)
        else:
            replay, title = from_file(content, run)
    except NotWatchable as exc:
        what = "This run cannot be watched again" if summary else "This file cannot be watched"
        app.show_error(what, str(exc))
        return
    app.push_screen(ReplayScreen(replay, title))
