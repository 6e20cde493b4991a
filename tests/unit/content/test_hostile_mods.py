"""Hostile mods get `file:line:col` errors, quickly, and never a traceback, a freeze, a file
read from outside the mod or a control character on the terminal."""

from __future__ import annotations

import os
import re
import time
import typing
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from duckgeon_tui.cli import main
from duckgeon_tui.content.errors import MAX_REPORTED, ContentErrors
from duckgeon_tui.content.files import FILE_KINDS
from duckgeon_tui.content.loader import load_content

MANIFEST = "id: hostile\nname: Hostile\nversion: 1.0.0\n"
TOAD = """\
beasties:
  - id: hostile-toad
    name: Hostile Toad
    stats: {F: 3, Q: 2, P: 1}
    move: 2
    attacks: [{name: Lick, style: choppy}]
    tactics: [approach]
    glyph: t
"""


@pytest.fixture
def make_mod(tmp_path: Path) -> Callable[..., Path]:
    """`make_mod(files, manifest=..., name="mod")`: a mod folder under tmp_path."""

    def make(
        files: dict[str, str] | None = None, manifest: str = MANIFEST, name: str = "mod"
    ) -> Path:
        mod = tmp_path / name
        (mod / "beasties").mkdir(parents=True)
        (mod / "mod.yaml").write_text(manifest, encoding="utf-8")
        for relative, text in (files or {}).items():
            (mod / relative).parent.mkdir(parents=True, exist_ok=True)
            (mod / relative).write_text(text, encoding="utf-8")
        return mod

    return make


def errors_of(data: Path, *mods: Path) -> list[str]:
    with pytest.raises(ContentErrors) as caught:
        load_content(data, list(mods))
    return [str(error) for error in caught.value.errors]


def cpu_seconds(run: Callable[[], object], runs: int = 2) -> float:
    """The least CPU time of a few runs (the first may warm caches; a busy machine adds noise)."""
    costs = []
    for _ in range(runs):
        began = time.process_time()
        run()
        costs.append(time.process_time() - began)
    return min(costs)


def one_error_at(lines: list[str], where: str, *fragments: str) -> str:
    found = [line for line in lines if line.startswith(where)]
    assert found, f"no error at {where} in:\n" + "\n".join(lines)
    for fragment in fragments:
        assert any(fragment in line for line in found), (fragment, found)
    return found[0]


def test_two_mods_with_one_id_are_an_error_at_the_second_manifest(
    minimal_copy: Path, make_mod: Callable[..., Path]
) -> None:
    first = make_mod(name="one")
    second = make_mod(manifest=MANIFEST.replace("1.0.0", "2.0.0"), name="two")
    lines = errors_of(minimal_copy, first, second)
    one_error_at(lines, f"{second}/mod.yaml:1:1: id: ", "`hostile`", f"{first}/mod.yaml:1")


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("!!int four", "`four` is not a valid `!!int`"),
        ("!!float nope", "`nope` is not a valid `!!float`"),
        ("9" * 10_000, "a number of 10000 digits is too long"),
        ("!!timestamp 2024-13-45", "`2024-13-45` is not a valid `!!timestamp`"),
    ],
)
def test_values_python_cannot_read_are_errors_with_a_place(
    value: str, message: str, minimal_copy: Path, make_mod: Callable[..., Path]
) -> None:
    mod = make_mod({"beasties/toad.yaml": TOAD.replace("move: 2", f"move: {value}")})
    one_error_at(errors_of(minimal_copy, mod), f"{mod}/beasties/toad.yaml:5:11: ", message)


def test_simulate_refuses_such_a_mod_without_a_traceback(
    make_mod: Callable[..., Path], capsys: pytest.CaptureFixture[str]
) -> None:
    mod = make_mod({"beasties/toad.yaml": TOAD.replace("move: 2", "move: !!int four")})
    assert main(["simulate", "--mod", str(mod), "--games", "1", "--seed", "1"]) == 1
    err = capsys.readouterr().err
    assert f"{mod}/beasties/toad.yaml:5:11: YAML error: `four` is not a valid `!!int`" in err


def test_an_unreadable_kind_folder(
    minimal_copy: Path, make_mod: Callable[..., Path], deny: Callable[..., None]
) -> None:
    mod = make_mod({"beasties/toad.yaml": TOAD})
    deny(mod / "beasties")
    lines = errors_of(minimal_copy, mod)
    one_error_at(lines, f"{mod}/beasties:1:1: ", "cannot be read (permission denied)")


