"""Bad content gets a precise, readable error (file, line, message) and never a traceback."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from duckgeon_tui.cli import main
from duckgeon_tui.content.errors import MAX_FILE_BYTES, ContentErrors
from duckgeon_tui.content.loader import load_content

# case folder under tests/fixtures/bad → (file inside the data folder, line, column, fragments)
CASES: dict[str, tuple[str, int, int, tuple[str, ...]]] = {
    "syntax_error": ("beasties/broken.yaml", 5, 9, ("YAML syntax error", "flow mapping")),
    "wrong_type": ("beasties/toad.yaml", 5, 5, ("beasties[0].move", "valid integer")),
    "missing_field": ("beasties/toad.yaml", 2, 5, ("beasties[0].attacks", "missing required")),
    "unknown_field": ("funkards/extra.yaml", 6, 5, ("feats[0].card_colour", "unknown field")),
    "unknown_kind": (
        "funkards/extra.yaml",
        10,
        9,
        ("zappies[0].effects[1].kind", "unknown kind `explode`"),
    ),
    "duplicate_key": ("conditions/extra.yaml", 6, 5, ("duplicate key `name`", "first at line 3")),
    "duplicate_id": (
        "beasties/beasties.yaml",
        2,
        5,
        ("duplicate Beastie id `pesky-rat-head`", "again.yaml:2"),
    ),
    "dangling_reference": (
        "classes/extra.yaml",
        4,
        5,
        ("classes[0].school", "`wing-schol`", "`wing-school`"),
    ),
    "door_off_wall": ("rooms/hall.yaml", 16, 22, ("rooms[0].doors[0].at", "not on the outer wall")),
    "not_a_mapping": ("omens/list.yaml", 1, 1, ("must be a mapping", "not a list")),
    "empty_file": ("snares/empty.yaml", 1, 1, ("the file is empty",)),
    "non_utf8": ("conditions/latin1.yaml", 3, 13, ("not UTF-8", "0xe9")),
    "alias_bomb": ("omens/lol.yaml", 13, 14, ("alias bomb",)),
}


def _errors(data: Path) -> list[str]:
    with pytest.raises(ContentErrors) as caught:
        load_content(data)
    return [str(error) for error in caught.value.errors]


def _expect(
    lines: list[str], data: Path, file: str, line: int, column: int, fragments: tuple[str, ...]
) -> None:
    prefix = f"{(data / file).as_posix()}:{line}:{column}: "
    matching = [text for text in lines if text.startswith(prefix)]
    assert matching, f"no error at {prefix} in:\n" + "\n".join(lines)
    for fragment in fragments:
        assert any(fragment in text for text in matching), (fragment, matching)


def test_every_case_has_a_fixture_folder(fixtures: Path) -> None:
    bad = fixtures / "bad"
    assert sorted(p.name for p in bad.iterdir()) == sorted(CASES)


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_input_gives_a_precise_error(case: str, overlay: Callable[[str], Path]) -> None:
    data = overlay(case)
    file, line, column, fragments = CASES[case]
    _expect(_errors(data), data, file, line, column, fragments)


@pytest.mark.parametrize("case", sorted(CASES))
def test_cli_exits_1_with_one_line_per_error(
    case: str, overlay: Callable[[str], Path], capsys: pytest.CaptureFixture[str]
) -> None:
    data = overlay(case)
    assert main(["validate", "--data", str(data)]) == 1
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    file, line, column, fragments = CASES[case]
    _expect(out.splitlines(), data, file, line, column, fragments)
    assert "error" in err


def test_cli_json_lists_the_errors(
    overlay: Callable[[str], Path], capsys: pytest.CaptureFixture[str]
) -> None:
    data = overlay("dangling_reference")
    assert main(["validate", "--data", str(data), "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] is False
    assert list(result["counts"]) == [
        "classes",
        "beasties",
        "items",
        "zappies",
        "feats",
        "omens",
        "snares",
        "conditions",
        "rooms",
        "quests",
        "campaigns",
    ]
    assert result["counts"]["classes"] == 2
    first = result["errors"][0]
    assert set(first) == {"file", "line", "column", "path", "message"}
    assert (first["line"], first["column"], first["path"]) == (4, 5, "classes[0].school")


def test_a_10_mb_file_is_refused_without_reading_it_all(minimal_copy: Path) -> None:
    big = minimal_copy / "omens" / "huge.yaml"
    line = b"  - {id: o, name: O, effects: [{kind: draw}]}\n"
    big.write_bytes(b"omens:\n" + line * (10 * 1024 * 1024 // len(line)))
    assert big.stat().st_size > 4 * MAX_FILE_BYTES
    _expect(_errors(minimal_copy), minimal_copy, "omens/huge.yaml", 1, 1, ("10.0 MB", "2 MB"))


def test_all_errors_of_all_files_come_at_once_sorted(overlay: Callable[[str], Path]) -> None:
    for case in ("wrong_type", "unknown_field", "empty_file", "door_off_wall"):
        data = overlay(case)
    lines = _errors(data)
    files = [text.split(":", 1)[0] for text in lines]
    assert len(set(files)) == 4
    assert files == sorted(files)


def test_a_broken_file_does_not_flood_references(minimal_copy: Path) -> None:
    # Every class names a Funkard; a broken Funkards file must not make those dangle too.
    (minimal_copy / "funkards" / "funkards.yaml").write_text("items: [\n", encoding="utf-8")
    lines = _errors(minimal_copy)
    assert len(lines) == 1 and "YAML syntax error" in lines[0]


def test_a_number_where_words_go_says_to_quote_it(minimal_copy: Path, tmp_path: Path) -> None:
    mod = tmp_path / "mod"
    mod.mkdir()
    (mod / "mod.yaml").write_text("id: m\nname: M\nversion: 1.0\n", encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load_content(minimal_copy, [mod])
    (error,) = caught.value.errors
    assert (error.line, error.path) == (3, "version")
    assert 'write it in quotes, e.g. "1.0"' in error.message
