"""Save slots in a folder: atomic writes, a kept backup, listing, and loads that say why not."""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from duckgeon_tui import paths

if TYPE_CHECKING:
    from duckgeon_tui.saves.models import ModRef, RunSummary, SaveFile, SaveHeader

AUTOSAVE = "autosave"
"""The slot written at the end of every turn and on quit."""

SUFFIX = ".json"
BACKUP_SUFFIX = ".json.bak"
RUNS_DIR = "runs"
SLOT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _-]{0,39}$")


class SaveError(Exception):
    """A save that cannot be opened or written; the message says why, for a dialog."""

    def __init__(self, slot: str, reason: str) -> None:
        super().__init__(f"{slot}: {reason}")
        self.slot = slot
        self.reason = reason


@dataclass(frozen=True)
class SlotInfo:
    """One file in the saves folder: its header when readable, else why it is not."""

    slot: str
    path: Path
    modified: datetime
    header: SaveHeader | None
    problem: str | None

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


def parse_save(slot: str, raw: bytes) -> SaveFile:
    """Decode and check a save file's bytes; raise SaveError with the reason it is unusable."""
    # pydantic is imported when a save is first read or written, not when the app opens.
    from pydantic import ValidationError

    from duckgeon_tui.saves.models import SAVE_VERSION, SaveFile, checksum_of, upgrade

    if not raw.strip():
        raise SaveError(slot, "the file is empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(slot, "the file is not text (corrupt)") from None
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise SaveError(slot, f"the file is truncated or corrupt (bad JSON at {where})") from None
    if not isinstance(data, dict):
        raise SaveError(slot, "the file is not a saved game")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(slot, "the file is not a saved game (no version)")
    if version > SAVE_VERSION:
        raise SaveError(
            slot,
            f"it was made by a newer version of the game (save format {version}; "
            f"this game reads up to {SAVE_VERSION})",
        )
    if version < 1:
        raise SaveError(slot, f"save format {version} is not supported")
    try:
        save = SaveFile.model_validate(upgrade(data))
    except ValidationError as exc:
        first = exc.errors()[0]
        place = ".".join(str(p) for p in first["loc"]) or "top level"
        raise SaveError(slot, f"the file is damaged ({place}: {first['msg']})") from None
    if save.checksum != checksum_of(save.body()):
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


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes) -> None:
    """Write bytes to path so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


class SaveStore:
    """The save slots of one folder (`<slot>.json`, the previous version kept as `.json.bak`)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    def path_for(self, slot: str) -> Path:
        """The file of a slot."""
        return self.root / f"{check_slot_name(slot)}{SUFFIX}"

    def backup_path(self, slot: str) -> Path:
        """The backup file of a slot: the version it held before the last write."""
        return self.root / f"{check_slot_name(slot)}{BACKUP_SUFFIX}"

    def write(self, slot: str, save: SaveFile) -> Path:
        """Seal and write a save atomically, keeping the slot's previous file as its backup."""
        path = self.path_for(slot)
        data = json.dumps(save.sealed().model_dump(mode="json"), indent=1, ensure_ascii=False)
        if path.is_file():
            atomic_write(self.backup_path(slot), path.read_bytes())
        atomic_write(path, data.encode("utf-8"))
        return path

    def load(self, slot: str, *, backup: bool = False) -> SaveFile:
        """Open a slot (or its backup); raise SaveError saying why it cannot be used."""
        path = self.backup_path(slot) if backup else self.path_for(slot)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            raise SaveError(slot, "there is no such save") from None
        except OSError as exc:
            raise SaveError(slot, f"the file cannot be read ({exc.strerror})") from None
        return parse_save(slot, raw)

    def exists(self, slot: str) -> bool:
        """Whether the slot has a file."""
        return self.path_for(slot).is_file()

    def delete(self, slot: str) -> None:
        """Remove a slot and its backup."""
        self.path_for(slot).unlink(missing_ok=True)
        self.backup_path(slot).unlink(missing_ok=True)

    def slots(self) -> list[SlotInfo]:
        """Every save in the folder, newest first; unreadable ones carry their problem."""
        if not self.root.is_dir():
            return []
        found: list[SlotInfo] = []
        for path in self.root.glob(f"*{SUFFIX}"):
            slot = path.name[: -len(SUFFIX)]
            if not SLOT_NAME.match(slot):
                continue
            modified = datetime.fromtimestamp(path.stat().st_mtime, UTC)
            try:
                header: SaveHeader | None = parse_save(slot, path.read_bytes()).header
                problem = None
            except SaveError as exc:
                header, problem = None, exc.reason
            found.append(SlotInfo(slot, path, modified, header, problem))
        found.sort(key=lambda s: (s.header.saved_at if s.header else "", s.modified), reverse=True)
        return found

    def write_run_summary(self, summary: RunSummary) -> Path:
        """Write a finished game's summary under `runs/`, named by time and quest."""
        stamp = summary.finished_at.replace(":", "").replace("-", "").replace("+0000", "Z")
        name = f"{stamp}-{summary.quest}"
        path = self.root / RUNS_DIR / f"{name}{SUFFIX}"
        n = 2
        while path.exists():
            path = self.root / RUNS_DIR / f"{name}-{n}{SUFFIX}"
            n += 1
        atomic_write(path, summary.model_dump_json(indent=1).encode("utf-8"))
        return path

    def run_summaries(self) -> list[RunSummary]:
        """Every readable run summary, newest first."""
        from pydantic import ValidationError

        from duckgeon_tui.saves.models import RunSummary

        folder = self.root / RUNS_DIR
        if not folder.is_dir():
            return []
        runs: list[RunSummary] = []
        for path in folder.glob(f"*{SUFFIX}"):
            try:
                runs.append(RunSummary.model_validate_json(path.read_bytes()))
            except (ValidationError, OSError):
                continue
        runs.sort(key=lambda r: r.finished_at, reverse=True)
        return runs
