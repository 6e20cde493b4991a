"""The Hall of Ducks lists finished runs and campaigns from the run summaries, and watches a
run again step by step; `duckgeon replay` opens a summary or a save, or says why it cannot."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.saves.models import CampaignRef
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.game_over import GameOverDialog
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
from duckgeon_tui.tui.screens.hall import HallScreen
from duckgeon_tui.tui.screens.replay import ReplayScreen
from duckgeon_tui.tui.session import GameSession
from tests.support.bot_games import finish_with_the_bot
from tests.support.content import game_content
from tests.support.screens import press_for

PARTY = (PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Sam"))


def finished_runs(saves: Path) -> Path:
    """Two runs of one campaign and a run of its own in the runs folder; the lone run's path."""
    content = game_content()
    store = SaveStore(saves)
    session = GameSession.new(content, NewGameSpec("quest-1", ("Sam",), PARTY, seed=4), store)
    bot = PartyBot(random.Random(4))
    while session.game.outcome is None:
        session.game.apply(bot.choose(session.game))
    summary = session.summary()
    path = store.write_run_summary(summary)
    for number in (1, 2):
        ref = CampaignRef(id="saga", name="The Saga", slot="saga@1", quest=number, quests=3)
        store.write_run_summary(summary.model_copy(update={"campaign": ref, "replay": None}))
    return path


async def open_hall(pilot: Pilot[None]) -> HallScreen:
    """Press `d` on the title and return the Hall of Ducks."""
    return await press_for(pilot, "d", HallScreen)


def hall_app(tmp_path: Path) -> DuckgeonApp:
    """The app on a saves folder holding `finished_runs`."""
    saves = tmp_path / "saves"
    finished_runs(saves)
    return DuckgeonApp(LaunchOptions(saves_dir=saves, animation=False))


async def test_the_hall_lists_runs_and_campaigns_and_replays_one(tmp_path: Path) -> None:
    app = hall_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        hall = await open_hall(pilot)
        table = hall.query_one(DataTable)
        rows = [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]
        labels = [row[6] for row in rows]
        assert labels[0].startswith("Campaign: The Saga (2 of 3 quests)")
        assert labels[1].strip().startswith("1.") and labels[2].strip().startswith("2.")
        assert rows[0][1] == ("lost" if rows[1][1] == "lost" else "going on")
        assert rows[1][2] == rows[3][2]
        fallen = hall.rows[3].fallen  # type: ignore[union-attr]
        assert rows[3][5] == (str(len(fallen)) if fallen else "-")
        table.move_cursor(row=1)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is not hall  # no replay kept: the error says so
        body = str(app.screen.query_one(".dialog-body", Static).render())
        assert "before the game kept replays" in body
        await pilot.press("escape")
        table.move_cursor(row=3)
        await pilot.press("enter")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        assert replay.step == 0 and replay.game.turn == 1
        await pilot.press("right", "right")
        assert replay.step == 2
        await pilot.press("down")
        assert replay.game.turn == 2 and replay.step == replay.replay.turn_starts[1]
        await pilot.press("left")
        assert replay.game.turn == 1
        await pilot.press("end")
        assert replay.game.outcome is not None
        banner = str(replay.query_one("#banner", Static).render())
        outcome = replay.game.outcome
        assert f"{outcome.result.upper()}: {outcome.text}" in banner  # not its code word
        await pilot.press("escape")
        assert app.screen is hall


async def test_replay_of_a_file_that_is_no_run_says_why(tmp_path: Path) -> None:
    bad = tmp_path / "not-a-run.json"
    bad.write_text(json.dumps({"outcome": "victory", "turns": -3}))
    options = LaunchOptions(saves_dir=tmp_path, start="replay", replay_path=bad, animation=False)
    app = DuckgeonApp(options)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        body = str(app.screen.query_one(".dialog-body", Static).render())
        assert "not-a-run.json: not a run summary" in body


async def test_continuing_a_won_game_lists_its_run_once(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    store = SaveStore(saves)
    session = GameSession.new(
        game_content(), NewGameSpec("quest-1", ("Sam",), PARTY, seed=4), store
    )
    finish_with_the_bot(session, PartyBot(random.Random(4)))
    app = DuckgeonApp(LaunchOptions(saves_dir=saves, animation=False))
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(2):
            await pilot.press("c")  # the game over, shown again
            await pilot.pause()
            assert isinstance(app.screen, GameOverDialog)
            await pilot.press("escape")
            await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, HallScreen)
        assert app.screen.query_one(DataTable).row_count == 1


