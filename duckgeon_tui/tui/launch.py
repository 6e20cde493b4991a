"""What the app is asked to do at start: where saves and mods are, and which game to open."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Literal

from duckgeon_tui import paths
from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.quick_dataclasses import dataclass

RULES_PATH = paths.doc("RULES.md")
DungeonChoice = Literal["own", "random"]
"""Where a new game is played: the quest's own layout, or a dungeon built from the room pool."""
DUCK_NAMES = (
    "Plumpy", "Pantsy", "Waddles", "Quackers", "Puddles", "Feathers",
    "Dabbles", "Drizzle", "Mallory", "Bill", "Nibbles", "Sprat",
)  # fmt: skip


@dataclass(frozen=True)
class NewGameSpec:
    """Everything needed to start a game: quest, players, party, seed and the options."""

    quest: str
    players: tuple[str, ...]
    party: tuple[PartyMember, ...]
    seed: int
    omens: bool = False
    physical_dice: bool = False
    animation: bool = True
    dungeon: DungeonChoice = "own"
    """The quest's own layout, or a dungeon built from the room pool."""
    dungeon_seed: int | None = None
    """The seed the dungeon is built with (None: the game's seed)."""
    scenario: Path | None = None
    """A scenario file the game starts from (its quest and party, not `quest` and `party`)."""
    campaign: str | None = None
    """The campaign the party sets off on (None: a single quest)."""


@dataclass(frozen=True)
class JoinRequest:
    """Where and how to join a table: the Join a table form's answer, or `duckgeon join`'s."""

    address: str
    code: str
    name: str
    watch: bool
    seat: str | None = None
    """The free seat to take (None: any)."""


@dataclass(frozen=True)
class HostRequest:
    """Where a table hosted from the app listens: `duckgeon host`'s --host and --port, or the
    Play online menu's own address."""

    address: str = "127.0.0.1"
    port: int | None = None
    """The port (None: the usual one, else any free one; 0: any free one)."""
    slot: str | None = None
    """The save a continued table is hosted from (None: the latest autosave)."""


@dataclass(frozen=True)
class LaunchOptions:
    """How `duckgeon play` was called."""

    saves_dir: Path
    mod_dirs: tuple[Path, ...] = ()
    start: Literal["title", "new", "continue", "campaign", "replay", "join", "host"] = "title"
    new_game: NewGameSpec | None = None
    animation: bool = True
    campaign_slot: str | None = None
    """With `start="campaign"` and no `new_game`: the campaign to continue (None: the latest)."""
    replay_path: Path | None = None
    """With `start="replay"`: the run summary or saved game to watch again."""
    join: JoinRequest | None = None
    """With `start="join"`: the table to join (a refusal ends the app with return code 2)."""
    host: HostRequest | None = None
    """With `start="host"`: where the table listens; it hosts `new_game`, or the autosave when
    that is None (a table that cannot be opened ends the app with return code 2)."""
    opening: bool = False
    """Paint an opening frame first and load the game behind it (the command line does)."""
    hand_over: bool = True
    """Hot-seat: stop for 'pass the keyboard to ...' when another player's turn comes (off for
    one person playing every side)."""


def random_seed() -> int:
    """A fresh seed for a new game (shown, so the game can be played again)."""
    return random.SystemRandom().randrange(1, 1_000_000)
