"""A save played with mods offers them again on Continue, found by name."""

from __future__ import annotations

from duckgeon_tui import paths
from duckgeon_tui.saves.models import ModRef, SaveFile, SaveHeader
from duckgeon_tui.tui.games import mods_to_offer
from tests.unit.engine.test_playouts import content


def save_with(*mods: ModRef) -> SaveFile:
    header = SaveHeader(
        quest="quest-1",
        quest_name="Quest 1",
        party=[],
        players=["Sam"],
        turn=3,
        seed=7,
        created_at="2024-05-01T09:00:00+00:00",
        saved_at="2024-05-01T10:00:00+00:00",
    )
    return SaveFile(header=header, content_fingerprint="x", mods=list(mods), state={})


def test_the_mods_of_a_save_are_found_by_name_to_be_offered() -> None:
    rampage = ModRef(id="rubber-duck-rampage", version="1.0.0")
    offered = mods_to_offer(save_with(rampage), content())
    assert offered == [(rampage, paths.shipped_mods_dir() / "rubber-duck-rampage")]
    assert mods_to_offer(save_with(), content()) == []
    unknown = ModRef(id="no-such-mod", version="1.0.0")
    assert mods_to_offer(save_with(rampage, unknown), content()) == [], "told, not offered"
    other_version = ModRef(id="rubber-duck-rampage", version="9.9.9")
    assert mods_to_offer(save_with(other_version), content()) == []
