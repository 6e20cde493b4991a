"""A balance sweep's plan: the quests, the variants and parties of each study, and its games'
seeds (the same seeds for every variant: common random numbers, so differences are paired)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any, Literal

from duckgeon_tui import __version__
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine.deck import quest_funkards
from duckgeon_tui.engine.layout_figures import layout_seed
from duckgeon_tui.engine.simulation import DEFAULT_TURN_CAP, game_seed
from duckgeon_tui.lab.variants import FULL, STATS, Variant

STUDIES = ("cards", "classes", "stats", "skill", "matrix")
"""cards: each Funkard out of the deck; classes: each class out of the party; stats: each STAT
of each class of the party one up and one down; skill: the bot against random legal actions;
matrix: every party of the party's size from the classes."""
OWN_LAYOUT = -1
"""The layout column of a game on the quest's own layout (built dungeons have their seed)."""


@dataclass(frozen=True)
class Cell:
    """The games of one quest, party and variant: one line of a study."""

    quest: str
    party: tuple[str, ...]
    variant: str


@dataclass(frozen=True)
class Game:
    """One game of a cell: its number in the sweep, its seed and its layout."""

    index: int
    seed: int
    layout: int


@dataclass(frozen=True)
class Plan:
    """What a sweep plays; equal plans give equal figures, whatever plays the games."""

    quests: tuple[str, ...]
    party: dict[str, tuple[str, ...]]
    """The party of each quest."""
    studies: tuple[str, ...]
    seeds: int
    seed: int
    content: str
    """The content hash: the files' fingerprint, the game's version and the turn cap."""
    dungeon: Literal["own", "random"] = "own"
    layouts: int = 20
    turn_cap: int = DEFAULT_TURN_CAP
    cards: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """The cards of each quest's card study."""
    classes: tuple[str, ...] = ()
    """The classes the party matrix draws from."""
    mods: tuple[str, ...] = ()

    def cells(self) -> list[Cell]:
        """Every cell of the sweep, each once, in a fixed order."""
        out: dict[Cell, None] = {}
        for quest in self.quests:
            party = self.party[quest]
            for variant in self.variants(quest):
                out[Cell(quest, party, variant.key)] = None
            if "matrix" in self.studies:
                for group in combinations(self.classes, len(party)):
                    out[Cell(quest, group, FULL)] = None
        return list(out)

    def variants(self, quest: str) -> list[Variant]:
        """The variants the studies compare with the full game, on the quest's party."""
        party = self.party[quest]
        found = [Variant("full")]
        if "cards" in self.studies:
            found += [Variant("card", card) for card in self.cards.get(quest, ())]
        if "classes" in self.studies and len(party) > 1:
            found += [Variant("class", c) for c in dict.fromkeys(party)]
        if "stats" in self.studies:
            found += [
                Variant("stat", c, stat, change)
                for c in dict.fromkeys(party)
                for stat in STATS
                for change in (1, -1)
            ]
        if "skill" in self.studies:
            found.append(Variant("random"))
        return found

    def games(self) -> list[Game]:
        """The games every cell plays: game i has the same seed (and layout) in every cell."""
        return [
            Game(
                index,
                game_seed(self.seed, index),
                layout_seed(self.seed, index % self.layouts)
                if self.dungeon == "random"
                else OWN_LAYOUT,
            )
            for index in range(self.seeds)
        ]

    def total(self) -> int:
        """How many games the sweep holds."""
        return len(self.cells()) * self.seeds

    def to_json(self) -> str:
        """The plan as JSON, as the database keeps it."""
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Plan:
        """The plan of `to_json`'s text."""
        data: dict[str, Any] = json.loads(text)
        data["quests"] = tuple(data["quests"])
        data["studies"] = tuple(data["studies"])
        data["classes"] = tuple(data["classes"])
        data["mods"] = tuple(data["mods"])
        data["party"] = {q: tuple(p) for q, p in data["party"].items()}
        data["cards"] = {q: tuple(c) for q, c in data["cards"].items()}
        return cls(**data)


PAIRING = 2
"""How a variant's games are set up against the full game's (2: a removed card is shuffled
in, then set aside). A change of it plays every game again rather than reuse stored ones."""


def content_hash(content: Content, turn_cap: int) -> str:
    """What the games' results depend on besides their seeds: the files loaded (base and mods),
    the game's version (its rules and bot), how variants are paired and the turn cap."""
    text = f"{content.fingerprint}/{__version__}/pairing-{PAIRING}/{turn_cap}"
    return hashlib.blake2b(text.encode(), digest_size=12).hexdigest()


def deck_cards(content: Content, quest: str) -> tuple[str, ...]:
    """The Funkards of the quest's deck, each once (the card study's subjects)."""
    return tuple(dict.fromkeys(quest_funkards(content, content.quests[quest])))


def make_plan(
    content: Content,
    quests: tuple[str, ...],
    party: dict[str, tuple[str, ...]],
    studies: tuple[str, ...],
    seeds: int,
    seed: int,
    **options: Any,
) -> Plan:
    """The plan of a sweep on this content (`options`: dungeon, layouts, turn_cap, cards (to
    narrow the card study), mods)."""
    turn_cap = int(options.get("turn_cap", DEFAULT_TURN_CAP))
    only = tuple(options.get("cards") or ())
    cards = {q: only or deck_cards(content, q) for q in quests} if "cards" in studies else {}
    mods = tuple(str(Path(m)) for m in options.get("mods", ()))
    return Plan(
        quests=quests,
        party=party,
        studies=studies,
        seeds=seeds,
        seed=seed,
        content=content_hash(content, turn_cap),
        dungeon=options.get("dungeon", "own"),
        layouts=int(options.get("layouts", 20)),
        turn_cap=turn_cap,
        cards=cards,
        classes=tuple(sorted(content.classes)),
        mods=mods,
    )