async def test_a_finished_game_continued_keeps_the_time_it_ended(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    store = SaveStore(saves)
    session = GameSession.new(
        game_content(), NewGameSpec("quest-1", ("Sam",), PARTY, seed=4), store
    )
    finish_with_the_bot(session, PartyBot(random.Random(4)))
    # Saved as the game ended, by a game from before saves kept that time, and its run
    # summary could not be written then.
    ended = "2024-05-01T10:00:00+00:00"
    save = store.load(session.slot)
    header = save.header.model_copy(update={"saved_at": ended, "finished_at": None})
    store.write(session.slot, save.model_copy(update={"header": header}))
    shutil.rmtree(saves / "runs")
    app = DuckgeonApp(LaunchOptions(saves_dir=saves, animation=False))
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(2):  # the game over shown again, its autosave written again
            await pilot.press("c")
            await pilot.pause()
            assert isinstance(app.screen, GameOverDialog)
            await pilot.press("escape")
            await pilot.pause()
            assert store.load(session.slot).header.finished_at == ended
            shutil.rmtree(saves / "runs")  # its summary is written again: from the save
        await pilot.press("c")
        await pilot.pause()
        await pilot.press("escape")
        hall = await open_hall(pilot)
        assert [run.finished_at for run in store.run_summaries()] == [ended]
        assert str(hall.query_one(DataTable).get_row_at(0)[0]) == "2024-05-01 10:00"


async def test_the_hall_and_the_load_list_name_each_duckventurer_s_class(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    finished_runs(saves)
    store = SaveStore(saves)
    session = GameSession.new(
        game_content(), NewGameSpec("quest-1", ("Sam",), PARTY, seed=4), store
    )
    session.autosave()
    app = DuckgeonApp(LaunchOptions(saves_dir=saves, animation=False))
    async with app.run_test(size=(120, 40)) as pilot:
        hall = await open_hall(pilot)
        hall.query_one(DataTable).move_cursor(row=3)
        await pilot.pause()
        detail = str(hall.query_one("#hall-detail", Static).render())
        assert "Party: Plumpy (Duckidin), Pantsy (Duckwiz)." in detail
        await pilot.press("escape", "l")
        await pilot.pause()
        cells = [str(c) for c in app.screen.query_one(DataTable).get_row_at(0)]
        assert cells[-1] == "Plumpy (Duckidin), Pantsy (Duckwiz)"


async def test_at_80_columns_the_hall_shows_every_figure_and_how_to_watch(tmp_path: Path) -> None:
    """The run's long name pushed Turns, Loot, Booster and Fell off an 80-column screen, and
    the key to watch a run again was said only until a run was highlighted."""
    app = hall_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        hall = await open_hall(pilot)
        table = hall.query_one(DataTable)
        table.move_cursor(row=3)
        await pilot.pause()
        run = hall.rows[3]
        assert run is not None
        right = 0
        for column in table.ordered_columns:
            right += column.get_render_width(table)
            if column.label.plain != "Run":
                assert right <= table.size.width, f"{column.label.plain} is off the screen"
        detail = str(hall.query_one("#hall-detail", Static).render())
        assert detail.startswith(f"{run.quest_name}: ") and "Enter: watch it again." in detail
        if run.fallen:
            assert f"Fell: {', '.join(run.fallen)}." in detail
        await pilot.press("enter")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        await pilot.press("end")
        await pilot.pause()
        banner = replay.query_one("#banner", Static)
        assert replay.game.outcome is not None
        text = str(banner.render())
        assert replay.game.outcome.text in text
        assert banner.size.height * banner.size.width >= len(text), "wrapped, never cut"


async def test_the_game_over_watches_its_replay_or_opens_the_hall(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    session = GameSession.new(
        game_content(), NewGameSpec("quest-1", ("Sam",), PARTY, seed=4), SaveStore(saves)
    )
    finish_with_the_bot(session, PartyBot(random.Random(4)))
    app = DuckgeonApp(LaunchOptions(saves_dir=saves, animation=False))
    async with app.run_test(size=(80, 24)) as pilot:
        for key, opened in (("w", ReplayScreen), ("d", HallScreen)):
            await press_for(pilot, "c", GameOverDialog)  # the game over, shown again
            await press_for(pilot, key, opened)
            await pilot.press("escape")
            await pilot.pause()


async def test_a_replay_s_side_panel_names_no_key_that_acts(tmp_path: Path) -> None:
    path = finished_runs(tmp_path / "saves")
    options = LaunchOptions(saves_dir=tmp_path, start="replay", replay_path=path, animation=False)
    app = DuckgeonApp(options)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        # Every step's words are checked in tests/unit/tui/test_replay_panel_words.py; here,
        # that the replay's three panels are drawn that way: the first turns' starts (the
        # dice to pick) and steps all through the game.
        starts = replay.replay.turn_starts[:8]
        for step in sorted({*starts, *range(0, replay.replay.length, 50)}):
            replay.show(step)
            await pilot.pause()
            for panel in ("#tray", "#goals", "#scrolls"):
                shown = str(replay.query_one(panel, Static).render())
                for key in ("(f)", "(p)", "(f,", "f, once", " M or "):
                    assert key not in shown, (step, panel, shown)
