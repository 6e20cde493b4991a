"""A campaign being played: its quests in order (each a Game of its own), the roster carried
from one to the next, and the camp between them. Built with `CampaignRun.new`; at a camp it is
driven like a Game, with `legal_actions()` and `apply()`."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from pydantic import TypeAdapter, ValidationError

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.campaigns import Campaign
from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.vocabulary import possessive
from duckgeon_tui.engine.camp import (
    Camp,
    CampAction,
    CampEvent,
    SetOff,
    legal_camp_actions,
    parse_camp_action,
)
from duckgeon_tui.engine.campaign_state import (
    CampaignOptions,
    CampaignState,
    CampState,
    QuestRecord,
    Result,
    Veteran,
)
from duckgeon_tui.engine.carry_over import carry_out
from duckgeon_tui.engine.deck import quest_funkards
from duckgeon_tui.engine.dungeon_build import build_dungeon
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.game import Game, Options

CAMPAIGN_VERSION = 1
"""The format of a campaign's JSON (`CampaignRun.to_json`)."""


@dataclass(frozen=True, slots=True)
class CampaignOutcome:
    """How the campaign ended, and how many of its quests the party won."""

    result: Result
    reason: str
    quests_won: int


@cache
def _adapter() -> TypeAdapter[CampaignState]:
    return TypeAdapter(CampaignState)


def derived_seed(seed: int, what: str, chapter: int) -> int:
    """A seed for one part of a campaign (a quest, a camp), the same on every machine."""
    digest = hashlib.blake2b(f"duckgeon-campaign/{seed}/{what}/{chapter}".encode(), digest_size=8)
    return int.from_bytes(digest.digest(), "big") >> 33


