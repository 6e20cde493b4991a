"""The figures of a sweep, from the database alone: card, class and STAT effects (paired, with
95% intervals), skill against luck, the last room, rule holes, the party matrix and the
layouts. Equal plans and equal games give equal figures, whatever played them."""

from __future__ import annotations

import json
import statistics
from collections import Counter, defaultdict
from itertools import combinations
from typing import Any

from duckgeon_tui.lab.games import Row
from duckgeon_tui.lab.plan import Cell, Plan
from duckgeon_tui.lab.stats import RATE, RATE_DIFFERENCE, apart, mean_interval, paired, paired_wins
from duckgeon_tui.lab.store import LabStore
from duckgeon_tui.lab.variants import FULL, RANDOM_PARTY, Variant, parse_variant

HOLE_EXAMPLES = 5
"""Rule holes listed with their seed, so that a modder can replay them."""

Key = tuple[int, int]


def report(plan: Plan, store: LabStore) -> dict[str, Any]:
    """The sweep's figures as a JSON-ready dict."""
    quests = [_quest(plan, store, quest) for quest in plan.quests]
    return {
        "content": plan.content,
        "seed": plan.seed,
        "seeds": plan.seeds,
        "dungeon": plan.dungeon,
        **({"layouts": plan.layouts} if plan.dungeon == "random" else {}),
        "studies": list(plan.studies),
        "games": sum(q["games"] for q in quests),
        "quests": quests,
    }


def _quest(plan: Plan, store: LabStore, quest: str) -> dict[str, Any]:
    party = plan.party[quest]
    keys = [(g.layout, g.seed) for g in plan.games()]
    base = store.rows(plan, Cell(quest, party, FULL))
    played = {v.key: store.rows(plan, Cell(quest, party, v.key)) for v in plan.variants(quest)}
    out: dict[str, Any] = {"quest": quest, "party": list(party), "base": _cell(base)}
    effects: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for key, rows in played.items():
        variant = parse_variant(key)
        if variant.kind in ("card", "class", "stat"):
            effects[variant.kind].append(_effect(variant, base, rows, keys))
    for kind, name in (("card", "cards"), ("class", "classes"), ("stat", "stats")):
        if effects[kind]:
            out[name] = sorted(effects[kind], key=lambda e: (-e["effect"]["value"], e["variant"]))
    if RANDOM_PARTY in played:
        out["skill"] = _skill(base, played[RANDOM_PARTY], keys)
    out["last_room"] = _last_room(base)
    matrix = {}
    if "matrix" in plan.studies:
        for group in combinations(plan.classes, len(party)):
            matrix[group] = store.rows(plan, Cell(quest, group, FULL))
        out["matrix"] = sorted(
            ({"party": list(group), **_cell(rows)} for group, rows in matrix.items()),
            key=lambda m: (-m["win_rate"]["value"], m["party"]),
        )
    if plan.dungeon == "random":
        out["layouts"] = _layouts(base, keys)
        out["pool"] = _pool(store.rows(plan, Cell(quest, party, FULL), record=True))
    every = [*played.values(), *(rows for group, rows in matrix.items() if group != party)]
    out["holes"] = _holes(every)
    out["games"] = sum(len(rows) for rows in every)
    return out


def _cell(rows: dict[Key, Row]) -> dict[str, Any]:
    ordered = [rows[k] for k in sorted(rows)]
    turns = [r["turns"] for r in ordered]
    return {
        "games": len(ordered),
        "win_rate": mean_interval([r["won"] for r in ordered], RATE).rounded(),
        "mean_turns": round(statistics.fmean(turns), 2) if turns else 0.0,
    }


def _pairs(first: dict[Key, Row], second: dict[Key, Row], keys: list[Key]) -> list[Key]:
    return [k for k in keys if k in first and k in second]


def _effect(
    variant: Variant, base: dict[Key, Row], rows: dict[Key, Row], keys: list[Key]
) -> dict[str, Any]:
    """What the card, class or STAT change does to the win rate and the turns: the full game
    minus the variant when it takes something away, else the variant minus the full game."""
    both = _pairs(base, rows, keys)
    with_it, without = (base, rows) if variant.removes else (rows, base)
    win = paired_wins([with_it[k]["won"] for k in both], [without[k]["won"] for k in both])
    turns = paired([with_it[k]["turns"] for k in both], [without[k]["turns"] for k in both])
    return {
        "variant": variant.key,
        "subject": variant.subject
        if variant.kind != "stat"
        else f"{variant.subject} {variant.stat}{variant.change:+d}",
        "effect": win.rounded(),
        "turns": turns.rounded(),
        "decisive": win.excludes_zero,
    }


