"""Bot campaigns: the party bot plays every quest of a campaign in order and the camp bot
spends between them; the figures say how far parties get."""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine.camp_bot import CampBot
from duckgeon_tui.engine.campaign import CampaignRun, derived_seed
from duckgeon_tui.engine.campaign_state import CampaignOptions
from duckgeon_tui.engine.game import Game
from duckgeon_tui.engine.simulation import (
    ACTIONS_PER_TURN_CAP,
    SimulationError,
    bot_for,
    game_seed,
    party_names,
)

CAMP_ACTIONS_CAP = 200
"""Safety net against a camp bot that never sets off."""


@dataclass
class CampaignRecord:
    """How one bot campaign went: the quests won, each quest's turns, who fell and came back."""

    index: int
    seed: int
    won: bool
    quests_won: int
    turns: list[int] = field(default_factory=list)
    fallen: list[int] = field(default_factory=list)
    revived: int = 0
    recruited: int = 0
    ranks: list[int] = field(default_factory=list)
    """The Rank of every Duckventurer still in the party at the end."""


def play_quest(game: Game, seed: int, label: str) -> None:
    """Play the game to its end with the party bot (SimulationError when the bot breaks)."""
    bot = bot_for(seed)
    turn, count = game.turn, 0
    while game.outcome is None:
        action = bot.choose(game)
        try:
            game.apply(action)
        except Exception as exc:
            raise SimulationError(
                f"{label}, turn {game.turn}: the bot's '{action}' failed: {exc}"
            ) from exc
        count = count + 1 if game.turn == turn else 0
        turn = game.turn
        if count > ACTIONS_PER_TURN_CAP:
            raise SimulationError(f"{label}, turn {turn}: the bot never ends its turn")


def play_campaign(
    content: Content,
    campaign_id: str,
    classes: Sequence[str],
    index: int,
    seed: int,
    options: CampaignOptions,
) -> CampaignRecord:
    """One whole bot campaign."""
    run = CampaignRun.new(content, campaign_id, party_names(classes), seed, options)
    camp_bot = CampBot(random.Random(derived_seed(seed, "camp-bot", 0)))
    record = CampaignRecord(index, seed, won=False, quests_won=0)
    while run.stage != "over":
        label = f"campaign {index} (seed {seed}), quest {run.chapter + 1}"
        if run.stage == "quest":
            assert run.game is not None
            play_quest(run.game, run.quest_seed(run.chapter), label)
            done = run.finish_quest()
            record.turns.append(done.turns)
            record.fallen.append(len(done.fallen))
            continue
        for _ in range(CAMP_ACTIONS_CAP):
            action = camp_bot.choose(run.camp())
            run.apply(action)
            record.revived += action.VERB == "revive"
            record.recruited += action.VERB == "recruit"
            if run.stage != "camp":
                break
        else:
            raise SimulationError(f"{label}: the camp bot never sets off")
    outcome = run.outcome
    assert outcome is not None
    record.won = outcome.result == "victory"
    record.quests_won = outcome.quests_won
    record.ranks = [v.rank for v in run.roster if v.status in ("ready", "fallen")]
    return record


def _mean(values: Sequence[float]) -> float:
    return round(statistics.fmean(values), 2) if values else 0.0


def summarise_campaigns(
    content: Content,
    campaign_id: str,
    classes: Sequence[str],
    seed: int,
    records: Sequence[CampaignRecord],
    seconds: float,
) -> dict[str, Any]:
    """The figures of a run of bot campaigns, as JSON-ready data."""
    campaign = content.campaigns[campaign_id]
    games = len(records)
    reached = Counter(r.quests_won for r in records)
    quests = []
    for number, chapter in enumerate(campaign.quests):
        played = [r for r in records if len(r.turns) > number]
        won = [r for r in played if r.quests_won > number]
        quests.append(
            {
                "quest": chapter.quest,
                "played": len(played),
                "won": len(won),
                "win_rate": round(len(won) / len(played), 4) if played else 0.0,
                "mean_turns": _mean([r.turns[number] for r in played]),
                "fallen_mean": _mean([r.fallen[number] for r in played]),
            }
        )
    return {
        "campaign": campaign_id,
        "party": list(classes),
        "campaigns": games,
        "seed": seed,
        "won": sum(r.won for r in records),
        "win_rate": round(sum(r.won for r in records) / games, 4) if games else 0.0,
        "quests_won": {str(n): reached.get(n, 0) for n in range(len(campaign.quests) + 1)},
        "mean_quests_won": _mean([r.quests_won for r in records]),
        "quests": quests,
        "revived_mean": _mean([r.revived for r in records]),
        "recruited_mean": _mean([r.recruited for r in records]),
        "final_rank_mean": _mean([rank for r in records for rank in r.ranks]),
        "seconds": round(seconds, 2),
    }


def simulate_campaigns(
    content: Content,
    campaign_id: str,
    classes: Sequence[str],
    campaigns: int,
    seed: int,
    options: CampaignOptions,
    progress: Callable[[CampaignRecord], None] | None = None,
) -> dict[str, Any]:
    """Play `campaigns` bot campaigns from the master seed and return their figures."""
    began = time.perf_counter()
    records = []
    for index in range(campaigns):
        record = play_campaign(
            content, campaign_id, classes, index, game_seed(seed, index), options
        )
        records.append(record)
        if progress is not None:
            progress(record)
    return summarise_campaigns(
        content, campaign_id, classes, seed, records, time.perf_counter() - began
    )
