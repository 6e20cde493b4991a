"""A save is data from outside: a resealed save whose state does not fit the content (ids,
STAT bounds, positions, dice kinds, options) is refused with a reason, like a broken file."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.saves import SaveError, SaveStore
from duckgeon_tui.saves.models import SaveFile, checksum_of
from duckgeon_tui.tui.session import GameSession

Change = Callable[[dict[str, Any]], Any]


def duck(data: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = data["state"]["state"]["ducks"][0]
    return found


def state(data: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = data["state"]["state"]
    return found


CHANGES: dict[str, tuple[Change, str]] = {
    "F above its max": (lambda d: duck(d).update(f=999), "Plumpy's F is 999, outside 0 to its max"),
    "F below 0": (lambda d: duck(d).update(f=-50), "Plumpy's F is -50"),
    "max F 5000": (lambda d: duck(d).update(f=5000, fmax=5000), "max F is 5000"),
    "Loot -100": (lambda d: duck(d).update(loot=-100), "Plumpy's Loot is -100"),
    "Rank 99": (lambda d: duck(d).update(rank=99), "Plumpy is at Rank 99"),
    "100 pool dice": (lambda d: state(d).update(pool=["walk"] * 100), "the pool holds 100"),
    "100 dice to pick": (lambda d: state(d).update(to_pick=100), "the dice to pick is 100"),
    "a die kind 'laser'": (lambda d: duck(d).update(dice=["laser"]), "kind `laser`"),
    "an unknown class": (lambda d: duck(d).update(class_id="oz"), "class `oz`"),
    "an unknown card": (lambda d: duck(d)["hand"].append("nope"), "the Funkard `nope`"),
    "an unknown Condition": (lambda d: duck(d)["conditions"].update(hex=1), "Condition `hex`"),
    "off the map": (lambda d: duck(d).update(pos=[500, 500]), "stands at (500, 500)"),
    "in a wall": (lambda d: duck(d).update(pos=[0, 0]), "stands at (0, 0)"),
    "an unknown Beastie": (
        lambda d: state(d)["beasties"][0].update(beastie_id="godzilla"),
        "a `godzilla`",
    ),
    "room 99": (lambda d: state(d).update(room_index=99), "room index 99"),
    "a phase 'dance'": (lambda d: state(d).update(phase="dance"), "phase `dance`"),
    "kills 'lots'": (lambda d: d["options"].update(kills="lots"), "`kills` is 'lots'"),
    "an escape in a name": (
        lambda d: d["header"]["party"][0].update(name="\x1b[2J"),
        "another party",
    ),
    "an escape in the players": (
        lambda d: d["header"].update(players=["\x1b]0;x\x07"]),
        "'\\x1b]0;x\\x07'",
    ),
}


@pytest.fixture(scope="module")
def good_save(content: Content, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A real game's save a turn in, with Beasties in the room, as JSON data."""
    import random

    from duckgeon_tui.engine.bot import PartyBot
    from duckgeon_tui.tui.launch import NewGameSpec

    from .conftest import PARTY

    spec = NewGameSpec("quest-1", ("Sam",), PARTY, seed=11, animation=False)
    store = SaveStore(tmp_path_factory.mktemp("saves"))
    session = GameSession.new(content, spec, store)
    bot = PartyBot(random.Random(1))
    while not session.game.state.beasties or str(session.game.phase) != "act":
        session.game.apply(bot.choose(session.game))
    data: dict[str, Any] = json.loads(session.to_save().model_dump_json())
    return data


def resealed(data: dict[str, Any]) -> SaveFile:
    data = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = checksum_of(data)
    return SaveFile.model_validate(data)


def test_the_untouched_save_loads(
    content: Content, good_save: dict[str, Any], tmp_path: Path
) -> None:
    session = GameSession.from_save(content, resealed(good_save), SaveStore(tmp_path))
    assert session.game.state.beasties


@pytest.mark.parametrize("what", sorted(CHANGES))
def test_a_resealed_save_that_does_not_fit_is_refused(
    what: str, content: Content, good_save: dict[str, Any], tmp_path: Path
) -> None:
    change, words = CHANGES[what]
    data = json.loads(json.dumps(good_save))
    change(data)
    with pytest.raises(SaveError) as refused:
        GameSession.from_save(content, resealed(data), SaveStore(tmp_path), "autosave")
    assert "does not fit the content" in refused.value.reason
    assert words in refused.value.reason
    assert refused.value.reason.isprintable()