def test_control_characters_never_reach_the_terminal(
    minimal_copy: Path, make_mod: Callable[..., Path], capsys: pytest.CaptureFixture[str]
) -> None:
    key = '    "\\e[2J\\e]0;pwned\\a": 1\n'
    mod = make_mod(
        {
            "beasties/toad.yaml": TOAD + key,
            "beasties/x\x1b[2J\nforged.yaml:1:1: a forged line.yaml": "beasties: 5\n",
        }
    )
    assert main(["validate", "--data", str(minimal_copy), str(mod)]) == 1
    out = capsys.readouterr().out
    assert out.isascii() and all(line.isprintable() for line in out.splitlines()), repr(out)
    assert not any(line.startswith("forged") for line in out.splitlines())
    assert "x\\x1b[2J\\nforged.yaml:1:1: a forged line.yaml:1:1: beasties: " in out
    assert (
        f"{mod}/beasties/toad.yaml:9:5: YAML error: the text holds the control character U+001B"
        in out
    )


def outside_secret(tmp_path: Path) -> Path:
    secret = tmp_path / "outside" / "shadow.yaml"
    secret.parent.mkdir()
    secret.write_text("root_password_hash: 1\n", encoding="utf-8")
    return secret


LINKS: dict[str, tuple[Callable[[Path, Path], Any], str, str]] = {
    # what → (make it in the mod, entry that is refused, words)
    "a file link leaving the mod": (
        lambda mod, secret: (mod / "beasties" / "shadow.yaml").symlink_to(secret),
        "beasties/shadow.yaml",
        "leads outside the mod folder",
    ),
    "a folder link leaving the mod": (
        lambda mod, secret: (mod / "omens").symlink_to(secret.parent, target_is_directory=True),
        "omens",
        "leads outside the mod folder",
    ),
    "a dangling link": (
        lambda mod, _: (mod / "beasties" / "gone.yaml").symlink_to(mod / "nothing"),
        "beasties/gone.yaml",
        "a link to something that is not there",
    ),
    "a looping link": (
        lambda mod, _: (mod / "beasties" / "loop.yaml").symlink_to(mod / "beasties" / "loop.yaml"),
        "beasties/loop.yaml",
        "a link that leads back to itself",
    ),
    "a FIFO": (
        lambda mod, _: os.mkfifo(mod / "beasties" / "pipe.yaml"),
        "beasties/pipe.yaml",
        "FIFO",
    ),
    "a link to /dev/zero": (
        lambda mod, _: (mod / "beasties" / "zero.yaml").symlink_to("/dev/zero"),
        "beasties/zero.yaml",
        "leads outside the mod folder",
    ),
    "a .YAML file": (
        lambda mod, _: (mod / "beasties" / "LOUD.YAML").write_text(TOAD, encoding="utf-8"),
        "beasties/LOUD.YAML",
        "end in `.yaml` (lower case)",
    ),
}


@pytest.mark.parametrize("what", sorted(LINKS))
def test_entries_that_would_be_skipped_or_leave_the_mod_are_errors(
    what: str,
    tmp_path: Path,
    minimal_copy: Path,
    make_mod: Callable[..., Path],
    within: Callable[[float], Any],
) -> None:
    make, entry, words = LINKS[what]
    mod = make_mod({"beasties/toad.yaml": TOAD})
    make(mod, outside_secret(tmp_path))
    with within(5):
        lines = errors_of(minimal_copy, mod)
    one_error_at(lines, f"{mod}/{entry}:1:1: ", words)
    assert not any("root_password_hash" in line for line in lines)


@pytest.mark.parametrize("word", ["yes", "off", "1", '"true"'])
def test_only_true_and_false_are_booleans(
    word: str, minimal_copy: Path, make_mod: Callable[..., Path]
) -> None:
    mod = make_mod({"beasties/toad.yaml": TOAD + f"    boss: {word}\n"})
    lines = errors_of(minimal_copy, mod)
    one_error_at(lines, f"{mod}/beasties/toad.yaml:9:5: beasties[0].boss: ", "only `true` and")


def _models(root: type[BaseModel]) -> Iterator[type[BaseModel]]:
    seen: set[type[BaseModel]] = set()
    stack = [root]
    while stack:
        model = stack.pop()
        if model in seen:
            continue
        seen.add(model)
        yield model
        for info in model.model_fields.values():
            args = [info.annotation]
            while args:
                arg = args.pop()
                if isinstance(arg, type) and issubclass(arg, BaseModel):
                    stack.append(arg)
                args.extend(typing.get_args(arg))


def test_every_boolean_field_of_the_content_is_strict() -> None:
    loose = [
        f"{model.__name__}.{name}"
        for kind in FILE_KINDS.values()
        for model in _models(kind)
        for name, info in model.model_fields.items()
        if info.annotation is bool and not any(getattr(m, "strict", False) for m in info.metadata)
    ]
    assert not loose, f"use StrictBool for {loose}"


