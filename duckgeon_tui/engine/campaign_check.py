"""Whether a restored campaign fits its content: the campaign, its quests and classes exist,
every veteran's Rank, raises, Loot and Funkards are ones the rules could have given, the
history follows the campaign's quests, the camp's Shop holds real cards, and the quest being
played is the campaign's and fits too. A campaign file is data from outside: it is checked
whole before the rules or the app act on it."""

from __future__ import annotations

from collections.abc import Iterator

from duckgeon_tui.content.party import MAX_PLAYER, NAME_RE
from duckgeon_tui.engine.camp import MAX_ROSTER, parse_camp_action
from duckgeon_tui.engine.campaign import CampaignRun
from duckgeon_tui.engine.carry_over import MAX_LOOT, rank_problems
from duckgeon_tui.engine.errors import NotationError
from duckgeon_tui.engine.state_check import misfits as game_misfits
from duckgeon_tui.printable import printable

MAX_CARDS = 12
"""No Duckventurer carries more Funkards than the largest hand limit a quest may have."""
MAX_SEED = 2**63
MAX_TURNS = 100_000
MAX_CAMP_ACTIONS = 2_000


def _roster(run: CampaignRun) -> Iterator[str]:
    content = run.content
    cards = {**content.items, **content.zappies, **content.feats}
    roster = run.roster
    if not 1 <= len(roster) <= MAX_ROSTER:
        yield f"the roster has {len(roster)} Duckventurers (1 to {MAX_ROSTER})"
    names = [v.name.lower() for v in roster]
    if len(set(names)) != len(names):
        yield "two Duckventurers of the roster have the same name"
    in_party = [v for v in roster if v.status in ("ready", "fallen")]
    if len(in_party) > run.campaign.party.most:
        yield f"{len(in_party)} Duckventurers are in a party of at most {run.campaign.party.most}"
    for vet in roster:
        who = vet.name if NAME_RE.match(vet.name) else repr(vet.name)
        if not NAME_RE.match(vet.name):
            yield f"a Duckventurer is called {who}, which is not a name the game allows"
        if vet.class_id not in content.classes:
            yield f"{who} is of class `{vet.class_id}`, which the content does not have"
        player = vet.player
        if not player.strip() or len(player) > MAX_PLAYER or not player.isprintable():
            yield f"{who}'s player {player[:30]!r} is not a player's name"
        if not 0 <= vet.joined < len(run.campaign.quests) or not 0 <= vet.quests <= len(
            run.campaign.quests
        ):
            yield f"{who} joined or played quests the campaign does not have"
        carried = vet.carried
        if carried is None:
            continue
        for problem in rank_problems(content, carried.rank, carried.raises):
            yield f"{who}: {problem}"
        if not 0 <= carried.loot <= MAX_LOOT:
            yield f"{who} carries {carried.loot} Loot (0 to {MAX_LOOT})"
        if len(carried.funkards) > MAX_CARDS:
            yield f"{who} carries {len(carried.funkards)} Funkards (at most {MAX_CARDS})"
        for card in carried.funkards:
            if card not in cards:
                yield f"{who} carries the Funkard `{card}`, which the content does not have"


def _history(run: CampaignRun) -> Iterator[str]:
    state, chapters = run.state, run.campaign.quests
    played = len(state.history)
    expected = state.chapter + (1 if state.stage == "over" else 0)
    if played != expected:
        yield f"the campaign has played {played} quests, but stands at quest {state.chapter + 1}"
    names = {v.name for v in run.roster}
    for index, record in enumerate(state.history[: len(chapters)]):
        if record.quest != chapters[index].quest:
            yield f"quest {index + 1} of the history is `{record.quest}`, not the campaign's"
        if not set(record.party) <= names or not set(record.fallen) <= set(record.party):
            yield f"quest {index + 1} of the history names Duckventurers the roster lacks"
        if not 0 <= record.turns <= MAX_TURNS or min(record.kills, record.loot, record.booster) < 0:
            yield f"quest {index + 1} of the history has counts no quest gives"
        if not 0 <= record.seed < MAX_SEED:
            yield f"quest {index + 1} of the history has the seed {record.seed}"
    logs = [state.camp_log, *(r.camp for r in state.history)]
    if state.camp is not None:
        logs.append(state.camp.log)
    for log in logs:
        if len(log) > MAX_CAMP_ACTIONS or not all(_reads(text) for text in log):
            yield "a camp's log holds what is not camp actions"
            break
    if state.stage != "over" and any(r.result != "victory" for r in state.history):
        yield "the campaign goes on after a quest was lost"


def _stage(run: CampaignRun) -> Iterator[str]:
    state = run.state
    if not 0 <= state.chapter < len(run.campaign.quests):
        yield f"the campaign stands at quest {state.chapter + 1}, which it does not have"
        return
    if (state.stage == "over") != (state.result is not None):
        yield "the campaign's end and its result do not agree"
    if (state.stage == "camp") != (state.camp is not None):
        yield "the campaign's camp and its stage do not agree"
    if (state.stage == "quest") != (run.game is not None):
        yield "the campaign's quest and its stage do not agree"
    camp = state.camp
    if camp is not None:
        cards = run.camp().quest_cards
        most = run.campaign.shop.stock
        if len(camp.stock) > most:
            yield f"the Shop lays out {len(camp.stock)} Funkards (at most {most})"
        if len(camp.deck) + len(camp.stock) > len(cards) + MAX_ROSTER * MAX_CARDS:
            yield "the Shop's deck holds more Funkards than there are"
        for card in dict.fromkeys([*camp.stock, *camp.deck]):
            if card not in cards:
                yield f"the Shop holds `{card}`, which is not in the next quest's deck"
    game = run.game
    if game is not None:
        if game.quest.id != run.quest.id:
            yield f"the quest being played is `{game.quest.id}`, not `{run.quest.id}`"
        ready = [v.name for v in run.roster if v.status == "ready"]
        if [d.name for d in game.ducks] != ready:
            yield "the quest being played has another party than the roster's"
        yield from game_misfits(game)


def _reads(text: str) -> bool:
    try:
        parse_camp_action(text)
    except NotationError:
        return False
    return True


def misfits(run: CampaignRun) -> list[str]:
    """What in a restored campaign does not fit its content, in words (empty: it fits)."""
    problems = list(_roster(run))
    if not problems:
        problems += [*_stage(run), *_history(run)]
    return [printable(p) for p in problems]