def _skill(base: dict[Key, Row], luck: dict[Key, Row], keys: list[Key]) -> dict[str, Any]:
    both = _pairs(base, luck, keys)
    bot = [base[k]["won"] for k in both]
    random_party = [luck[k]["won"] for k in both]
    return {
        "bot_win_rate": mean_interval(bot, RATE).rounded(),
        "random_win_rate": mean_interval(random_party, RATE).rounded(),
        "gap": paired_wins(bot, random_party).rounded(),
    }


def _last_room(base: dict[Key, Row]) -> dict[str, Any]:
    """Where the games were decided: how many reached the last room (the outcome was still
    open there), how many of those were won, and the share of defeats suffered there."""
    rows = list(base.values())
    reached = [r for r in rows if r["reached_last"]]
    lost = [r for r in rows if not r["won"]]
    return {
        "reached_share": round(len(reached) / len(rows), 4) if rows else 0.0,
        "won_when_reached": round(sum(r["won"] for r in reached) / len(reached), 4)
        if reached
        else 0.0,
        "defeats_there_share": round(sum(r["reached_last"] for r in lost) / len(lost), 4)
        if lost
        else 0.0,
    }


def _layouts(base: dict[Key, Row], keys: list[Key]) -> list[dict[str, Any]]:
    by_layout: dict[int, dict[Key, Row]] = defaultdict(dict)
    for key in keys:
        if key in base:
            by_layout[key[0]][key] = base[key]
    return [{"layout": layout, **_cell(rows)} for layout, rows in by_layout.items()]


def _pool(base: dict[Key, Row]) -> list[dict[str, Any]]:
    """On built dungeons: each room of the pool, what the games whose dungeon holds it differ
    from the others by, in turns and win rate (not paired: the layouts differ), the longest
    first. A room that stretches the quest stands out here."""
    rooms: dict[Key, set[str]] = {}
    for key, row in base.items():
        record = json.loads(row["record"])
        rooms[key] = set(record.get("room_ids", {}).values())
    found = sorted(set().union(*rooms.values())) if rooms else []
    out = []
    for room in found:
        holding = [k for k in sorted(base) if room in rooms[k]]
        others = [k for k in sorted(base) if room not in rooms[k]]
        if not holding or not others:
            continue  # in every dungeon (pinned) or in none: nothing to compare
        turns = apart([base[k]["turns"] for k in holding], [base[k]["turns"] for k in others])
        win = apart(
            [base[k]["won"] for k in holding], [base[k]["won"] for k in others], RATE_DIFFERENCE
        )
        out.append(
            {
                "room": room,
                "games": len(holding),
                "turns": turns.rounded(),
                "win_rate": win.rounded(),
                "decisive": turns.excludes_zero,
            }
        )
    return sorted(out, key=lambda r: (-r["turns"]["value"], r["room"]))


def _holes(cells: list[dict[Key, Row]]) -> dict[str, Any]:
    """Games the rules could not finish well: turn-capped games and positions with no legal
    action (or an action the engine broke on), for the bot and the random party apart."""
    counts: Counter[str] = Counter()
    examples: list[dict[str, Any]] = []
    for rows in cells:
        for key in sorted(rows):
            row = rows[key]
            if not row["hole"]:
                continue
            who = "random" if row["variant"] == RANDOM_PARTY else "bot"
            counts[f"{who}:{row['hole']}"] += 1
            if len(examples) < HOLE_EXAMPLES and (who, row["hole"]) != ("random", "turn_cap"):
                examples.append(
                    {
                        "hole": row["hole"],
                        "player": who,
                        "variant": row["variant"],
                        "party": row["party"],
                        "seed": row["seed"],
                        "layout": row["layout"],
                        "detail": row["detail"],
                    }
                )
    return {"counts": dict(sorted(counts.items())), "examples": examples}