class CampaignRun:
    """A campaign: its state, and the Game of the quest being played (None between quests)."""

    def __init__(self, content: Content, state: CampaignState, game: Game | None = None) -> None:
        if state.campaign not in content.campaigns:
            raise IllegalAction(f"there is no campaign {state.campaign!r}")
        self.content = content
        self.state = state
        self.game = game

    # -- construction ---------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        content: Content,
        campaign_id: str,
        party: Sequence[PartyMember],
        seed: int,
        options: CampaignOptions | None = None,
    ) -> CampaignRun:
        """A new campaign for a party of newcomers; its first quest starts at once."""
        campaign = content.campaigns.get(campaign_id)
        if campaign is None:
            known = ", ".join(sorted(content.campaigns)) or "none"
            raise IllegalAction(f"there is no campaign {campaign_id!r} (campaigns: {known})")
        limits = campaign.party
        if not limits.fewest <= len(party) <= limits.most:
            raise IllegalAction(
                f"{campaign.name} is played by {limits.fewest} to {limits.most} Duckventurers"
            )
        roster = [Veteran(m.name, m.class_id, m.player) for m in party]
        state = CampaignState(campaign_id, seed, options or CampaignOptions(), roster)
        run = cls(content, state)
        run.game = run.start_quest()
        return run

    # -- where it stands ------------------------------------------------------------------
    @property
    def campaign(self) -> Campaign:
        """The campaign's content."""
        return self.content.campaigns[self.state.campaign]

    @property
    def stage(self) -> str:
        """`quest` (a quest is being played), `camp` (between two quests) or `over`."""
        return self.state.stage

    @property
    def chapter(self) -> int:
        """The quest being played or camped for, by its place in the campaign (from 0)."""
        return self.state.chapter

    @property
    def quest(self) -> Quest:
        """The quest being played, or the next one (the last one once the campaign is over)."""
        chapters = self.campaign.quests
        return self.content.quests[chapters[min(self.state.chapter, len(chapters) - 1)].quest]

    @property
    def roster(self) -> list[Veteran]:
        """Every Duckventurer the campaign has had, in the order they joined."""
        return self.state.roster

    @property
    def history(self) -> list[QuestRecord]:
        """The quests played so far."""
        return self.state.history

    @property
    def outcome(self) -> CampaignOutcome | None:
        """Victory (every quest won) or defeat (a quest lost), once the campaign is over."""
        s = self.state
        if s.result is None:
            return None
        won = sum(1 for record in s.history if record.result == "victory")
        return CampaignOutcome(s.result, s.reason, won)

    def camp(self) -> Camp:
        """The camp's rules on this campaign (IllegalAction when not at a camp)."""
        return Camp(self.content, self.state)

    def quest_seed(self, chapter: int) -> int:
        """The seed of the campaign's quest at `chapter` (its dungeon's seed too)."""
        return derived_seed(self.state.seed, "quest", chapter)

    # -- quests ---------------------------------------------------------------------------
    def start_quest(self) -> Game:
        """The Game of the current quest, for the Duckventurers ready to go."""
        quest = self.quest
        opts = self.state.options
        seed = self.quest_seed(self.state.chapter)
        built = opts.dungeon == "random" and quest.build is not None
        dungeon = (
            build_dungeon(self.content, quest.id, seed)
            if built or not quest.has_own_layout
            else None
        )
        options = Options(
            omens=opts.omens if quest.omens == "optional" else None,
            physical_dice=opts.physical_dice,
            undo=opts.undo,
            turn_cap=opts.turn_cap,
        )
        party = [v.member() for v in self.state.roster if v.status == "ready"]
        return Game.new(self.content, quest.id, party, seed=seed, options=options, dungeon=dungeon)

    def finish_quest(self) -> QuestRecord:
        """Record the quest just ended: each Duckventurer carries out its Rank, Loot and
        Funkards; those down at the end have fallen. Then the camp is pitched for the next
        quest, or the campaign ends (a quest lost, or the last one won)."""
        game = self.game
        if game is None or game.outcome is None or self.state.stage != "quest":
            raise IllegalAction("no quest of the campaign has just ended")
        state = self.state
        outcome = game.outcome
        by_name = {v.name: v for v in state.roster}
        fallen = []
        for duck in game.ducks:
            vet = by_name[duck.name]
            vet.carried = carry_out(duck, vet.carried, game.log)
            vet.quests += 1
            if duck.f <= 0:
                vet.status = "fallen"
                fallen.append(duck.name)
        tally = game.state.tally
        record = QuestRecord(
            quest=game.quest.id,
            seed=game.seed,
            dungeon_seed=None if game.dungeon is None else game.dungeon.seed,
            result="victory" if outcome.result == "victory" else "defeat",
            reason=outcome.reason,
            turns=game.turn,
            kills=tally.kills,
            loot=max(0, tally.loot_rolled + tally.loot_from_effects),
            booster=game.booster_step,
            party=[d.name for d in game.ducks],
            fallen=fallen,
            camp=list(state.camp_log),
        )
        state.history.append(record)
        state.camp_log = []
        self.game = None
        if record.result != "victory":
            self._end("defeat", f"the party lost {game.quest.name}")
        elif state.chapter + 1 >= len(self.campaign.quests):
            self._end("victory", f"the party won every quest of {self.campaign.name}")
        else:
            state.chapter += 1
            self._pitch_camp()
        return record

    def _end(self, result: Result, reason: str) -> None:
        self.state.stage = "over"
        self.state.result = result
        self.state.reason = reason

    def _pitch_camp(self) -> None:
        """Lay out the Shop for the next quest; Funkards that quest's deck does not have (an
        expansion set's) stay behind."""
        state = self.state
        state.stage = "camp"
        quest = self.quest
        deck = quest_funkards(self.content, quest)
        random.Random(derived_seed(state.seed, "camp", state.chapter)).shuffle(deck)
        stock_size = self.campaign.shop.stock
        camp = CampState(stock=deck[-stock_size:][::-1], deck=deck[:-stock_size])
        state.camp = camp
        allowed = set(deck)
        for vet in state.roster:
            carried = vet.carried
            if carried is None or vet.status not in ("ready", "fallen"):
                continue
            behind = [c for c in carried.funkards if c not in allowed]
            if behind:
                kept = tuple(c for c in carried.funkards if c in allowed)
                vet.carried = replace(carried, funkards=kept)
                names = ", ".join(self.content.funkard(c).name for c in behind)
                camp.notes.append(
                    f"{possessive(vet.name)} {names} stay behind: not in "
                    f"{possessive(quest.name)} deck."
                )

    # -- the camp -------------------------------------------------------------------------
    def legal_actions(self) -> list[CampAction]:
        """Every legal camp action now (none unless the party is at a camp)."""
        if self.state.stage != "camp":
            return []
        return legal_camp_actions(self.camp())

    def apply(self, action: CampAction | str) -> list[CampEvent]:
        """Apply one camp action; returns what happened. Setting off starts the next quest
        (`game`). Illegal: IllegalAction, nothing changes."""
        if isinstance(action, str):
            action = parse_camp_action(action)
        if self.state.stage != "camp":
            raise IllegalAction("the party is not at a camp")
        camp = self.camp()
        action.check(camp)
        action.run(camp)
        camp.camp.log.append(action.notation())
        if isinstance(action, SetOff):
            self.state.camp_log, self.state.camp = camp.camp.log, None
            self.state.stage = "quest"
            self.game = self.start_quest()
        return camp.events

    # -- saves ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The whole campaign as JSON-ready data (the quest being played included)."""
        return {
            "version": CAMPAIGN_VERSION,
            "state": _adapter().dump_python(self.state, mode="json"),
            "game": None if self.game is None else self.game.to_json(),
        }

    @classmethod
    def from_json(cls, content: Content, data: Any) -> CampaignRun:
        """A campaign saved with `to_json`; IllegalAction saying why when it cannot be read
        (whether it fits the content is `campaign_check.misfits`)."""
        if not isinstance(data, dict) or set(data) != {"version", "state", "game"}:
            raise IllegalAction("it is not a campaign (version, state and game)")
        if data["version"] != CAMPAIGN_VERSION:
            raise IllegalAction(f"campaign format {data['version']!r} is not {CAMPAIGN_VERSION}")
        try:
            state = _adapter().validate_python(data["state"])
        except ValidationError as exc:
            first = exc.errors()[0]
            place = ".".join(str(p) for p in first["loc"]) or "top level"
            raise IllegalAction(f"{place[:80]}: {first['msg']}") from None
        if state.campaign not in content.campaigns:
            raise IllegalAction(f"there is no campaign {state.campaign!r} in the content")
        return cls(content, state, _game_from(content, data["game"]))


def _game_from(content: Content, data: Any) -> Game | None:
    """The quest being played, from its JSON (None between quests)."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise IllegalAction("the quest being played is not a saved game")
    try:
        return Game.from_json(content, data)
    except IllegalAction:
        raise
    except Exception as exc:  # any shape the engine cannot read is a damaged campaign
        raise IllegalAction(
            f"the quest being played does not read ({type(exc).__name__})"
        ) from None
