"""Save slots in a folder: atomic writes, a kept backup, per-slot locks, listing, and loads
that say why not. Broken files are moved aside, never deleted; a failed write is a
SaveWriteError that says why in words."""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from duckgeon_tui import paths
from duckgeon_tui.file_reading import UnreadableFile
from duckgeon_tui.printable import printable
from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.saves.files import (
    atomic_write,
    read_bounded,
    remove_stale_temp_files,
    write_failure,
)
from duckgeon_tui.saves.locks import SlotLocks

if TYPE_CHECKING:
    from duckgeon_tui.saves.models import ModRef, RunSummary, SaveFile, SaveHeader, SealedModel

AUTOSAVE = "autosave"
"""The slot written at the end of every turn and on quit."""
LESSON_SLOT = "tutorial"
"""Where a Learn to play lesson saves (not an autosave: Continue goes on with the real game)."""

SUFFIX = ".json"
BACKUP_SUFFIX = ".json.bak"
RUNS_DIR = "runs"
SLOT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _-]{0,39}$")
AUTOSAVE_FILE = re.compile(rf"^({AUTOSAVE}(?:-[0-9]+)?)\.json(?:\.bak)?$")
LESSON_SLOTS = re.compile(rf"^{LESSON_SLOT}(?:-[0-9]+)?$")
"""The lessons' slot, and those a lesson takes while another game holds it."""
MAX_DEPTH = 48
"""The deepest nesting of lists and objects a save may have (a real one has about ten)."""
MAX_CLAIMS = 99
"""How many `autosave-N` slots a game tries when other games hold the first ones."""
Sealed = TypeVar("Sealed", bound="SealedModel")


class SaveError(Exception):
    """A save that cannot be opened or written; the message says why, for a dialog."""

    def __init__(self, slot: str, reason: str) -> None:
        reason = printable(reason)  # reasons may quote the file: no control character gets out
        super().__init__(f"{slot}: {reason}")
        self.slot = slot
        self.reason = reason


class SaveWriteError(SaveError):
    """A save that could not be written (a read-only folder, a full disk, another game holding
    the slot): an I/O failure, never a reason to stop or roll back the game."""


@dataclass(frozen=True)
class SlotInfo:
    """One file in the saves folder: its header when readable, else why it is not, and the
    header of its backup when the slot is broken but the backup is good."""

    slot: str
    path: Path
    modified: datetime
    header: SaveHeader | None
    problem: str | None
    backup: SaveHeader | None = None
    in_use: bool = False
    """Whether another game (another terminal, another browser tab) is playing in it."""

    @property
    def ok(self) -> bool:
        """Whether the save can be opened (content checks aside)."""
        return self.problem is None


def default_saves_dir() -> Path:
    """`DUCKGEON_SAVES` if set, else `saves/` of a checkout, else the user data folder's."""
    return paths.saves_dir()


def now_iso() -> str:
    """The current UTC time, ISO 8601 to the second."""
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def check_slot_name(slot: str) -> str:
    """Return the slot name if it is usable as a file name, else raise SaveError."""
    if not SLOT_NAME.match(slot) or slot.strip() != slot:
        raise SaveError(
            slot,
            "a slot name is 1-40 letters, digits, spaces, '-' or '_', starting with "
            "a letter or digit",
        )
    return slot


def _too_deep(data: Any, limit: int = MAX_DEPTH) -> bool:
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
    return False


