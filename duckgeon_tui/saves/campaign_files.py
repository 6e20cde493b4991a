"""Campaign saves: one file per campaign under `campaigns/` of the saves folder, written
atomically with the previous version kept as a backup, versioned, sealed with a checksum, and
read back with a reason in words when they cannot be used."""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationError

from duckgeon_tui.file_reading import UnreadableFile
from duckgeon_tui.saves.files import atomic_write, read_bounded, write_failure
from duckgeon_tui.saves.locks import SlotLocks
from duckgeon_tui.saves.models import ModRef, SaveModel, checksum_of
from duckgeon_tui.saves.store import (
    SLOT_NAME,
    SUFFIX,
    SaveError,
    SaveWriteError,
    check_slot_name,
    decode_json,
)

CAMPAIGN_SAVE_VERSION = 1
"""The newest campaign save format this game writes and reads."""
CAMPAIGNS_DIR = "campaigns"
BACKUP_SUFFIX = ".json.bak"


class CampaignHeader(SaveModel):
    """What the campaign list shows without opening the campaign."""

    campaign: str
    campaign_name: str = ""
    roster: list[str] = Field(default_factory=list, description="Names of those in the party.")
    quest: int = Field(default=1, ge=1, description="The quest played or camped for (from 1).")
    quests: int = Field(default=1, ge=1, description="How many quests the campaign has.")
    stage: Literal["quest", "camp", "over"] = "quest"
    result: Literal["victory", "defeat"] | None = None
    created_at: str
    saved_at: str


class CampaignSave(SaveModel):
    """A whole campaign: format, content fingerprint, mods, the engine's JSON of it."""

    version: int = CAMPAIGN_SAVE_VERSION
    kind: Literal["duckgeon-campaign"] = "duckgeon-campaign"
    header: CampaignHeader
    content_fingerprint: str
    mods: list[ModRef] = Field(default_factory=list)
    options: dict[str, Any] = Field(default_factory=dict, description="The app's options.")
    state: dict[str, Any] = Field(description="The engine's JSON of the campaign.")
    checksum: str = ""

    def body(self) -> dict[str, Any]:
        """The JSON object without its checksum."""
        data = self.model_dump(mode="json")
        data.pop("checksum", None)
        return data

    def sealed(self) -> CampaignSave:
        """A copy carrying the checksum of its contents."""
        return self.model_copy(update={"checksum": checksum_of(self.body())})


def parse_campaign_save(slot: str, raw: bytes) -> CampaignSave:
    """Decode and check a campaign file's bytes; SaveError saying why it is unusable."""
    data = decode_json(slot, raw)
    if not isinstance(data, dict) or data.get("kind") != "duckgeon-campaign":
        raise SaveError(slot, "the file is not a saved campaign")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(slot, "the file is not a saved campaign (no version)")
    if version > CAMPAIGN_SAVE_VERSION:
        shown = version if version < 10**6 else "far ahead"
        raise SaveError(
            slot,
            f"it was made by a newer version of the game (campaign format {shown}; this game "
            f"reads up to {CAMPAIGN_SAVE_VERSION})",
        )
    try:
        save = CampaignSave.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        place = ".".join(str(p) for p in first["loc"]) or "top level"
        raise SaveError(slot, f"the file is damaged ({place[:80]}: {first['msg']})") from None
    if save.checksum != checksum_of(save.body()):
        raise SaveError(slot, "the file was changed outside the game (its checksum does not match)")
    return save


@dataclass(frozen=True)
class CampaignSlot:
    """One campaign file: its header when readable, else why not."""

    slot: str
    header: CampaignHeader | None
    problem: str | None


class CampaignStore:
    """The campaign files of a saves folder (`campaigns/<slot>.json`, and `.json.bak`)."""

    def __init__(self, saves_root: Path) -> None:
        self.root = Path(saves_root) / CAMPAIGNS_DIR
        self.locks = SlotLocks(self.root)
        self._written: dict[str, bytes] = {}

    def path_for(self, slot: str) -> Path:
        """The file of a campaign slot."""
        return self.root / f"{check_slot_name(slot)}{SUFFIX}"

    def backup_path(self, slot: str) -> Path:
        """The slot's previous version."""
        return self.root / f"{check_slot_name(slot)}{BACKUP_SUFFIX}"

    def load(self, slot: str, *, backup: bool = False) -> CampaignSave:
        """Open a campaign (or its backup); SaveError saying why it cannot be used."""
        path = self.backup_path(slot) if backup else self.path_for(slot)
        try:
            raw = read_bounded(path)
        except UnreadableFile as exc:
            raise SaveError(
                slot, "there is no such campaign" if exc.missing else str(exc)
            ) from None
        return parse_campaign_save(slot, raw)

    def slots(self) -> list[CampaignSlot]:
        """Every campaign file, the newest saved first (unreadable ones with their problem)."""
        try:
            names = sorted(e.name for e in os.scandir(self.root) if e.name.endswith(SUFFIX))
        except OSError:
            return []
        found = []
        for name in names:
            slot = name[: -len(SUFFIX)]
            if not SLOT_NAME.match(slot):
                continue  # a broken file set aside, or not one the game writes
            try:
                found.append(CampaignSlot(slot, self.load(slot).header, None))
            except SaveError as exc:
                found.append(CampaignSlot(slot, None, exc.reason))
        found.sort(key=lambda s: s.header.saved_at if s.header else "", reverse=True)
        return found

    def latest_unfinished(self) -> str | None:
        """The slot of the campaign saved last that is not over, if any."""
        for info in self.slots():
            if info.header is not None and info.header.stage != "over":
                return info.slot
        return None

    def new_slot(self, campaign_id: str) -> str:
        """A free slot for a new campaign (`easy-peasy`, `easy-peasy-2` ...), held for it."""
        base = campaign_id[:30]
        n = 1
        while True:
            slot = base if n == 1 else f"{base}-{n}"
            free = not os.path.lexists(self.path_for(slot))
            if free and not os.path.lexists(self.backup_path(slot)):
                try:
                    if self.locks.take(slot):
                        return slot
                except OSError:
                    return slot
            n += 1

    def write(self, slot: str, save: CampaignSave) -> Path:
        """Seal and write a campaign atomically, the previous good file kept as its backup;
        SaveWriteError saying why the folder or the disk refused."""
        raw = json.dumps(save.sealed().model_dump(mode="json"), indent=1, ensure_ascii=False)
        data = raw.encode("utf-8")
        path = self.path_for(slot)
        try:
            if not self.locks.take(slot):
                raise SaveWriteError(slot, "another Duckgeon game is playing this campaign now")
            self._keep_previous(slot, path)
            atomic_write(path, data)
        except OSError as exc:
            raise SaveWriteError(slot, write_failure(exc, self.root)) from None
        self._written[slot] = hashlib.sha256(data).digest()
        return path

    def _keep_previous(self, slot: str, path: Path) -> None:
        try:
            current = read_bounded(path)
        except UnreadableFile:
            return
        if self._written.get(slot) != hashlib.sha256(current).digest():
            try:
                parse_campaign_save(slot, current)
            except SaveError:  # a broken file is kept aside, never made the backup
                stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
                os.rename(path, self.root / f"{slot}.broken-{stamp}{SUFFIX}")
                return
        atomic_write(self.backup_path(slot), current)

    def close(self) -> None:
        """Let go of the campaigns this store holds."""
        self.locks.release_all()
