"""Mods layer on the base in order: same id replaces, new id adds, `remove:` takes ids out."""

from __future__ import annotations

from pathlib import Path

import pytest

from duckgeon_tui.content.errors import ContentErrors
from duckgeon_tui.content.loader import load_content

RAT = """\
beasties:
  - id: pesky-rat-head
    name: {name}
    stats: {{F: 3, Q: 2, P: 3}}
    move: 4
    attacks:
      - {{name: Nibble, style: choppy}}
    tactics: [approach]
    glyph: r
"""


def _mod(
    root: Path, name: str, manifest_extra: str = "", files: dict[str, str] | None = None
) -> Path:
    mod = root / name
    mod.mkdir()
    (mod / "mod.yaml").write_text(
        f"id: {name}\nname: {name.title()}\nversion: 1.0.0\n{manifest_extra}", encoding="utf-8"
    )
    for relative, text in (files or {}).items():
        path = mod / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return mod


def _messages(base: Path, mods: list[Path]) -> list[str]:
    with pytest.raises(ContentErrors) as caught:
        load_content(base, mods)
    return [str(error) for error in caught.value.errors]


def test_same_id_replaces_and_later_mods_win(minimal_copy: Path, tmp_path: Path) -> None:
    first = _mod(tmp_path, "first", files={"beasties/rat.yaml": RAT.format(name="Big Rat")})
    second = _mod(tmp_path, "second", files={"beasties/rat.yaml": RAT.format(name="Huge Rat")})
    content = load_content(minimal_copy, [first, second])
    assert content.beasties["pesky-rat-head"].name == "Huge Rat"
    assert len(content.beasties) == 2
    assert [m.id for m in content.mods] == ["first", "second"]


def test_new_id_adds_and_remove_takes_out(minimal_copy: Path, tmp_path: Path) -> None:
    toad = RAT.format(name="Toad").replace("pesky-rat-head", "grumpy-toad")
    mod = _mod(
        tmp_path, "swap", "remove:\n  omens: [feather-storm]\n", {"beasties/toad.yaml": toad}
    )
    content = load_content(minimal_copy, [mod])
    assert set(content.beasties) == {"pesky-rat-head", "duckthulhu", "grumpy-toad"}
    assert content.omens == {}


def test_a_funkard_replaces_a_funkard_of_another_kind(minimal_copy: Path, tmp_path: Path) -> None:
    zappy = """\
zappies:
  - id: flap-dash
    name: Flap Zap
    cost: 2
    activation: activated
    effects: [{kind: damage, amount: 1}]
"""
    content = load_content(minimal_copy, [_mod(tmp_path, "zap", files={"funkards/z.yaml": zappy})])
    assert "flap-dash" in content.zappies and "flap-dash" not in content.feats


def test_removing_what_is_not_there_is_an_error(minimal_copy: Path, tmp_path: Path) -> None:
    mod = _mod(tmp_path, "oops", "remove:\n  beasties: [no-such-beastie]\n")
    (line,) = _messages(minimal_copy, [mod])
    assert line.startswith(f"{(mod / 'mod.yaml').as_posix()}:5:")
    assert "remove.beasties[0]" in line and "no Beastie `no-such-beastie`" in line


def test_removing_something_still_used_leaves_a_dangling_reference(
    minimal_copy: Path, tmp_path: Path
) -> None:
    mod = _mod(tmp_path, "nosword", "remove:\n  items: [plain-ol-sword]\n")
    lines = _messages(minimal_copy, [mod])
    assert any("starting_funkards[0]" in line and "plain-ol-sword" in line for line in lines)


def test_a_mod_needs_a_manifest(minimal_copy: Path, tmp_path: Path) -> None:
    bare = tmp_path / "bare"
    bare.mkdir()
    (line,) = _messages(minimal_copy, [bare])
    assert "needs a `mod.yaml`" in line


def test_misplaced_files_are_errors(minimal_copy: Path) -> None:
    (minimal_copy / "stray.yaml").write_text("a: 1\n", encoding="utf-8")
    (minimal_copy / "beasties" / "rat.yml").write_text("a: 1\n", encoding="utf-8")
    (minimal_copy / "monsters").mkdir()
    (minimal_copy / "monsters" / "m.yaml").write_text("a: 1\n", encoding="utf-8")
    lines = _messages(minimal_copy, [])
    assert len(lines) == 3
    assert any("rename it" in line for line in lines)
    assert any("unknown content folder `monsters`" in line for line in lines)
    assert any("not at the top" in line for line in lines)


def test_the_deck_check_counts_the_base_only(minimal_copy: Path) -> None:
    with pytest.raises(ContentErrors) as caught:
        load_content(minimal_copy, check_deck=True)
    paths = sorted(error.path for error in caught.value.errors)
    assert paths == ["feats", "items", "zappies"]
    assert "exactly 50" in caught.value.errors[0].message


def test_six_ranks_are_needed(minimal_copy: Path) -> None:
    ranks = minimal_copy / "ranks" / "ranks.yaml"
    ranks.write_text("\n".join(ranks.read_text().splitlines()[:-2]) + "\n", encoding="utf-8")
    (line,) = _messages(minimal_copy, [])
    assert "Rank 5, 6 missing" in line
