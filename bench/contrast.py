"""The contrast table of every theme: each die letter on its face, each map glyph class on the
room and its marked spaces, the words; the worst ratio of each, against 4.5:1 (the floor 3:1)."""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the contrast rows and the game live with the tests' tools

from duckgeon_tui.tui.colours import GameColours  # noqa: E402
from duckgeon_tui.tui.themes import THEMES  # noqa: E402
from duckgeon_tui.tui.widgets.map_view import MapView  # noqa: E402
from tests.support.colours import contrasts  # noqa: E402
from tests.support.dungeon_app import dungeon_screen, new_game_app  # noqa: E402


async def table(saves: Path) -> None:
    app = new_game_app(saves)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await dungeon_screen(pilot)
        beasties = [(b.name, b.colour) for b in screen.game.content.beasties.values()]
        for theme in THEMES:
            app.theme = theme.name
            await pilot.pause()
            rows = contrasts(GameColours.of(screen.query_one(MapView)), beasties)
            lowest = min(rows, key=lambda row: row.ratio / row.least)
            print(f"{theme.name}: lowest {lowest.what} {lowest.ratio}:1 (needs {lowest.least})")
            for row in rows:
                mark = "ok" if row.ok else "TOO LOW"
                print(
                    f"  {row.what:44} {row.colour:8} worst on {row.background:18}"
                    f" {row.ratio:5.2f}:1 (>= {row.least}) {mark}"
                )


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(table(Path(folder)))


if __name__ == "__main__":
    main()
