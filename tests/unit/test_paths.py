"""Where the game finds its files, from a checkout and from an installed package, and where it
writes saves and the content cache."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from duckgeon_tui import __version__, paths
from duckgeon_tui.cli import main
from duckgeon_tui.content.loader import load_content

MOD = "rubber-duck-rampage"


def _mod(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / paths.MOD_MANIFEST).write_text("id: x\n", encoding="utf-8")
    return folder


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The game as a wheel lays it out: data/, docs/ and mods/ inside the package folder."""
    package = tmp_path / "site-packages" / "duckgeon_tui"
    (package / "data").mkdir(parents=True)
    (package / "docs").mkdir()
    _mod(package / "mods" / MOD)
    monkeypatch.delenv(paths.SAVES_ENV, raising=False)
    monkeypatch.delenv(paths.CACHE_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data-home"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache-home"))
    monkeypatch.setattr(paths, "package_dir", lambda: package)
    paths.checkout_dir.cache_clear()
    yield package
    paths.checkout_dir.cache_clear()


def test_a_checkout_reads_its_top_folders_and_saves_in_saves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    top = paths.checkout_dir()
    assert top is not None and (top / "pyproject.toml").is_file()
    assert paths.data_dir() == top / "data"
    assert paths.doc("RULES.md").is_file() and paths.doc("MODDING.md").is_file()
    assert paths.stylesheet("app.tcss").is_file()
    assert paths.stylesheet("ducks/ducks.tcss").is_file()
    monkeypatch.delenv(paths.SAVES_ENV, raising=False)
    assert paths.saves_dir() == top / "saves"


def test_an_installed_game_reads_inside_the_package_and_writes_in_user_folders(
    installed: Path, tmp_path: Path
) -> None:
    assert paths.checkout_dir() is None
    assert paths.data_dir() == installed / "data"
    assert paths.doc("RULES.md") == installed / "docs" / "RULES.md"
    assert paths.saves_dir() == tmp_path / "data-home" / "duckgeon" / "saves"
    assert paths.cache_dir() == tmp_path / "cache-home" / "duckgeon" / "content"
    assert paths.user_mods_dir() == tmp_path / "data-home" / "duckgeon" / "mods"


def test_the_environment_wins_over_the_default_folders(
    installed: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.SAVES_ENV, str(tmp_path / "my-saves"))
    monkeypatch.setenv(paths.CACHE_ENV, str(tmp_path / "my-cache"))
    assert paths.saves_dir() == tmp_path / "my-saves"
    assert paths.cache_dir() == tmp_path / "my-cache"


def test_mods_are_found_by_name_the_players_first(installed: Path) -> None:
    assert paths.resolve_mod(MOD) == installed / "mods" / MOD
    own = _mod(paths.user_mods_dir() / MOD)
    _mod(paths.user_mods_dir() / "bubbles")
    assert paths.resolve_mod(MOD) == own
    assert [p.name for p in paths.mod_folders()] == ["bubbles", MOD]
    assert paths.mod_folders()[1] == own
    assert paths.known_mods() == f"bubbles, {MOD}"


def test_a_mod_that_is_a_folder_or_not_a_plain_name_is_taken_as_given(
    installed: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / MOD).mkdir()
    assert paths.resolve_mod(MOD) == Path(MOD)  # a folder here wins over a mod of that name
    assert paths.resolve_mod("no-such-mod") == Path("no-such-mod")
    assert paths.resolve_mod(f"sub/{MOD}") == Path("sub") / MOD
    assert paths.resolve_mod("..") == Path("..")


def test_play_refuses_an_unknown_mod_and_lists_the_known_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["play", "--mod", "no-such-mod"]) == 2
    err = capsys.readouterr().err
    assert "no mod.yaml in no-such-mod" in err and MOD in err


def test_the_example_mod_loads_by_name() -> None:
    mod = paths.resolve_mod(MOD)
    assert paths.is_mod(mod)
    assert MOD in load_content(mods=[mod]).quests


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out == f"duckgeon {__version__}\n"


def test_paths_command(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["paths", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["installed"] is False and info["content"] == str(paths.data_dir())
    assert info["saves"] == str(paths.saves_dir()) and info["cache"] == str(paths.cache_dir())
    assert info["mods_found"][MOD] == str(paths.shipped_mods_dir() / MOD)
    assert main(["paths"]) == 0
    text = capsys.readouterr().out
    assert f"saves        {paths.saves_dir()}" in text and MOD in text


def test_an_installed_game_writes_schemas_here_not_in_its_package(installed: Path) -> None:
    from duckgeon_tui.cli.schema_cmd import default_out

    assert default_out() == Path("schema")
