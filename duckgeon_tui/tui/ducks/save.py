"""Saving and continuing a Feed the Ducks game in the shared save folder (one autosave slot)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from duckgeon_tui.ducks.actions import PlaceBreadcrumb
from duckgeon_tui.ducks.errors import BadPosition, IllegalMove
from duckgeon_tui.ducks.game import DucksGame
from duckgeon_tui.saves import SaveError, SaveStore
from duckgeon_tui.saves.models import SaveFile, SaveHeader
from duckgeon_tui.saves.store import now_iso
from duckgeon_tui.tui.ducks.config import COLOUR_NAMES, DucksConfig

SLOT = "feed-the-ducks"
GAME_KIND: Literal["feed-the-ducks"] = "feed-the-ducks"


@dataclass(frozen=True)
class DucksSave:
    """A game read back from a save: the table it was played at and the game itself."""

    config: DucksConfig
    game: DucksGame
    seed: int
    created_at: str


def to_save_file(saved: DucksSave) -> SaveFile:
    """The save file of a game; its header is what the Load screen lists."""
    game, config = saved.game, saved.config
    placements = sum(1 for action in game.history if isinstance(action, PlaceBreadcrumb))
    header = SaveHeader(
        quest=GAME_KIND,
        quest_name="Feed the Ducks",
        players=[
            f"{name}: {seat.label()}"
            for name, seat in zip(COLOUR_NAMES, config.seats, strict=False)
        ],
        turn=placements,
        seed=saved.seed,
        phase=game.phase.value,
        created_at=saved.created_at,
        saved_at=now_iso(),
    )
    return SaveFile(
        game=GAME_KIND,
        header=header,
        content_fingerprint="",
        options=config.to_json(),
        state=game.to_json(),
    )


def from_save_file(save: SaveFile, slot: str = SLOT) -> DucksSave:
    """The game in a save file; raise SaveError saying why it cannot be continued."""
    if save.game != GAME_KIND:
        raise SaveError(slot, "it is not a game of Feed the Ducks")
    try:
        config = DucksConfig.from_json(save.options)
        game = DucksGame.from_json(save.state)
    except (BadPosition, IllegalMove, KeyError, TypeError, ValueError) as exc:
        raise SaveError(slot, f"the game cannot be rebuilt ({exc})") from None
    if game.players != config.players:
        raise SaveError(slot, "its seats do not match its pond")
    return DucksSave(config, game, save.header.seed, save.header.created_at)


def write_save(store: SaveStore, saved: DucksSave) -> None:
    """Write the game to the Feed the Ducks slot (atomically, keeping the last one as backup)."""
    store.write(SLOT, to_save_file(saved))


def read_save(store: SaveStore) -> DucksSave:
    """The game in the Feed the Ducks slot; raise SaveError if there is none or it is unusable."""
    return from_save_file(store.load(SLOT))
