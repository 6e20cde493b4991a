"""A small purpose-built Duckgeon content, so rule tests do not move when data/ is rebalanced."""

from __future__ import annotations

from typing import Any

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.cards import Condition, Item, Omen, Snare, Zappy
from duckgeon_tui.content.characters import Beastie, DuckClass, Rank, School
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.rooms import Room

HALL = [
    "##########",
    "#@.....S.#",
    "#@.......#",
    "#........#",
    "#....T...#",
    "#..O...S.#",
    "#........'",  # open: the party leaves only through an open door
    "##########",
]
LAIR = [
    "##########",
    "#k......c#",
    "#........#",
    "#....SS..#",
    "#....SS..#",
    "#........#",
    "'........#",
    "##########",
]


def _table(*spawns: tuple[str, int], snare: str | None = None) -> list[dict[str, Any]]:
    return [
        {
            "min": -20,
            "max": 60,
            "text": "Here they are.",
            "spawns": [{"beastie": b, "count": n} for b, n in spawns],
            **({"snare": snare} if snare else {}),
        }
    ]


def make_content(
    hall: list[tuple[str, int]] | None = None,
    hall_snare: str | None = None,
    strolling: list[tuple[str, int]] | None = None,
    corridor: int = 12,
    turn_limit: int | None = None,
    deck_snares: tuple[str, ...] = (),
    quest: dict[str, Any] | None = None,
    cage: dict[str, Any] | None = None,
    cards: tuple[dict[str, Any], ...] = (),
) -> Content:
    """The tiny content: two rooms (a hall and the lair of the boss), two classes, a few cards.
    `quest` replaces fields of the tiny quest, `cage` fields of King's Cage, and `cards` are
    more Items."""
    conditions = [
        Condition(
            id="unconscious",
            name="Unconscious",
            glyph="U",
            no_actions=True,
            denies_resist=True,
            no_free_action=True,
        ),
        Condition.model_validate(
            {"id": "frozen", "name": "Frozen", "glyph": "F", "walk_limit": 0, "wears_off": 1}
        ),
        Condition.model_validate(
            {"id": "dizzy", "name": "Dizzy", "glyph": "D", "wobbly_walk": True, "wears_off": 2}
        ),
    ]
    schools = [
        School.model_validate(
            {
                "id": "hard-knocks",
                "name": "Hard Knocks",
                "modifiers": [{"stat": "P", "amount": 1, "when": ["look"]}],
            }
        )
    ]
    classes = [
        DuckClass.model_validate(
            {
                "id": "duckidin",
                "name": "Duckidin",
                "school": "hard-knocks",
                "glyph": "D",
                "stats": {"F": 8, "Q": 4, "P": 2},
                "ability": {
                    "name": "Laying on of Wings",
                    "activation": "activated",
                    "cost": 2,
                    "target": {"kind": "ally", "range": 0},
                    "effects": [{"kind": "heal", "amount": 3}],
                },
                "starting_funkards": ["plain-ol-sword", "delicious-small-amphibian-dinner"],
            }
        ),
        DuckClass.model_validate(
            {
                "id": "duckwiz",
                "name": "Duckwiz",
                "school": "hard-knocks",
                "glyph": "W",
                "stats": {"F": 8, "Q": 3, "P": 4},
                "ability": {
                    "name": "Wiz Wits",
                    "activation": "passive",
                    "modifiers": [{"stat": "P", "amount": 1, "when": ["interact"]}],
                },
                "starting_funkards": ["frost-o", "gotcha", "nest-of-holding", "zap-charger"],
            }
        ),
    ]
    items = [
        Item.model_validate(
            {
                "id": "plain-ol-sword",
                "name": "Plain 'Ol Sword",
                "cost": 0,
                "activation": "passive",
                "weapon": "choppy",
                "modifiers": [
                    {"stat": "Q", "amount": 1, "when": ["choppy_attack", "choppy_resist"]}
                ],
            }
        ),
        Item.model_validate(
            {
                "id": "delicious-small-amphibian-dinner",
                "name": "Delicious Small Amphibian Dinner",
                "cost": 0,
                "activation": "activated",
                "consumable": True,
                "target": {"kind": "ally", "range": 0},
                "effects": [{"kind": "heal", "amount": 4}],
            }
        ),
        Item.model_validate(
            {
                "id": "nest-of-holding",
                "name": "Nest of Holding",
                "cost": 0,
                "activation": "passive",
                "gobbly": {"capacity": 2},
            }
        ),
        Item.model_validate(
            {
                "id": "squeaky-slingshot",
                "name": "Squeaky Slingshot",
                "cost": 0,
                "activation": "passive",
                "weapon": "shooty",
                "range": 6,
                "modifiers": [{"stat": "Q", "amount": 1, "when": ["shooty_attack"]}],
            }
        ),
        *(Item.model_validate(card) for card in cards),
    ]
    zappies = [
        Zappy.model_validate(
            {
                "id": "frost-o",
                "name": "Frost-O",
                "cost": 3,
                "activation": "activated",
                "target": {"kind": "enemy", "range": 6},
                "effects": [
                    {"kind": "damage", "amount": 2},
                    {"kind": "apply_condition", "condition": "frozen"},
                ],
            }
        ),
        Zappy.model_validate(
            {
                "id": "gotcha",
                "name": "Gotcha!",
                "cost": 2,
                "activation": "activated",
                "target": {"kind": "enemy", "range": 6},
                "effects": [{"kind": "deny_resist", "duration": "turn"}],
            }
        ),
        Zappy.model_validate(
            {
                "id": "big-zap",
                "name": "Big Zap",
                "cost": 1,
                "prepare": True,
                "activation": "activated",
                "target": {"kind": "enemy", "range": 6},
                "effects": [{"kind": "damage", "amount": 5}],
            }
        ),
        Zappy.model_validate(
            {
                "id": "zap-back",
                "name": "Zap Back",
                "cost": 0,
                "activation": "triggered",
                "trigger": "damage_taken",
                "target": {"kind": "enemy", "range": 1},
                "effects": [{"kind": "damage", "amount": 1}],
            }
        ),
        Zappy.model_validate(
            {
                "id": "zap-charger",
                "name": "Zap Charger",
                "cost": 1,
                "activation": "activated",
                "target": {"kind": "enemy", "range": 6},
                "boosty": {"max_charges": 3, "per_charge": 2},
                "effects": [{"kind": "damage", "amount": 1}],
            }
        ),
    ]
    beasties = [
        Beastie.model_validate(
            {
                "id": "furry-ghost-mouse",
                "name": "Furry Ghost Mouse",
                "stats": {"F": 2, "Q": 1, "P": 2},
                "move": 0,
                "glyph": "m",
                "attacks": [{"name": "Nibble", "style": "choppy"}],
                "tactics": ["attack"],
            }
        ),
        Beastie.model_validate(
            {
                "id": "pesky-rat-head",
                "name": "Pesky Rat-Head",
                "stats": {"F": 3, "Q": 2, "P": 3},
                "move": 0,
                "glyph": "r",
                "attacks": [{"name": "Bite", "style": "choppy"}],
                "tactics": ["attack"],
            }
        ),
        Beastie.model_validate(
            {
                "id": "hordling",
                "name": "Hordling",
                "stats": {"F": 3, "Q": 2, "P": 1},
                "move": 4,
                "glyph": "h",
                "attacks": [{"name": "Scratch", "style": "choppy"}],
                "tactics": ["approach"],
            }
        ),
        Beastie.model_validate(
            {
                "id": "blind-terror-snake",
                "name": "Blind Terror Snake",
                "stats": {"F": 8, "Q": 4, "P": 2},
                "move": 3,
                "glyph": "s",
                "footprint": [[0, 0], [1, 0]],
                "attacks": [{"name": "Squeeze", "style": "choppy"}],
                "tactics": ["approach"],
            }
        ),
        Beastie.model_validate(
            {
                "id": "duckthulhu",
                "name": "Duckthulhu",
                "boss": True,
                "stats": {"F": 10, "Q": 4, "P": 4},
                "move": 0,
                "glyph": "C",
                "footprint": [[0, 0], [1, 0], [0, 1], [1, 1]],
                "attacks": [{"name": "Tentacle", "style": "choppy"}],
                "tactics": ["attack"],
            }
        ),
    ]
    snares = [
        Snare.model_validate(
            {
                "id": "sticky-web",
                "name": "Sticky Web",
                "resist": "Q",
                "difficulty": 7,
                "lingers": True,
                "effects": [{"kind": "damage", "amount": 1}],
                "disarm": {"stat": "P", "target": 5},
            }
        ),
    ]
    omens = [
        Omen.model_validate(
            {
                "id": "golden-egg",
                "name": "The Golden Egg",
                "effects": [{"kind": "gain_loot", "amount": 4}],
            }
        )
    ]
    rooms = [
        Room.model_validate(
            {"id": "hall", "name": "The Hall", "map": HALL, "doors": [{"id": "east", "at": [9, 6]}]}
        ),
        Room.model_validate(
            {
                "id": "lair",
                "name": "The Lair",
                "map": LAIR,
                "doors": [{"id": "west", "at": [0, 6]}],
                "features": {
                    "k": {
                        "kind": "object",
                        "name": "King's Cage",
                        "success": "King Goscock is free!",
                        **(cage or {}),
                    },
                    "c": {
                        "kind": "clue",
                        "name": "Scratches",
                        "text": "Tentacle marks. Lots of them.",
                        "effects": [{"kind": "gain_loot", "amount": 2}],
                    },
                },
            }
        ),
    ]
    quest = Quest.model_validate(
        {
            "id": "tiny",
            "name": "Tiny Quest",
            "rooms": [
                {
                    "number": 1,
                    "room": "hall",
                    "at": [0, 0],
                    "room_table": _table(*(hall if hall is not None else []), snare=hall_snare),
                },
                {
                    "number": 6,
                    "room": "lair",
                    "at": [1, 0],
                    "boss": "duckthulhu",
                    "room_table": _table(),
                },
            ],
            "corridors": [
                {
                    "id": "c16",
                    "a": {"room": 1, "door": "east"},
                    "b": {"room": 6, "door": "west"},
                    "length": corridor,
                }
            ],
            "strolling_table": _table(*(strolling or [("hordling", 1)])),
            "strolling_every": 6,
            "booster_wooster": {
                "boss": "duckthulhu",
                "steps": [
                    {"step": 1, "name": "Stirring", "stats": {"F": 2, "Q": 1}},
                    {"step": 2, "name": "Awake", "stats": {"P": 1}},
                    {"step": 3, "name": "Furious", "stats": {"F": 2}},
                ],
            },
            "victory": [
                {"kind": "defeat", "beastie": "duckthulhu"},
                {"kind": "interact", "room": 6, "feature": "k"},
            ],
            "defeat": [{"kind": "party_down"}, {"kind": "booster_top"}]
            + ([{"kind": "turn_limit", "turns": turn_limit}] if turn_limit else []),
            "snares_in_deck": list(deck_snares),
            **(quest or {}),
        }
    )
    ranks = [
        Rank(rank=1, name="Duckling", cost=0),
        Rank(rank=2, name="Fledgling", cost=6, raises=["F"]),
    ]
    return Content(
        schools={s.id: s for s in schools},
        classes={c.id: c for c in classes},
        ranks={r.rank: r for r in ranks},
        beasties={b.id: b for b in beasties},
        items={i.id: i for i in items},
        zappies={z.id: z for z in zappies},
        conditions={c.id: c for c in conditions},
        snares={s.id: s for s in snares},
        omens={o.id: o for o in omens},
        rooms={r.id: r for r in rooms},
        quests={quest.id: quest},
        fingerprint="tiny",
    )
