"""Attack: hostile mods, saves, caches and command lines, made here at run time, each tried in
its own process under a time and memory limit. Prints the cases tried, the clean refusals (or
cases handled as the game promises), the wrong outcomes (hostile input taken as good, a file
silently skipped, a control character or a secret reaching the terminal, a game lost), the
tracebacks, the freezes, and the seconds of the slowest case.

    .venv/bin/python bench/attack.py            # every case
    .venv/bin/python bench/attack.py -k save    # the cases whose name holds "save"
    .venv/bin/python bench/attack.py -v         # one line per case
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import json
import os
import re
import resource
import shutil
import signal
import stat
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from duckgeon_tui.cli import main as cli
from duckgeon_tui.content.loader import DATA_DIR, load_content

TIME_LIMIT = 30.0
"""A case still running after this many seconds is a freeze."""
MEMORY_LIMIT = 1536 * 1024 * 1024
"""Address space a case may use (an alias bomb must not take the machine down)."""
NOBODY = 65534
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\x9b]")


class Wrong(Exception):
    """The game did not crash, but did the wrong thing with hostile input."""


@dataclass(frozen=True)
class Case:
    """One attack: a name, and a function that runs it in a scratch folder and returns what
    the game said (raising Wrong when the game got it wrong)."""

    name: str
    run: Callable[[Path], str]
    unprivileged: bool = False
    """Run as an ordinary user (a folder's permissions mean nothing to root)."""


CASES: list[Case] = []


def case(name: str, unprivileged: bool = False) -> Callable[[Callable[[Path], str]], Any]:
    """Register a case."""

    def register(run: Callable[[Path], str]) -> Callable[[Path], str]:
        CASES.append(Case(name, run, unprivileged))
        return run

    return register


# Running the game's entry points ------------------------------------------------------------


class Capture(io.StringIO):
    """What a command prints (it stays readable after the command closes its stderr)."""

    def close(self) -> None:
        """Keep the text."""


def run_cli(*argv: str) -> tuple[int, str]:
    """Run a `duckgeon` command in this process; its exit code and everything it printed."""
    out = Capture()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            code = cli(list(argv))
        except SystemExit as exc:  # argparse refusing an argument
            code = int(exc.code or 0)
    text = out.getvalue()
    if CONTROL.search(text):
        raise Wrong(f"a control character reached the terminal: {text[:120]!r}")
    return code, text


def validate(*mods: Path) -> str:
    """`duckgeon validate MOD...`: must refuse the mod with file:line:col errors."""
    code, text = run_cli("validate", *map(str, mods))
    if code == 0:
        raise Wrong("validate accepted it")
    first = text.strip().splitlines()[0] if text.strip() else ""
    if not re.match(r"^.+:\d+:\d+: ", first):
        raise Wrong(f"no file:line:col error: {first[:100]!r}")
    return first


def simulate_mod(mod: Path) -> str:
    """`duckgeon simulate --mod MOD`: must refuse it with a message."""
    code, text = run_cli("simulate", "--mod", str(mod), "--games", "1", "--seed", "1", "--json")
    if code == 0:
        raise Wrong("simulate played with it")
    return text.strip().splitlines()[0]


def mods_screen(mod: Path) -> str:
    """The Mods screen's check of one mod folder: must list its problems."""
    from duckgeon_tui.tui.content_source import check_mod

    status = check_mod(mod, True)
    if not status.problems:
        raise Wrong("the Mods screen says it loads cleanly")
    for problem in status.problems:
        if CONTROL.search(problem):
            raise Wrong(f"a control character reaches the Mods screen: {problem[:100]!r}")
    return status.problems[0]


def mod_everywhere(mod: Path, simulate: bool = False) -> str:
    """Validate, the Mods screen and (optionally) simulate must all refuse the mod."""
    said = validate(mod)
    mods_screen(mod)
    if simulate:
        simulate_mod(mod)
    return said


async def _drive(options: Any, keys: tuple[str, ...], look: Callable[[Any], str]) -> str:
    from duckgeon_tui.tui.app import DuckgeonApp

    app = DuckgeonApp(options)
    said = ""
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(5):
            await pilot.pause()
        for key in keys:
            await pilot.press(key)
            for _ in range(3):
                await pilot.pause()
        await pilot.pause(0.2)
        said = look(app)
    return said


def run_app(
    saves: Path,
    start: Literal["title", "new", "continue"] = "title",
    keys: tuple[str, ...] = (),
    look: Callable[[Any], str] | None = None,
    mods: tuple[Path, ...] = (),
    new_game: Any = None,
) -> str:
    """Open the app headless, press keys, and say what is on top (`look` may judge it)."""
    from duckgeon_tui.tui.launch import LaunchOptions

    options = LaunchOptions(
        saves_dir=saves,
        mod_dirs=mods,
        start=start,
        new_game=new_game,
        animation=False,
    )
    return asyncio.run(_drive(options, keys, look or top_screen))


def screen_text(screen: Any) -> str:
    """Every Static and Label text of a screen, joined."""
    from textual.widgets import Button, Static

    parts = [str(widget.render()) for widget in screen.query(Static)]
    parts += [str(button.label) for button in screen.query(Button)]
    return " | ".join(parts)


def top_screen(app: Any) -> str:
    """The screen on top, by class name, with its words."""
    return f"{type(app.screen).__name__}: {screen_text(app.screen)[:160]}"


def continue_must_refuse(app: Any) -> str:
    """After --continue: a dialog saying why, not the dungeon."""
    names = [type(s).__name__ for s in app.screen_stack]
    if "DungeonScreen" in names:
        raise Wrong("the hostile save was opened and played")
    said = top_screen(app)
    if "Dialog" not in said.split(":")[0]:
        raise Wrong(f"nothing says why it cannot be opened ({said[:80]})")
    return said


def load_must_list(slot: str) -> Callable[[Any], str]:
    """On the Load screen: a row for the slot, with the reason it cannot be opened."""

    def look(app: Any) -> str:
        screen = app.screen
        infos = getattr(screen, "infos", None)
        if infos is None:
            raise Wrong(f"the Load screen is not open ({type(screen).__name__})")
        row = next((i for i in infos if i.slot == slot), None)
        if row is None:
            raise Wrong(f"the Load screen does not list '{slot}'")
        if row.problem is None:
            raise Wrong(f"the Load screen lists '{slot}' as a good save")
        return f"Load row: {row.problem}"

    return look


# Content to attack ----------------------------------------------------------------------------

MANIFEST = "id: hostile\nname: Hostile\nversion: 1.0.0\n"
BEASTIE = """\
beasties:
  - id: hostile-toad
    name: Hostile Toad
    stats: {F: 3, Q: 2, P: 1}
    move: 2
    attacks: [{name: Lick, style: choppy}]
    tactics: [approach, attack]
    glyph: t
"""


def make_mod(root: Path, files: dict[str, str | bytes], manifest: str = MANIFEST) -> Path:
    """A mod folder with a manifest and the given files."""
    mod = root / "mod"
    mod.mkdir(parents=True, exist_ok=True)
    (mod / "mod.yaml").write_text(manifest, encoding="utf-8")
    for name, body in files.items():
        path = mod / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(body, bytes):
            path.write_bytes(body)
        else:
            path.write_text(body, encoding="utf-8")
    return mod


def beastie_with(line: str, replace: str = "    move: 2\n") -> str:
    """The hostile toad with one line replaced."""
    return BEASTIE.replace(replace, line)


@case("mod: alias bomb in mod.yaml")
def _(tmp: Path) -> str:
    bomb = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    for n in "bcdefghi":
        prev = chr(ord(n) - 1)
        bomb += f"{n}: &{n} [{', '.join(['*' + prev] * 9)}]\n"
    return mod_everywhere(make_mod(tmp, {}, manifest=MANIFEST + bomb))


for keys in (20_000, 60_000):

    @case(f"mod: {keys} unknown top-level keys")
    def _(tmp: Path, keys: int = keys) -> str:
        body = BEASTIE + "".join(f"junk{n}: {n}\n" for n in range(keys))
        return validate(make_mod(tmp, {"beasties/junk.yaml": body}))


@case("mod: 2 MB of unknown keys")
def _(tmp: Path) -> str:
    lines, size, n = [BEASTIE], len(BEASTIE), 0
    while True:
        line = f"k{n}: 1\n"
        if size + len(line) > 2 * 1024 * 1024 - 1:
            break
        lines.append(line)
        size += len(line)
        n += 1
    return validate(make_mod(tmp, {"beasties/junk.yaml": "".join(lines)}))


@case("mod: 2 MB of nested lists")
def _(tmp: Path) -> str:
    depth = 1024 * 1024 - 100
    return validate(make_mod(tmp, {"beasties/deep.yaml": "beasties: " + "[" * depth}))


for label, line in (
    ("!!int four", "    move: !!int four\n"),
    ("!!float nope", "    move: !!float nope\n"),
    ("a 10,000-digit integer", f"    move: {'9' * 10_000}\n"),
    ("!!timestamp 2024-13-45", "    move: !!timestamp 2024-13-45\n"),
    ("a 10,000-digit float", f"    move: 1.{'5' * 10_000}e99999\n"),
):

    @case(f"mod: {label}")
    def _(tmp: Path, line: str = line) -> str:
        return mod_everywhere(make_mod(tmp, {"beasties/toad.yaml": beastie_with(line)}), True)


@case("mod: an unreadable kind folder", unprivileged=True)
def _(tmp: Path) -> str:
    mod = make_mod(tmp, {"beasties/toad.yaml": BEASTIE})
    (mod / "beasties").chmod(0)
    return mod_everywhere(mod, True)


@case("mod: an unreadable file", unprivileged=True)
def _(tmp: Path) -> str:
    mod = make_mod(tmp, {"beasties/toad.yaml": BEASTIE})
    (mod / "beasties" / "toad.yaml").chmod(0)
    return mod_everywhere(mod)


for label, line in (
    ("an escape sequence in a key", '    "\\e[2J\\e]0;pwned\\a": 1\n'),
    ("an escape sequence in a key given twice", '    glyph: t\n    "\\e[5mk": 1\n' * 2),
):

    @case(f"mod: {label}")
    def _(tmp: Path, line: str = line) -> str:
        body = beastie_with(line, "    glyph: t\n")
        return mod_everywhere(make_mod(tmp, {"beasties/toad.yaml": body}))


@case("mod: an escape sequence in a room map")
def _(tmp: Path) -> str:
    import yaml

    rooms = yaml.safe_load((DATA_DIR / "rooms" / "entry-room.yaml").read_text(encoding="utf-8"))
    grid = rooms["rooms"][0]["map"]
    grid[1] = grid[1][:1] + "\x1b" + grid[1][2:]
    return mod_everywhere(make_mod(tmp, {"rooms/entry-room.yaml": yaml.safe_dump(rooms)}))


@case("mod: a file name with an escape sequence and a newline")
def _(tmp: Path) -> str:
    mod = make_mod(tmp, {})
    name = "x\x1b[2J\nforged.yaml:1:1: this line was forged.yaml"
    (mod / "beasties").mkdir()
    (mod / "beasties" / name).write_text("beasties: 5\n", encoding="utf-8")
    said = mod_everywhere(mod)
    _, text = run_cli("validate", str(mod))
    if any(line.startswith("forged.yaml") for line in text.splitlines()):
        raise Wrong("a newline in a file name forged an error line")
    return said


def secret_file(tmp: Path) -> Path:
    secret = tmp / "outside" / "shadow.yaml"
    secret.parent.mkdir()
    secret.write_text("root_password_hash: 1\nbeasties: []\n", encoding="utf-8")
    return secret


def refuse_without_secret(mod: Path) -> str:
    said = mod_everywhere(mod)
    _, text = run_cli("validate", str(mod))
    if "root_password_hash" in text:
        raise Wrong("a file outside the mod was read (its key names show in the errors)")
    return said


@case("mod: a link to a file outside the mod")
def _(tmp: Path) -> str:
    mod = make_mod(tmp, {"beasties/toad.yaml": BEASTIE})
    (mod / "beasties" / "shadow.yaml").symlink_to(secret_file(tmp))
    return refuse_without_secret(mod)


@case("mod: a kind folder linking outside the mod")
def _(tmp: Path) -> str:
    mod = make_mod(tmp, {})
    (mod / "beasties").symlink_to(secret_file(tmp).parent, target_is_directory=True)
    return refuse_without_secret(mod)


@case("mod: an unknown folder linking to /proc")
def _(tmp: Path) -> str:
    mod = make_mod(tmp, {"beasties/toad.yaml": BEASTIE})
    (mod / "extras").symlink_to("/proc", target_is_directory=True)
    return mod_everywhere(mod)


def skipped_entry(make: Callable[[Path], None]) -> Callable[[Path], str]:
    def run(tmp: Path) -> str:
        mod = make_mod(tmp, {"beasties/toad.yaml": BEASTIE})
        make(mod / "beasties")
        return mod_everywhere(mod)

    return run


for label, make in (
    ("a dangling link", lambda d: (d / "gone.yaml").symlink_to(d / "nothing.yaml")),
    ("a looping link", lambda d: (d / "loop.yaml").symlink_to(d / "loop.yaml")),
    ("a FIFO", lambda d: os.mkfifo(d / "pipe.yaml")),
    ("a link to /dev/zero", lambda d: (d / "zero.yaml").symlink_to("/dev/zero")),
    ("a .YAML file", lambda d: (d / "LOUD.YAML").write_text(BEASTIE, encoding="utf-8")),
):
    case(f"mod: {label} in a kind folder")(skipped_entry(make))


for word in ("yes", "off", "1", '"true"'):

    @case(f"mod: boss: {word}")
    def _(tmp: Path, word: str = word) -> str:
        body = beastie_with(f"    glyph: t\n    boss: {word}\n", "    glyph: t\n")
        return mod_everywhere(make_mod(tmp, {"beasties/toad.yaml": body}))


EMPTY = (
    "remove:\n  quests: [quest-1]\n  classes: [drakagorn, duckidin, duckwiz, flapper, bouncer,"
    " quacker, boomer, bonker]\n"
)


@case("mod: no quest and no class left")
def _(tmp: Path) -> str:
    return mod_everywhere(make_mod(tmp, {}, manifest=MANIFEST + EMPTY))


@case("app: New game with no quest and no class left")
def _(tmp: Path) -> str:
    mod = make_mod(tmp, {}, manifest=MANIFEST + EMPTY)

    def look(app: Any) -> str:
        said = top_screen(app)
        if "ErrorDialog" not in said:
            raise Wrong(f"New game opened with no quest or class: {said[:80]}")
        return said

    return run_app(tmp / "saves", keys=("n",), look=look, mods=(mod,))


@case("mod: two mods with one id")
def _(tmp: Path) -> str:
    one = make_mod(tmp / "one", {}, manifest=MANIFEST)
    two = make_mod(tmp / "two", {}, manifest=MANIFEST.replace("1.0.0", "2.0.0"))
    said = validate(one, two)
    if "two/mod/mod.yaml" not in said:
        raise Wrong(f"the error is not at the second mod.yaml: {said[:100]}")
    return said


# The content cache ----------------------------------------------------------------------------


def cache_attack(edit: Callable[[Path], None]) -> Callable[[Path], str]:
    """Load with a cache, spoil the cache file, load again: the content must be the same."""

    def run(tmp: Path) -> str:
        cache = tmp / "cache"
        good = load_content(DATA_DIR, cache_dir=cache)
        (path,) = cache.glob("content-*.json")
        edit(path)
        again = load_content(DATA_DIR, cache_dir=cache)
        if again != good:
            raise Wrong("the spoilt cache was used as content")
        return "rebuilt from YAML"

    return run


def edit_payload(path: Path, change: Callable[[dict[str, Any]], None], reseal: bool) -> None:
    """Change the cached data, keeping whatever seal the file has; with `reseal`, seal it again
    when the cache module knows how (a modder editing the cache by hand, digest and all)."""
    from duckgeon_tui.content import cache

    raw = path.read_bytes()
    body, newline, trailer = raw.rstrip(b"\n").rpartition(b"\n")  # the JSON, then its seal
    try:
        data = json.loads(raw)
        body, newline, trailer = raw, b"", b""
    except ValueError:
        data = json.loads(body)
        trailer += b"\n"
    change(data)
    new_body = json.dumps(data, separators=(",", ":")).encode()
    seal = getattr(cache, "seal", None)
    if reseal and seal is not None:
        path.write_bytes(seal(new_body))
    else:
        path.write_bytes(new_body + newline + trailer)


def duckidin(data: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = data["classes"]["duckidin"]
    return found


def first(data: dict[str, Any], collection: str) -> dict[str, Any]:
    found: dict[str, Any] = next(iter(data[collection].values()))
    return found


CACHE_EDITS: tuple[tuple[str, Callable[[dict[str, Any]], None], bool], ...] = (
    # (what is changed, the change, whether the models' shape alone refuses it)
    ("duckidin F 999", lambda d: duckidin(d)["stats"].update(F=999), True),
    ("duckidin Q -7", lambda d: duckidin(d)["stats"].update(Q=-7), True),
    ("a class name that is a list", lambda d: duckidin(d).update(name=["x"]), True),
    ("a Beastie with no attacks", lambda d: first(d, "beasties").pop("attacks"), True),
    ("an unknown effect kind", lambda d: first(d, "zappies")["effects"][0].update(kind="x"), True),
    ("an injected quest", lambda d: d["quests"].update({"quest-x": first(d, "quests")}), False),
    ("a 1x1 room", lambda d: first(d, "rooms").update(map=["#"]), False),
)


def spoil_cache(change: Callable[[dict[str, Any]], Any], reseal: bool) -> Callable[[Path], None]:
    return lambda path: edit_payload(path, change, reseal)


for label, change, shape in CACHE_EDITS:
    case(f"cache: {label}")(cache_attack(spoil_cache(change, False)))
    if shape:
        case(f"cache: {label}, re-sealed")(cache_attack(spoil_cache(change, True)))


def replace_with(make: Callable[[Path], None]) -> Callable[[Path], None]:
    def edit(path: Path) -> None:
        path.unlink()
        make(path)

    return edit


for label, make in (
    ("truncated", lambda p: p.write_bytes(b'{"schools":{')),
    ("a folder", lambda p: p.mkdir()),
    ("a FIFO", lambda p: os.mkfifo(p)),
    ("a link to /dev/zero", lambda p: p.symlink_to("/dev/zero")),
    ("JSON nested 100k deep", lambda p: p.write_bytes(b"[" * 100_000)),
):
    case(f"cache: {label}")(cache_attack(replace_with(make)))


# Save files -------------------------------------------------------------------------------------


def saves_with(tmp: Path, name: str, make: Callable[[Path], None]) -> Path:
    saves = tmp / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    make(saves / name)
    return saves


def deep_json(path: Path) -> None:
    path.write_bytes(b"[" * 100_000 + b"]" * 100_000)


def long_version(path: Path) -> None:
    path.write_text('{"version": ' + "7" * 4400 + "}", encoding="utf-8")


def unreadable(path: Path) -> None:
    path.write_text("{}", encoding="utf-8")
    path.chmod(0)


BAD_FILES: tuple[tuple[str, Callable[[Path], Any], bool], ...] = (
    ("a folder", lambda p: p.mkdir(), False),
    ("a dangling link", lambda p: p.symlink_to(p.parent / "nothing"), False),
    ("a looping link", lambda p: p.symlink_to(p), False),
    ("an unreadable file", unreadable, True),
    ("JSON nested 100k deep", deep_json, False),
    ("a 4,400-digit version", long_version, False),
    ("a FIFO", lambda p: os.mkfifo(p), False),
    ("a link to /dev/zero", lambda p: p.symlink_to("/dev/zero"), False),
    ("a 40 MB file", lambda p: p.write_bytes(b" " * (40 * 1024 * 1024) + b"{}"), False),
)

for label, make, unprivileged in BAD_FILES:

    @case(f"save: {label} in Load", unprivileged)
    def _(tmp: Path, make: Callable[[Path], None] = make) -> str:
        saves = saves_with(tmp, "x.json", make)
        return run_app(saves, keys=("l",), look=load_must_list("x"))

    @case(f"save: {label} as the autosave, --continue", unprivileged)
    def _(tmp: Path, make: Callable[[Path], None] = make) -> str:
        saves = saves_with(tmp, "autosave.json", make)
        return run_app(saves, start="continue", look=continue_must_refuse)


@case("save: --saves in a folder the player cannot read", unprivileged=True)
def _(tmp: Path) -> str:
    locked = tmp / "locked"
    (locked / "saves").mkdir(parents=True)
    locked.chmod(0)
    said = run_app(locked / "saves", keys=("l",))
    if "LoadScreen" not in said:
        raise Wrong(f"Load did not open: {said[:80]}")
    return said


_REAL_SAVE: dict[str, Any] = {}


def real_save() -> dict[str, Any]:
    """A real game's save as JSON data, after a few bot actions (made once)."""
    if not _REAL_SAVE:
        import random

        from duckgeon_tui.content.party import PartyMember
        from duckgeon_tui.engine.bot import PartyBot
        from duckgeon_tui.saves import SaveStore
        from duckgeon_tui.tui.launch import NewGameSpec
        from duckgeon_tui.tui.session import GameSession

        content = load_content(DATA_DIR)
        party = (PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Sam"))
        spec = NewGameSpec("quest-1", ("Sam",), party, seed=11, animation=False)
        with tempfile.TemporaryDirectory() as folder:
            session = GameSession.new(content, spec, SaveStore(Path(folder)))
            bot = PartyBot(random.Random(1))
            while session.game.turn < 2 and session.game.outcome is None:
                session.game.apply(bot.choose(session.game))
            while str(session.game.phase) != "act":
                session.game.apply(bot.choose(session.game))
            _REAL_SAVE.update(json.loads(session.to_save().model_dump_json()))
    return json.loads(json.dumps(_REAL_SAVE))


def write_resealed(path: Path, data: dict[str, Any]) -> None:
    """Write save data with a checksum that matches it (anyone can recompute SHA-256)."""
    from duckgeon_tui.saves.models import checksum_of

    data.pop("checksum", None)
    data["checksum"] = checksum_of(data)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")


def state(data: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = data["state"]["state"]
    return found


def first_duck(data: dict[str, Any]) -> dict[str, Any]:
    duck: dict[str, Any] = state(data)["ducks"][0]
    return duck


SPOILT_SAVES: tuple[tuple[str, Callable[[dict[str, Any]], None]], ...] = (
    ("F 999 above its max", lambda d: first_duck(d).update(f=999)),
    ("F -50", lambda d: first_duck(d).update(f=-50)),
    ("max F 5000", lambda d: first_duck(d).update(f=5000, fmax=5000)),
    ("Loot -100", lambda d: first_duck(d).update(loot=-100)),
    ("Rank 99", lambda d: first_duck(d).update(rank=99)),
    ("100 pool dice", lambda d: state(d).update(pool=["walk"] * 100)),
    ("100 dice to pick", lambda d: state(d).update(to_pick=100)),
    ("a die kind 'laser'", lambda d: first_duck(d).update(dice=["laser"])),
    ("an unknown class", lambda d: first_duck(d).update(class_id="wizard-of-oz")),
    ("an unknown card in hand", lambda d: first_duck(d)["hand"].append("no-such-card")),
    ("an unknown Condition", lambda d: first_duck(d)["conditions"].update({"hexed": 1})),
    ("a position off the map", lambda d: first_duck(d).update(pos=[500, 500])),
    ("a position in a wall", lambda d: first_duck(d).update(pos=[0, 0])),
    ("an unknown Beastie", lambda d: state(d)["beasties"][0].update(beastie_id="godzilla")),
    ("room 99", lambda d: state(d).update(room_index=99)),
    ("a phase 'dance'", lambda d: state(d).update(phase="dance")),
    ("turn -3", lambda d: state(d).update(turn=-3)),
    ("options.kills 'lots'", lambda d: d["options"].update(kills="lots")),
    ("an escape sequence in a name", lambda d: d["header"]["party"][0].update(name="\x1b[2J")),
)

for label, change in SPOILT_SAVES:

    @case(f"save: resealed with {label}")
    def _(tmp: Path, change: Callable[[dict[str, Any]], None] = change) -> str:
        data = real_save()
        change(data)
        saves = tmp / "saves"
        saves.mkdir()
        write_resealed(saves / "autosave.json", data)
        return run_app(saves, start="continue", look=continue_must_refuse)


def good_and_truncated(tmp: Path) -> tuple[Path, bytes]:
    """A saves folder whose autosave is truncated and whose backup is a good game."""
    saves = tmp / "saves"
    saves.mkdir()
    data = real_save()
    write_resealed(saves / "autosave.json.bak", data)
    good = (saves / "autosave.json.bak").read_bytes()
    (saves / "autosave.json").write_bytes(good[: len(good) // 2])
    return saves, good


@case("save: truncated autosave with a good backup, --continue")
def _(tmp: Path) -> str:
    saves, _ = good_and_truncated(tmp)

    def look(app: Any) -> str:
        said = screen_text(app.screen)
        if "restore the backup (turn" not in said.lower():
            raise Wrong(f"the good backup is not offered: {said[:100]}")
        return said

    return run_app(saves, start="continue", look=look)


@case("save: truncated autosave with a good backup, then a new game")
def _(tmp: Path) -> str:
    from duckgeon_tui.tui.launch import NewGameSpec

    saves, good = good_and_truncated(tmp)
    spec = NewGameSpec("quest-1", ("Player 1",), (), seed=5, animation=False)
    said = run_app(saves, start="new", new_game=spec)
    kept = [p for p in saves.iterdir() if p.is_file() and p.read_bytes() == good]
    if not kept:
        raise Wrong("the new game destroyed the only good copy of the old game")
    return said


@case("save: stale temporary files at start")
def _(tmp: Path) -> str:
    saves = tmp / "saves"
    saves.mkdir()
    old = time.time() - 3600
    for n in range(95):
        path = saves / f".autosave.json.{n:08d}.tmp"
        path.write_bytes(b'{"half": ')
        os.utime(path, (old, old))
    fresh = saves / ".autosave.json.fresh001.tmp"  # another game writing right now
    fresh.write_bytes(b"{")
    said = run_app(saves)
    left = [p.name for p in saves.glob(".autosave.json.*.tmp")]
    if left != [fresh.name]:
        what = "stale ones kept" if fresh.name in left else "the fresh one removed"
        raise Wrong(f"{len(left)} temporary files left ({what})")
    return said


def _play_a_while(saves: Path, seed: int, ready: Path, go: Path) -> None:
    """A second process: open a new game in `saves`, say so, wait, quit."""

    async def play() -> None:
        from duckgeon_tui.tui.app import DuckgeonApp
        from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec

        spec = NewGameSpec("quest-1", ("Player 1",), (), seed=seed, animation=False)
        options = LaunchOptions(saves_dir=saves, start="new", new_game=spec, animation=False)
        app = DuckgeonApp(options)
        async with app.run_test(size=(100, 32)) as pilot:
            for _ in range(10):
                await pilot.pause()
            ready.touch()
            while not go.exists():
                await pilot.pause(0.05)
            await app.action_quit()

    asyncio.run(play())


@case("save: two games in one saves folder")
def _(tmp: Path) -> str:
    saves = tmp / "saves"
    saves.mkdir()
    go = tmp / "go"
    children = []
    for seed in (101, 202):
        ready = tmp / f"ready-{seed}"
        pid = os.fork()
        if pid == 0:
            try:
                _play_a_while(saves, seed, ready, go)
            finally:
                os._exit(0)
        children.append(pid)
        deadline = time.monotonic() + 20
        while not ready.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
    go.touch()
    for pid in children:
        os.waitpid(pid, 0)
    seeds = set()
    for path in saves.glob("*.json"):
        with contextlib.suppress(ValueError, KeyError):
            seeds.add(json.loads(path.read_bytes())["header"]["seed"])
    if seeds != {101, 202}:
        raise Wrong(f"one game overwrote the other (saved seeds: {sorted(seeds)})")
    return "two slots: " + ", ".join(sorted(p.name for p in saves.glob("*.json")))


def _failing_writes(tmp: Path, spoil: Callable[[Path], None]) -> str:
    import random

    from duckgeon_tui.engine.bot import PartyBot
    from duckgeon_tui.saves import SaveStore
    from duckgeon_tui.tui.launch import NewGameSpec
    from duckgeon_tui.tui.session import GameSession

    saves = tmp / "saves"
    saves.mkdir()
    content = load_content(DATA_DIR)
    spec = NewGameSpec("quest-1", ("Player 1",), (), seed=3, animation=False)
    session = GameSession.new(content, spec, SaveStore(saves))
    session.autosave()
    spoil(saves)
    bot = PartyBot(random.Random(2))
    try:
        while session.game.turn < 3 and session.game.outcome is None:
            session.apply(bot.choose(session.game))
    except OSError as exc:
        raise Wrong(f"the failed autosave stopped the game ({type(exc).__name__})") from None
    failure = getattr(session, "save_failure", None)
    if failure is None:
        raise Wrong("nothing tells the player that saving failed")
    return f"turn {session.game.turn}, {failure}"


@case("save: the saves folder turns read-only mid-game", unprivileged=True)
def _(tmp: Path) -> str:
    return _failing_writes(tmp, lambda saves: saves.chmod(0o555))


@case("save: the disk fills up mid-game")
def _(tmp: Path) -> str:
    def full(_: Path) -> None:
        def no_space(*_: object) -> None:
            raise OSError(28, "No space left on device")

        os.fsync = no_space  # type: ignore[assignment]

    return _failing_writes(tmp, full)


# The command line -----------------------------------------------------------------------------


def refused(*argv: str) -> Callable[[Path], str]:
    def run(tmp: Path) -> str:
        code, text = run_cli(*argv)
        if code == 0:
            raise Wrong(f"accepted: {' '.join(argv)}")
        if not text.strip():
            raise Wrong(f"exit {code} with no message")
        return text.strip().splitlines()[-1]

    return run


for argv in (
    ("simulate", "--games", "1000000000000"),
    ("simulate", "--games", "3", "--workers", "100000"),
    ("simulate", "--games", "-5"),
    ("simulate", "--games", "lots"),
    ("simulate", "--seed", "9" * 5000),
    ("simulate", "--turn-cap", "0"),
):
    case(f"cli: {' '.join(a[:20] for a in argv)}")(refused(*argv))


@case("cli: simulate when worker processes cannot start")
def _(tmp: Path) -> str:
    from multiprocessing import popen_spawn_posix

    def cannot(*_: object) -> None:
        raise BrokenPipeError(32, "Broken pipe")

    setattr(popen_spawn_posix.Popen, "_launch", cannot)  # noqa: B010  (a private method)
    code, text = run_cli("simulate", "--games", "2", "--workers", "2", "--seed", "1", "--json")
    if code != 0:
        raise Wrong(f"exit {code}: {text.strip()[-80:] or 'no message'}")
    if "worker" not in text.lower():
        raise Wrong("no word on why it played in one process")
    return "fell back to one process"


# The online table -----------------------------------------------------------------------------


def table_attack(attack: Callable[[int, str], Any]) -> Callable[[Path], str]:
    """Serve a table on 127.0.0.1, run `attack(port, code)` (what the table said to it), then
    check that a player still joins and plays."""

    def run(tmp: Path) -> str:
        from duckgeon_tui.content.party import PartyMember
        from duckgeon_tui.net.client import TableClient
        from duckgeon_tui.net.limits import Limits
        from duckgeon_tui.net.protocol import Applied
        from duckgeon_tui.saves import SaveStore
        from duckgeon_tui.tui.launch import NewGameSpec
        from duckgeon_tui.tui.table_host import new_table

        content = load_content()
        party = (PartyMember("Plumpy", "duckidin", "Ann"), PartyMember("Pantsy", "duckwiz", "Bob"))
        spec = NewGameSpec(quest="quest-1", players=(), party=party, seed=3)

        async def serve() -> str:
            limits = Limits(hello_timeout=2.0, spectator_queue=16, write_buffer=4096)
            table = new_table(content, spec, SaveStore(tmp), limits)
            port = await table.server.start("127.0.0.1", 0)
            try:
                said = await asyncio.wait_for(attack(port, table.book.code), 20)
                player = TableClient(content, f"127.0.0.1:{port}", table.book.code, "ann")
                await player.join(seat="Ann")
                if not isinstance(await player.act("enter"), Applied):
                    raise Wrong("the table no longer plays")
                await player.close()
                return str(said)
            finally:
                await table.server.close()

        return asyncio.run(serve())

    return run


async def _raw_table(port: int, frames: list[str | bytes], replies: int) -> str:
    """Send frames on a raw connection; the last of the first `replies` answers."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    said = "closed with no reply"
    async with connect(f"ws://127.0.0.1:{port}", max_size=None) as ws:
        try:
            for frame in frames:
                await ws.send(frame)
            for _ in range(replies):
                said = str(await asyncio.wait_for(ws.recv(), 5))
        except ConnectionClosed as exc:
            said = f"{said} / closed ({exc.rcvd})"
    return said


_SAY = json.dumps({"kind": "say", "text": "quack"})


def _hello(code: str, **fields: Any) -> str:
    from duckgeon_tui.net.protocol import PROTOCOL_VERSION

    hello = {"kind": "hello", "version": PROTOCOL_VERSION, "code": code, "name": "eve"}
    return json.dumps(hello | fields)


def _draft(step: Any, state: int = 0) -> str:
    return json.dumps({"kind": "draft", "state": state, "step": step})


_PICK = {"kind": "pick", "count": 6, "chosen": ["goose"] * 6}
_MENU = {"kind": "menu", "title": "Room Table", "lines": ["Roll the Room Table"]}


for label, frames, replies in (
    ("an unknown code", lambda c: [_hello("not-the-code")], 1),
    ("a name with an escape sequence", lambda c: [_hello(c, name="\x1b[2J")], 1),
    ("1,000 malformed messages", lambda c: [_hello(c, watch=True), *["{" * 9] * 1000], 3),
    ("a 1 MB frame", lambda c: [_hello(c, watch=True), "x" * 1_000_000], 2),
    ("deep JSON", lambda c: [_hello(c, watch=True), "[" * 3000 + "]" * 3000], 3),
    ("a flood of chat", lambda c: [_hello(c, watch=True), *[_SAY] * 2000], 3),
    ("no hello at all", lambda c: [], 1),
    ("binary frames", lambda c: [_hello(c, watch=True), b"\x00" * 100], 3),
    ("a spectator's choices for the party", lambda c: [_hello(c, watch=True), _draft(_PICK)], 3),
    ("a seat's choices out of turn", lambda c: [_hello(c, seat="Bob"), _draft(_MENU)], 3),
    (
        "choices with an escape sequence",
        lambda c: [
            _hello(c, watch=True),
            _draft({"kind": "menu", "title": "\x1b[2J", "lines": []}),
        ],
        3,
    ),
    ("a flood of choices", lambda c: [_hello(c, seat="Bob"), *[_draft(None)] * 2000], 3),
):

    @case(f"table: {label}")
    def _(tmp: Path, frames: Any = frames, replies: int = replies) -> str:
        return table_attack(lambda port, code: _raw_table(port, frames(code), replies))(tmp)


@case("table: a spectator that never reads")
def _(tmp: Path) -> str:
    async def attack(port: int, code: str) -> str:
        from websockets.asyncio.client import connect

        stalled = await connect(f"ws://127.0.0.1:{port}")
        stalled.transport.pause_reading()
        await stalled.send(_hello(code, watch=True))
        # Another spectator chats until the table must drop the one that never reads.
        chatter = await connect(f"ws://127.0.0.1:{port}")
        await chatter.send(_hello(code, name="fan", watch=True))
        for n in range(90):
            await chatter.send(json.dumps({"kind": "say", "text": f"{n} " + "quack " * 45}))
            await asyncio.sleep(0.012)
        await chatter.close()
        stalled.transport.abort()
        return "the table went on (a stalled spectator is dropped by its bounded queue)"

    return table_attack(attack)(tmp)


for argv in (
    ("join", "127.0.0.1:1", "--code", "\x1b]0;owned\x07"),
    ("join", "127.0.0.1:1", "--code", "abcdefgh", "--name", "x" * 500),
    ("join", "not a host:99999", "--code", "abcdefgh"),
    ("host", "--port", "70000"),
    ("host", "--continue", "--seed", "3"),
):
    case(f"cli: {' '.join(a[:20] for a in argv)}")(refused(*argv))


# The runner -----------------------------------------------------------------------------------


OUTCOMES = ("refused", "wrong", "traceback", "freeze")


@dataclass
class Result:
    """What one case came to."""

    name: str
    outcome: str  # refused, wrong, traceback, freeze
    seconds: float
    said: str


def _as_nobody(tmp: Path) -> None:
    for folder, dirs, files in os.walk(tmp):
        for name in [folder, *(os.path.join(folder, n) for n in dirs + files)]:
            os.lchown(name, NOBODY, NOBODY)
    os.setgid(NOBODY)
    os.setuid(NOBODY)


def _child(item: Case, tmp: Path, out: int) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    quiet = os.open(os.devnull, os.O_WRONLY)  # Textual prints a crashed app's traceback
    os.dup2(quiet, 1)
    os.dup2(quiet, 2)
    os.environ["DUCKGEON_CACHE"] = str(tmp / "app-cache")
    os.environ["HOME"] = str(tmp)
    if item.unprivileged and os.geteuid() == 0:
        _as_nobody(tmp)
    try:
        result = ("refused", item.run(tmp / "case"))
    except Wrong as exc:
        result = ("wrong", str(exc))
    except BaseException as exc:  # the game let an exception out: that is a traceback
        lines = traceback.format_exception_only(type(exc), exc)
        result = ("traceback", "".join(lines).strip()[:300])
    with os.fdopen(out, "w") as pipe:
        json.dump(result, pipe)


def run_case(item: Case, limit: float) -> Result:
    """Run one case in a forked process; kill it when it takes longer than `limit`."""
    tmp = Path(tempfile.mkdtemp(prefix="attack-"))
    (tmp / "case").mkdir()
    (tmp / "app-cache").mkdir()
    os.chmod(tmp, 0o755)
    read, write = os.pipe()
    began = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        os.setpgid(0, 0)
        try:
            _child(item, tmp, write)
        finally:
            os._exit(0)
    os.close(write)
    outcome, said = "freeze", f"still running after {limit:.0f} s"
    deadline = began + limit
    while time.perf_counter() < deadline:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        time.sleep(0.02)
    else:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    seconds = time.perf_counter() - began
    with os.fdopen(read) as pipe:
        text = pipe.read()
    if text:
        outcome, said = json.loads(text)
    elif outcome != "freeze":
        outcome, said = "traceback", "the process died without a word"
    for folder, dirs, _ in os.walk(tmp):
        for name in [folder, *(os.path.join(folder, n) for n in dirs)]:
            with contextlib.suppress(OSError):
                if not os.path.islink(name):
                    os.chmod(name, stat.S_IRWXU)
    shutil.rmtree(tmp, ignore_errors=True)
    return Result(item.name, outcome, seconds, said)


def warm_up() -> None:
    """Import and build once what the cases use: every case forks from here (and a case run
    as an ordinary user may not be able to read the Python installation)."""
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        os.environ["DUCKGEON_CACHE"] = str(tmp / "cache")
        mod = make_mod(tmp, {"beasties/toad.yaml": BEASTIE})
        run_cli("validate", str(mod))
        mods_screen_ok = __import__("duckgeon_tui.tui.content_source", fromlist=["check_mod"])
        mods_screen_ok.check_mod(mod, True)
        run_cli("simulate", "--games", "1", "--seed", "1", "--json")
        run_app(tmp / "saves", keys=("l",))
        run_app(tmp / "saves", start="continue")
        real_save()
    for name in ("html", "rich.traceback", "multiprocessing.popen_spawn_posix"):
        __import__(name)
    del os.environ["DUCKGEON_CACHE"]


def selected(pattern: str | None) -> Iterator[Case]:
    for item in CASES:
        if pattern is None or pattern.lower() in item.name.lower():
            yield item


def main() -> int:
    """Run the cases and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-k", dest="pattern", help="only cases whose name holds this")
    parser.add_argument("-v", dest="verbose", action="store_true", help="one line per case")
    parser.add_argument("--limit", type=float, default=TIME_LIMIT, help="seconds to a freeze")
    args = parser.parse_args()
    warm_up()
    results = []
    for item in selected(args.pattern):
        result = run_case(item, args.limit)
        results.append(result)
        if args.verbose or result.outcome != "refused":
            said = " ".join(result.said.split())[:200]
            print(f"{result.outcome:9} {result.seconds:6.2f}s  {result.name}: {said}")
            sys.stdout.flush()
    counts = {k: sum(r.outcome == k for r in results) for k in OUTCOMES}
    finished = [r for r in results if r.outcome != "freeze"]
    slowest = max(finished, key=lambda r: r.seconds, default=None)
    print()
    print(f"cases tried          {len(results)}")
    print(f"clean refusals       {counts['refused']}  (refused with a reason, or as promised)")
    print(f"wrong outcomes       {counts['wrong']}  (taken, skipped, leaked, or progress lost)")
    print(f"tracebacks           {counts['traceback']}")
    print(f"freezes              {counts['freeze']}  (still running after {args.limit:.0f} s)")
    if slowest is not None:
        print(f"slowest case         {slowest.seconds:.2f} s  ({slowest.name})")
    return 0 if counts["traceback"] == counts["freeze"] == counts["wrong"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
