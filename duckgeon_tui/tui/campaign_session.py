"""A campaign being played: the engine's campaign, its save file, and the quest being played as
a game session whose autosave writes the whole campaign."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from duckgeon_tui.engine.campaign import CampaignRun
from duckgeon_tui.engine.campaign_check import misfits
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.saves import SaveError, SaveStore, SaveWriteError
from duckgeon_tui.saves.campaign_files import CampaignHeader, CampaignSave, CampaignStore
from duckgeon_tui.saves.fit import describe
from duckgeon_tui.saves.models import CampaignRef, RunSummary
from duckgeon_tui.saves.store import check_content, now_iso
from duckgeon_tui.tui.session import GameSession, mod_refs

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.content.party import PartyMember
    from duckgeon_tui.engine.campaign_state import CampaignOptions, QuestRecord


@dataclass
class CampaignSession:
    """The engine's campaign plus where it is saved; screens read `run`, never copy it."""

    content: Content
    run: CampaignRun
    saves: SaveStore
    """The saves folder (run summaries go to its `runs/`)."""
    store: CampaignStore
    slot: str
    created_at: str
    animation: bool = True
    save_failure: SaveWriteError | None = None
    records: list[QuestRecord] = field(default_factory=list)
    """The quests this session has seen end (their run summaries written or still due)."""

    @classmethod
    def new(
        cls,
        content: Content,
        campaign_id: str,
        party: Sequence[PartyMember],
        seed: int,
        saves: SaveStore,
        options: CampaignOptions | None = None,
    ) -> CampaignSession:
        """A new campaign (IllegalAction when the party does not fit it); nothing written yet."""
        run = CampaignRun.new(content, campaign_id, party, seed, options)
        store = CampaignStore(saves.root)
        return cls(content, run, saves, store, store.new_slot(campaign_id), now_iso())

    @classmethod
    def open(
        cls, content: Content, saves: SaveStore, slot: str, *, backup: bool = False
    ) -> CampaignSession:
        """Continue a saved campaign; SaveError saying why when it cannot be."""
        store = CampaignStore(saves.root)
        save = store.load(slot, backup=backup)
        check_content(save, content.fingerprint, mod_refs(content), slot=slot)  # type: ignore[arg-type]
        try:
            run = CampaignRun.from_json(content, save.state)
        except IllegalAction as exc:
            raise SaveError(slot, f"the saved campaign does not fit ({exc})") from None
        problems = misfits(run)
        if problems:
            raise SaveError(slot, f"the campaign does not fit the content: {describe(problems)}")
        try:
            free = store.locks.take(slot)
        except OSError:
            free = True  # a folder that cannot be written: saving will say so
        if not free:
            raise SaveError(slot, "another Duckgeon game is playing this campaign now")
        animation = save.options.get("animation", True)
        return cls(content, run, saves, store, slot, save.header.created_at, animation is not False)

    # Saving ------------------------------------------------------------------------------

    def to_save(self) -> CampaignSave:
        """The campaign as a save file."""
        run = self.run
        header = CampaignHeader(
            campaign=run.campaign.id,
            campaign_name=run.campaign.name,
            roster=[v.name for v in run.roster if v.status in ("ready", "fallen")],
            quest=run.chapter + 1,
            quests=len(run.campaign.quests),
            stage=run.state.stage,
            result=run.state.result,
            created_at=self.created_at,
            saved_at=now_iso(),
        )
        return CampaignSave(
            header=header,
            content_fingerprint=self.content.fingerprint,
            mods=mod_refs(self.content),
            options={"animation": self.animation},
            state=run.to_json(),
        )

    def save(self) -> bool:
        """Write the campaign; False (why in `save_failure`) when the write failed."""
        try:
            self.write(self.to_save())
        except SaveWriteError:
            return False
        return True

    def write(self, save: CampaignSave) -> None:
        """Write a save of the campaign made before (SaveWriteError when it cannot be written:
        why is kept in `save_failure` too)."""
        try:
            self.store.write(self.slot, save)
        except SaveWriteError as exc:
            self.save_failure = exc
            raise
        self.save_failure = None

    def quest_session(self) -> CampaignQuestSession:
        """The quest being played, as the dungeon screen plays it."""
        game = self.run.game
        if game is None:
            raise ValueError("no quest of the campaign is being played")
        players = tuple(dict.fromkeys(d.player for d in game.ducks))
        return CampaignQuestSession(
            self.content,
            game,
            self.saves,
            self.created_at,
            self.animation,
            players,
            slot=self.slot,
            campaign=self,
        )

    def close(self) -> None:
        """Let go of the campaign's file (the app is closing)."""
        self.store.close()

    def ref(self, number: int) -> CampaignRef:
        """The campaign as the run summary of its quest `number` (from 1) names it."""
        run = self.run
        last = run.state.stage == "over" and number == len(run.history)
        return CampaignRef(
            id=run.campaign.id,
            name=run.campaign.name,
            slot=f"{self.slot}@{self.created_at}",
            quest=number,
            quests=len(run.campaign.quests),
            result=run.state.result if last else None,
        )


@dataclass
class CampaignQuestSession(GameSession):
    """A quest of a campaign in the dungeon screen: each autosave writes the whole campaign,
    and the quest's end is recorded in the campaign (the camp is pitched) before it is saved."""

    campaign: CampaignSession | None = None

    @property
    def owner(self) -> CampaignSession:
        """The campaign this quest belongs to."""
        assert self.campaign is not None
        return self.campaign

    @property
    def kept_in(self) -> str | None:
        camp = self.owner
        return f"the campaign '{camp.slot}' ({camp.run.campaign.name})"

    def save_writer(self) -> Callable[[], object]:
        # The whole campaign is saved: made now (a quest that ended closes its record first).
        camp = self.owner
        run = camp.run
        if self.game.outcome is not None and run.stage == "quest" and run.game is self.game:
            camp.records.append(run.finish_quest())
        save = camp.to_save()
        return lambda: camp.write(save)

    def summary(self) -> RunSummary:
        summary = super().summary()
        camp = self.owner
        if not camp.records:
            return summary
        number = len(camp.run.history)
        return summary.model_copy(update={"campaign": camp.ref(number)})

    def last_good(self) -> GameSession:
        camp = self.owner
        again = CampaignSession.open(self.content, camp.saves, camp.slot)
        if again.run.game is None:
            raise SaveError(camp.slot, "the campaign's last save is not in a quest")
        session = again.quest_session()
        session.order = self.order  # the saves still being written stay in order with its own
        return session

    def save_elsewhere(self, folder: Path) -> Path:
        camp = self.owner
        store = CampaignStore(folder)
        path = store.write(camp.slot, camp.to_save())
        camp.store, camp.save_failure = store, None
        self.store, self.save_failure = SaveStore(folder), None
        return path