def decode_json(slot: str, raw: bytes) -> Any:
    """JSON read from a save's bytes; SaveError saying why they are not JSON a save can be."""
    if not raw.strip():
        raise SaveError(slot, "the file is empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(slot, "the file is not text (corrupt)") from None
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise SaveError(slot, f"the file is truncated or corrupt (bad JSON at {where})") from None
    except ValueError:  # a number of thousands of digits
        raise SaveError(slot, "the file holds a number too long to be a save's") from None
    except RecursionError:
        raise SaveError(slot, "the file is nested too deeply to be a save") from None
    if _too_deep(data):
        raise SaveError(slot, "the file is nested too deeply to be a save")
    return data


def parse_save(slot: str, raw: bytes) -> SaveFile:
    """Decode and check a save file's bytes; raise SaveError with the reason it is unusable."""
    # pydantic is imported when a save is first read or written, not when the app opens.
    from duckgeon_tui.saves.models import SAVE_VERSION, SaveFile, upgrade

    data = decode_json(slot, raw)
    if not isinstance(data, dict):
        raise SaveError(slot, "the file is not a saved game")
    if format_version(slot, data, SAVE_VERSION, "a saved game", "save") < 1:
        raise SaveError(slot, "this save format is not supported")
    return checked(slot, SaveFile, upgrade(data))


def format_version(slot: str, data: dict[str, Any], newest: int, what: str, fmt: str) -> int:
    """The format version of a saved file's JSON (`what` it is, its `fmt` format); SaveError
    when it has none or is newer than this game reads."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(slot, f"the file is not {what} (no version)")
    if version > newest:
        shown = version if version < 10**6 else "far ahead"
        raise SaveError(
            slot,
            f"it was made by a newer version of the game ({fmt} format {shown}; "
            f"this game reads up to {newest})",
        )
    return version


def checked(slot: str, model: type[Sealed], data: dict[str, Any]) -> Sealed:
    """A save file's model from its JSON object, its checksum checked; SaveError saying what
    is damaged or that it was changed outside the game."""
    from pydantic import ValidationError

    from duckgeon_tui.saves.models import checksum_of

    try:
        save = model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        place = ".".join(str(p) for p in first["loc"]) or "top level"
        raise SaveError(slot, f"the file is damaged ({place[:80]}: {first['msg']})") from None
    if getattr(save, "checksum", None) != checksum_of(save.body()):
        raise SaveError(slot, "the file was changed outside the game (its checksum does not match)")
    return save


def check_content(
    save: SaveFile, fingerprint: str, mods: Iterable[ModRef], *, slot: str = ""
) -> None:
    """Raise SaveError unless the loaded content (base + mods) is the one the save needs."""
    have = {m.id: m.version for m in mods}
    missing = [m for m in save.mods if m.id not in have]
    if missing:
        names = ", ".join(f"{m.id} {m.version}" for m in missing)
        raise SaveError(slot, f"it needs mods that are not loaded: {names} (add them with --mod)")
    changed = [m for m in save.mods if have[m.id] != m.version]
    if changed:
        names = ", ".join(f"{m.id} {m.version} (loaded: {have[m.id]})" for m in changed)
        raise SaveError(slot, f"it was played with other versions of mods: {names}")
    if save.content_fingerprint != fingerprint:
        raise SaveError(
            slot,
            "the game content (base files or mods) changed since it was saved, so the "
            "saved state may not fit it",
        )


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")


def _modified(path: Path) -> datetime:
    for follow in (True, False):
        try:
            return datetime.fromtimestamp(os.stat(path, follow_symlinks=follow).st_mtime, UTC)
        except OSError:
            continue
    return datetime.fromtimestamp(0, UTC)


def _is_file(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _lexists(path: Path) -> bool:
    try:
        os.lstat(path)
    except OSError:
        return False
    return True


class SlotFolder:
    """A folder of slot files (`<slot>.json`, the previous version kept as `.json.bak`).

    Every write holds the slot's lock, so that another game on the same folder cannot write
    over it, and is atomic; the file it replaces becomes the backup when it is good, and is
    moved aside (never deleted) when it is broken."""

    busy = "another Duckgeon game is saving to this slot now"
    """Why a write is refused while another game holds the slot."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.locks = SlotLocks(self.root)
        self._written: dict[str, bytes] = {}  # slot -> digest of the bytes this store wrote

    def path_for(self, slot: str) -> Path:
        """The file of a slot."""
        return self.root / f"{check_slot_name(slot)}{SUFFIX}"

    def backup_path(self, slot: str) -> Path:
        """The backup file of a slot: the version it held before the last write."""
        return self.root / f"{check_slot_name(slot)}{BACKUP_SUFFIX}"

    def check(self, slot: str, raw: bytes) -> None:
        """Raise SaveError unless `raw` is a good file for this folder's slots."""
        raise NotImplementedError

    def _write_sealed(self, slot: str, save: SealedModel) -> Path:
        return self._put(slot, save.encoded(), self._keep_previous)

    def _put(self, slot: str, raw: bytes, before: Callable[[str, Path], object]) -> Path:
        """Hold the slot, run `before` (what becomes of the file there now), write `raw`."""
        path = self.path_for(slot)
        try:
            if not self.locks.take(slot):
                raise SaveWriteError(slot, self.busy)
            before(slot, path)
            atomic_write(path, raw)
        except OSError as exc:
            raise SaveWriteError(slot, write_failure(exc, self.root)) from None
        self._written[slot] = hashlib.sha256(raw).digest()
        return path

    def _keep_previous(self, slot: str, path: Path) -> None:
        try:
            current = read_bounded(path)
        except UnreadableFile as exc:
            if not exc.missing:
                self._move_aside(slot, path)
            return
        known = self._written.get(slot) == hashlib.sha256(current).digest()
        try:
            if not known:
                self.check(slot, current)
        except SaveError:
            self._move_aside(slot, path)
            return
        atomic_write(self.backup_path(slot), current)

    def _move_aside(self, slot: str, path: Path) -> Path:
        """Rename a broken slot file to `<slot>.broken-<UTC time>.json` (never deleted)."""
        if not _lexists(path):
            return path
        stamp = _stamp()
        target = self.root / f"{slot}.broken-{stamp}{SUFFIX}"
        n = 2
        while _lexists(target):
            target = self.root / f"{slot}.broken-{stamp}-{n}{SUFFIX}"
            n += 1
        os.rename(path, target)
        return target

    def close(self) -> None:
        """Let go of the slots this store holds (the game is closing)."""
        self.locks.release_all()


class SaveStore(SlotFolder):
    """The save slots of one folder; `claim` finds a slot no other game holds."""

    def check(self, slot: str, raw: bytes) -> None:
        """Raise SaveError unless `raw` is a good saved game."""
        parse_save(slot, raw)

    # Reading -------------------------------------------------------------------------------

    def _read(self, slot: str, path: Path) -> bytes:
        try:
            return read_bounded(path)
        except UnreadableFile as exc:
            raise SaveError(slot, "there is no such save" if exc.missing else str(exc)) from None

    def load(self, slot: str, *, backup: bool = False) -> SaveFile:
        """Open a slot (or its backup); raise SaveError saying why it cannot be used."""
        path = self.backup_path(slot) if backup else self.path_for(slot)
        return parse_save(slot, self._read(slot, path))

    def exists(self, slot: str) -> bool:
        """Whether the slot has a file."""
        return _is_file(self.path_for(slot))

    def backup_header(self, slot: str) -> SaveHeader | None:
        """The header of the slot's backup, when the backup is a good save."""
        try:
            return self.load(slot, backup=True).header
        except SaveError:
            return None

    def info(self, slot: str) -> SlotInfo:
        """One slot: its header, or why it cannot be opened and whether its backup can."""
        path = self.path_for(slot)
        try:
            header: SaveHeader | None = self.load(slot).header
            problem = None
        except SaveError as exc:
            header, problem = None, exc.reason
        backup = self.backup_header(slot) if problem is not None else None
        in_use = self.locks.held_elsewhere(slot)
        return SlotInfo(slot, path, _modified(path), header, problem, backup, in_use)

    def _names(self) -> list[str]:
        try:
            return sorted(entry.name for entry in os.scandir(self.root))
        except FileNotFoundError:
            return []
        except NotADirectoryError:
            where = printable(str(self.root))
            raise SaveError("", f"the saves folder {where} is a file, not a folder") from None
        except OSError as exc:
            where, why = printable(str(self.root)), (exc.strerror or str(exc)).lower()
            raise SaveError("", f"the saves folder {where} cannot be read ({why})") from None

    def slots(self) -> list[SlotInfo]:
        """Every save in the folder, newest first; unreadable ones carry their problem.
        SaveError when the folder itself cannot be read."""
        names = self._names()
        found = [
            self.info(name[: -len(SUFFIX)])
            for name in names
            if name.endswith(SUFFIX) and SLOT_NAME.match(name[: -len(SUFFIX)])
        ]
        found.sort(key=lambda s: (s.header.saved_at if s.header else "", s.modified), reverse=True)
        return found

    def autosaves(self) -> Iterator[str]:
        """The autosave slots with a file or a backup (`autosave`, `autosave-2` ...)."""
        try:
            names = self._names()
        except SaveError:
            return
        yield from dict.fromkeys(
            match.group(1) for match in map(AUTOSAVE_FILE.match, names) if match
        )

    def latest_autosave(self) -> str:
        """The autosave slot to continue: the newest one no other game is playing in."""
        infos = [self.info(slot) for slot in self.autosaves()]
        if not infos:
            return AUTOSAVE

        def newest(info: SlotInfo) -> tuple[bool, str, datetime]:
            header = info.header or info.backup
            return (not info.in_use, header.saved_at if header else "", info.modified)

        return max(infos, key=newest).slot

    def can_continue(self) -> bool:
        """Whether some autosave slot has a file or a backup."""
        return any(True for _ in self.autosaves())

    # Writing -------------------------------------------------------------------------------

    def claim(self, base: str = AUTOSAVE) -> str:
        """Hold the first of `base`, `base-2`, `base-3` ... that no other game holds, and
        return it (the folder cannot be written: `base`, and saving will say why)."""
        for n in range(1, MAX_CLAIMS + 1):
            slot = base if n == 1 else f"{base}-{n}"
            try:
                if self.locks.take(check_slot_name(slot)):
                    return slot
            except OSError:
                return base
        return base

    def write(self, slot: str, save: SaveFile) -> Path:
        """Seal and write a save atomically; the slot's previous file becomes its backup when
        it is a good save, and is moved aside when it is broken (a good backup stays).
        SaveWriteError saying why when the folder, the disk or another game refuses it."""
        return self._write_sealed(slot, save)

    def restore_backup(self, slot: str) -> Path:
        """Put the slot's good backup back in place of its broken file (which is moved aside,
        never deleted); SaveWriteError when the folder refuses."""
        raw = self._read(slot, self.backup_path(slot))
        parse_save(slot, raw)
        return self._put(slot, raw, self._move_aside)

    def set_aside(self, slot: str) -> list[str]:
        """Make room in a broken slot for a new game: the broken file is moved aside, and a
        good backup becomes a slot of its own (`<slot>-backup-<time>`), so that nothing of the
        old game is lost. Returns what was kept, in words; SaveWriteError when refused."""
        kept = []
        path = self.path_for(slot)
        try:
            backup = self.backup_path(slot)
            if self.backup_header(slot) is not None:
                name = f"{slot[:16]}-backup-{datetime.now(UTC).strftime('%Y%m%d-%H%M%S')}"
                os.rename(backup, self.path_for(name))
                kept.append(f"its good backup is the save '{name}'")
            if _lexists(path):
                kept.append(f"the broken file is kept as {self._move_aside(slot, path).name}")
        except OSError as exc:
            raise SaveWriteError(slot, write_failure(exc, self.root)) from None
        return kept

    def delete(self, slot: str) -> None:
        """Remove a slot and its backup; SaveWriteError when the folder refuses."""
        try:
            self.path_for(slot).unlink(missing_ok=True)
            self.backup_path(slot).unlink(missing_ok=True)
        except OSError as exc:
            raise SaveWriteError(slot, write_failure(exc, self.root)) from None

    def remove_stale_temp_files(self) -> int:
        """Delete temporary files left by games killed while writing (older than this game's
        start, named as this game names them); return how many went."""
        return remove_stale_temp_files(self.root) + remove_stale_temp_files(self.root / RUNS_DIR)

    # Run summaries -------------------------------------------------------------------------

    def write_run_summary(self, summary: RunSummary) -> Path:
        """Write a finished game's summary under `runs/`, named by time and quest; a run
        already recorded (the same game, ended the same way: it was continued after its end)
        is not written again, and its file is returned."""
        for path, run in self._runs():
            if run.same_run(summary):
                return path
        stamp = summary.finished_at.replace(":", "").replace("-", "").replace("+0000", "Z")
        name = f"{stamp}-{summary.quest}"
        path = self.root / RUNS_DIR / f"{name}{SUFFIX}"
        n = 2
        while _lexists(path):
            path = self.root / RUNS_DIR / f"{name}-{n}{SUFFIX}"
            n += 1
        try:
            atomic_write(path, summary.model_dump_json(indent=1).encode("utf-8"))
        except OSError as exc:
            raise SaveWriteError(RUNS_DIR, write_failure(exc, self.root)) from None
        return path

    def run_summaries(self) -> list[RunSummary]:
        """Every readable run summary, newest first."""
        runs = [run for _, run in self._runs()]
        runs.sort(key=lambda r: r.finished_at, reverse=True)
        return runs

    def _runs(self) -> Iterator[tuple[Path, RunSummary]]:
        """Every readable run summary with its file, in the order of their names."""
        from pydantic import ValidationError

        from duckgeon_tui.saves.models import RunSummary

        folder = self.root / RUNS_DIR
        try:
            names = sorted(e.name for e in os.scandir(folder) if e.name.endswith(SUFFIX))
        except OSError:
            return
        for name in names:
            try:
                yield folder / name, RunSummary.model_validate_json(read_bounded(folder / name))
            except (ValidationError, UnreadableFile, RecursionError):
                continue
