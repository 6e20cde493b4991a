"""Campaign saves: one file per campaign under `campaigns/` of the saves folder, written
atomically with the previous version kept as a backup, versioned, sealed with a checksum, and
read back with a reason in words when they cannot be used."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from duckgeon_tui.file_reading import UnreadableFile
from duckgeon_tui.saves.files import read_bounded
from duckgeon_tui.saves.models import ModRef, SaveModel, SealedModel
from duckgeon_tui.saves.store import (
    SLOT_NAME,
    SUFFIX,
    SaveError,
    SlotFolder,
    checked,
    decode_json,
    format_version,
)

CAMPAIGN_SAVE_VERSION = 1
"""The newest campaign save format this game writes and reads."""
CAMPAIGNS_DIR = "campaigns"


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


class CampaignSave(SealedModel):
    """A whole campaign: format, content fingerprint, mods, the engine's JSON of it."""

    version: int = CAMPAIGN_SAVE_VERSION
    kind: Literal["duckgeon-campaign"] = "duckgeon-campaign"
    header: CampaignHeader
    content_fingerprint: str
    mods: list[ModRef] = Field(default_factory=list)
    options: dict[str, Any] = Field(default_factory=dict, description="The app's options.")
    state: dict[str, Any] = Field(description="The engine's JSON of the campaign.")
    checksum: str = ""


def parse_campaign_save(slot: str, raw: bytes) -> CampaignSave:
    """Decode and check a campaign file's bytes; SaveError saying why it is unusable."""
    data = decode_json(slot, raw)
    if not isinstance(data, dict) or data.get("kind") != "duckgeon-campaign":
        raise SaveError(slot, "the file is not a saved campaign")
    what = "a saved campaign"
    if format_version(slot, data, CAMPAIGN_SAVE_VERSION, what, "campaign") < 1:
        raise SaveError(slot, f"the file is not {what} (no version)")
    return checked(slot, CampaignSave, data)


@dataclass(frozen=True)
class CampaignSlot:
    """One campaign file: its header when readable, else why not."""

    slot: str
    header: CampaignHeader | None
    problem: str | None


class CampaignStore(SlotFolder):
    """The campaign files of a saves folder (`campaigns/<slot>.json`, and `.json.bak`)."""

    busy = "another Duckgeon game is playing this campaign now"

    def __init__(self, saves_root: Path) -> None:
        super().__init__(Path(saves_root) / CAMPAIGNS_DIR)

    def check(self, slot: str, raw: bytes) -> None:
        """Raise SaveError unless `raw` is a good saved campaign."""
        parse_campaign_save(slot, raw)

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
        """Seal and write a campaign atomically, the previous good file kept as its backup (a
        broken one moved aside); SaveWriteError saying why the folder or the disk refused."""
        return self._write_sealed(slot, save)