def test_content_with_no_quest_or_no_class_is_an_error(
    minimal_copy: Path, make_mod: Callable[..., Path]
) -> None:
    removal = "remove:\n  quests: [quest-1]\n  classes: [flapper]\n"
    mod = make_mod(manifest=MANIFEST + removal)
    lines = errors_of(minimal_copy, mod)
    one_error_at(lines, f"{mod}/mod.yaml:5:3: remove.quests: ", "no quest is left")
    one_error_at(lines, f"{mod}/mod.yaml:6:3: remove.classes: ", "no Duckventurer class is left")


def test_an_alias_bomb_in_mod_yaml_does_not_freeze_the_mods_screen(
    make_mod: Callable[..., Path],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    within: Callable[[float], Any],
) -> None:
    from duckgeon_tui.tui.content_source import check_mod

    bomb = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    for n in "bcdefg":
        bomb += f"{n}: &{n} [{', '.join(['*' + chr(ord(n) - 1)] * 9)}]\n"
    mod = make_mod(manifest=MANIFEST + bomb)
    monkeypatch.setenv("DUCKGEON_CACHE", str(tmp_path / "cache"))
    with within(10):
        status = check_mod(mod, True)
    assert status.manifest is None
    assert any(p.startswith(f"{mod}/mod.yaml:9:4: ") and "alias bomb" in p for p in status.problems)
    # Every problem is one short `file:line:col` line (not the expanded bomb in an error).
    assert all(re.match(r"^.+:\d+:\d+: ", p) and len(p) < 300 for p in status.problems)


@pytest.mark.heavy
def test_many_errors_are_reported_fast_and_capped(
    minimal_copy: Path, make_mod: Callable[..., Path], capsys: pytest.CaptureFixture[str]
) -> None:
    keys = 10_000  # 16 s for 20,000 keys when every error searched the file again

    def junk(count: int, name: str) -> Path:
        lines = "".join(f"junk{n}: {n}\n" for n in range(count))
        return make_mod({"beasties/junk.yaml": TOAD + lines}, name=name)

    small, big, mod = junk(5_000, "small"), junk(20_000, "big"), junk(keys, "mod")
    # Four times the errors cost about four times the time (sixteen if the report were quadratic,
    # as when every error searched the file again). Measured: 3.5-10.5 times, the top of it on a
    # busy machine, where pydantic's own list of 20,000 errors costs some 20 times that of 5,000.
    small_cost = cpu_seconds(
        lambda: main(["validate", "--data", str(minimal_copy), str(small)]), runs=3
    )
    cost = cpu_seconds(lambda: main(["validate", "--data", str(minimal_copy), str(big)]), runs=3)
    assert cost < 13 * small_cost, (cost, small_cost)
    capsys.readouterr()
    assert main(["validate", "--data", str(minimal_copy), str(mod)]) == 1
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert len(lines) == MAX_REPORTED + 1
    assert lines[0].startswith(f"{mod}/beasties/junk.yaml:9:1: junk0: unknown field")
    assert lines[-1] == f"... and {keys - MAX_REPORTED} more errors (fix these first)"
    assert f"{keys} errors in" in captured.err


@pytest.mark.heavy
def test_a_file_of_too_many_values_is_refused_at_once(
    minimal_copy: Path, make_mod: Callable[..., Path]
) -> None:
    def values(keys: int, name: str) -> Path:
        return make_mod(
            {"beasties/junk.yaml": TOAD + "".join(f"k{n}: 1\n" for n in range(keys))}, name=name
        )

    mod, bigger = values(60_000, "mod"), values(120_000, "bigger")  # 120,000 and 240,000 values
    # Reading stops at the cap: a file twice as big costs no more (twice as much if read whole).
    runs: list[list[str]] = []
    cost = cpu_seconds(lambda: runs.append(errors_of(minimal_copy, mod)))
    assert cpu_seconds(lambda: errors_of(minimal_copy, bigger)) < 1.5 * cost
    lines = runs[0]
    words = "the file holds more than 100 000 values; split it into several files"
    assert lines == [f"{mod}/beasties/junk.yaml:1:1: {words}"]


def test_every_yaml_read_goes_through_the_guarded_loader() -> None:
    package = Path(__file__).resolve().parents[3] / "duckgeon_tui"
    readers = re.compile(r"\byaml\.(load|safe_load|full_load|unsafe_load|compose|parse|scan)\b")
    found = [
        f"{path.relative_to(package)}:{number}"
        for path in sorted(package.rglob("*.py"))
        if path.name != "yaml_source.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if readers.search(line)
    ]
    assert not found, f"read YAML with content.yaml_source.parse_yaml instead: {found}"
