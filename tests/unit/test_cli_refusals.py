"""The commands that open the app refuse bad arguments before any screen: exit 2 and one
printable line naming the argument, however long or hostile the text given."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from duckgeon_tui.cli import main
from duckgeon_tui.tui.app import DuckgeonApp

LONG_NAME = "A" * 5000


@pytest.fixture(autouse=True)
def no_screen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Opening the app fails the test: every refusal comes before it."""

    def opened(_app: DuckgeonApp) -> None:
        raise AssertionError("the app opened")

    monkeypatch.setattr(DuckgeonApp, "run", opened)
    monkeypatch.setenv("DUCKGEON_SAVES", str(tmp_path / "saves"))


def refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one line a refused command prints (it exits 2 and prints nothing else)."""
    assert main(list(argv)) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    line = err.rstrip("\n")
    assert line.isprintable(), repr(line)
    assert len(line) < 400
    return line


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (("--new", "--party", "A:nope"), "--party: there is no class 'nope'"),
        (("--new", "--quest", "nope"), "--quest: there is no quest 'nope'"),
        (("--new", "--quest", ""), "--quest: name a quest"),
        (("--new", "--party", "A:duckidin,A:duckwiz"), "--party: the name 'A' is taken"),
        (("--new", "--party", "A\x1b[2JB:duckidin"), "--party: 'A\\x1b[2JB'"),
        (("--new", "--party", f"{LONG_NAME}:duckidin"), "--party: 'AAAA"),
        (("--new", "--party", "A:duckidin:Sam\x07"), "--party: 'Sam\\x07'"),
        (("--new", "--party", ""), "--party: name at least one Duckventurer"),
        (("--new", "--party", " , "), "--party: name at least one Duckventurer"),
        (("--quest", "quest-1"), "--quest is for a new game: add --new"),
        (("--party", "A:duckidin"), "--party is for a new game: add --new"),
        (("--scenario", "/"), "--scenario: / is a folder, not a file"),
    ],
)
def test_play_refuses_before_the_screen_opens(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], named: str
) -> None:
    line = refusal(capsys, "play", *argv)
    assert line.startswith(f"duckgeon play: {named}"), line


def test_a_long_name_is_cut(capsys: pytest.CaptureFixture[str]) -> None:
    line = refusal(capsys, "play", "--new", "--party", f"{LONG_NAME}:duckidin")
    assert "A" * 30 not in line and "\u2026" in line


def test_a_garbage_scenario_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.yaml"
    garbage.write_bytes(bytes(range(256)) * 4)
    line = refusal(capsys, "play", "--scenario", str(garbage))
    assert line.startswith("duckgeon play: --scenario: ") and "not UTF-8" in line


def test_saves_naming_a_file_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    a_file = tmp_path / "saves.txt"
    a_file.write_text("not a folder")
    for argv in (("play", "--new"), ("campaign", "new"), ("replay", str(a_file))):
        line = refusal(capsys, *argv, "--saves", str(a_file))
        assert f"--saves: {a_file} is a file, not a folder" in line


@pytest.mark.parametrize(
    ("contents", "said"),
    [(b"", "the file is empty"), (bytes(range(256)), "not text"), (b"{}", "neither")],
)
def test_replay_of_a_file_that_is_no_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, contents: bytes, said: str
) -> None:
    path = tmp_path / "run.json"
    path.write_bytes(contents)
    line = refusal(capsys, "replay", str(path))
    assert line.startswith("duckgeon replay: run.json") and said in line, line


def test_replay_of_a_folder_or_a_pipe(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert "is a folder, not a file" in refusal(capsys, "replay", str(tmp_path))
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    assert "is not a plain file" in refusal(capsys, "replay", str(pipe))
    assert "there is no such file" in refusal(capsys, "replay", str(tmp_path / "gone.json"))


def test_campaign_continue_with_no_campaign(capsys: pytest.CaptureFixture[str]) -> None:
    line = refusal(capsys, "campaign", "continue")
    assert line.startswith("duckgeon campaign: no campaign to continue in ")
    line = refusal(capsys, "campaign", "continue", "--slot", "x\x1b]0;pwned\x07")
    assert line.startswith("duckgeon campaign: --slot: ")


def test_an_empty_party_is_refused_by_simulate_and_campaign(
    capsys: pytest.CaptureFixture[str],
) -> None:
    line = refusal(capsys, "simulate", "--party", "")
    assert line.startswith("duckgeon simulate: --party: name at least one class")
    line = refusal(capsys, "campaign", "new", "--party", "")
    assert line.startswith("duckgeon campaign: --party: name at least one Duckventurer")


def test_the_content_checked_is_the_content_the_app_plays_with(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from duckgeon_tui.tui import content_source, games

    loads: list[object] = []
    real_load = content_source.load

    def counted(mod_dirs: object, cached: object = None) -> object:
        content = real_load(mod_dirs, cached)  # type: ignore[arg-type]
        loads.append(content)
        return content

    def ran(app: DuckgeonApp) -> None:
        assert app.content is loads[0]

    monkeypatch.setattr(content_source, "load", counted)
    monkeypatch.setattr(games, "load", counted)
    monkeypatch.setattr(DuckgeonApp, "run", ran)
    argv = ["play", "--new", "--quest", "quest-1", "--party", "Ann:duckidin", "--seed", "3"]
    assert main(argv) == 0
    assert len(loads) == 1  # checked before the screen, and not loaded again in the app


def test_a_new_game_the_cache_accepted_reads_the_content_files_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from duckgeon_tui.content import cache_seal, loader
    from duckgeon_tui.tui.content_source import load

    monkeypatch.setenv("DUCKGEON_CACHE", str(tmp_path / "cache"))
    expected = load(())  # the cache of the game's content
    real_read = loader.read_sources
    reads: list[object] = []

    def counted(layers: list[tuple[Path, bool]]) -> object:
        reads.append(layers)
        return real_read(layers)

    def ran(app: DuckgeonApp) -> None:
        assert app.content == expected

    monkeypatch.setattr(cache_seal, "read_sources", counted)
    monkeypatch.setattr(loader, "read_sources", counted)
    monkeypatch.setattr(DuckgeonApp, "run", ran)
    argv = ["play", "--new", "--quest", "quest-1", "--party", "Ann:duckidin", "--seed", "3"]
    assert main(argv) == 0
    assert len(reads) == 1  # by the command line's look at the cache; the app builds from it


def test_a_quest_the_cache_was_spoilt_to_name_is_still_refused(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from duckgeon_tui.content.cache_seal import seal
    from duckgeon_tui.tui.content_source import load

    monkeypatch.setenv("DUCKGEON_CACHE", str(tmp_path / "cache"))
    load(())  # the cache of the game's content
    (cached,) = (tmp_path / "cache").glob("content-*.json")
    data = json.loads(cached.read_bytes().splitlines()[0])
    data["quests"]["forged"] = "not a quest"
    cached.write_bytes(seal(json.dumps(data).encode()))
    line = refusal(capsys, "play", "--new", "--quest", "forged")
    assert line.startswith("duckgeon play: --quest: there is no quest 'forged'"), line
