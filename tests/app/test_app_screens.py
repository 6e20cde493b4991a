"""The title, help, new game, load and mods screens, driven with the Pilot."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widgets import Button, Checkbox, Input, Label, Select, Static
from textual.widgets._footer import FooterKey

from duckgeon_tui.saves import AUTOSAVE, SaveStore
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.screens.help import HelpScreen
from duckgeon_tui.tui.screens.load import LoadScreen
from duckgeon_tui.tui.screens.mods import ModsScreen
from duckgeon_tui.tui.screens.new_game import NewGameScreen, PartyRow
from duckgeon_tui.tui.screens.title import TitleScreen
from tests.support.dungeon_app import until
from tests.support.screens import press_for


async def test_title_menu_opens_each_screen(make_app: Callable[..., DuckgeonApp]) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert app.screen.query_one("#continue", Button).disabled, "no autosave yet"
        for key, screen_type in (
            ("question_mark", HelpScreen),
            ("l", LoadScreen),
            ("m", ModsScreen),
            ("n", NewGameScreen),
        ):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, screen_type), key
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen), key


async def test_the_title_footer_shows_its_keys_whole_at_80_columns(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:

        def footer_laid_out() -> bool:
            keys = list(app.screen.query(FooterKey))
            palette = [k for k in keys if k.has_class("-command-palette")]
            return bool(palette) and all(k.region.width for k in keys)

        await until(pilot, footer_laid_out, "the title's footer laid out")
        keys = list(app.screen.query(FooterKey))
        palette = next(k for k in keys if k.has_class("-command-palette"))
        shown = {k.key: k for k in keys if not k.has_class("-command-palette")}
        assert {"n", "c", "t", "h", "question_mark", "q"} <= set(shown)
        assert all(k.region.right <= palette.region.x for k in shown.values())


async def test_continue_with_a_corrupt_autosave_says_why(
    make_app: Callable[..., DuckgeonApp], saves: Path, write_save: Callable[..., Path]
) -> None:
    store = SaveStore(saves)
    write_save(store, AUTOSAVE)
    path = store.path_for(AUTOSAVE)
    path.write_text(path.read_text(encoding="utf-8")[:50], encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.screen.query_one("#continue", Button).disabled
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ErrorDialog)
        assert "truncated or corrupt" in app.screen.message
    assert len(path.read_text(encoding="utf-8")) == 50, "the file is left untouched"


async def test_help_search_keeps_matching_sections(make_app: Callable[..., DuckgeonApp]) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.press("slash")
        await pilot.press(*"duckdice")
        count = app.screen.query_one("#rules-count", Label)
        await until(pilot, lambda: "match 'duckdice'" in str(count.render()), "the search")
        screen = app.screen
        assert isinstance(screen, HelpScreen)
        assert screen.shown and all("duckdice" in s.text.lower() for s in screen.shown)


def catching_starts(
    app: DuckgeonApp, monkeypatch: pytest.MonkeyPatch
) -> tuple[DuckgeonApp, list[NewGameSpec]]:
    """The app, and the games its New game form starts (noted instead of started)."""
    started: list[NewGameSpec] = []
    monkeypatch.setattr(app.games, "start_game", started.append)
    return app, started


async def open_new_game(pilot: Pilot) -> NewGameScreen:
    """Press `n` on the title and return the New game screen."""
    return await press_for(pilot, "n", NewGameScreen)


async def test_new_game_form_checks_and_builds_the_spec(
    make_app: Callable[..., DuckgeonApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    app, started = catching_starts(make_app(), monkeypatch)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_new_game(pilot)
        players = screen.query_one("#players", Input)
        players.value = "Sam, Daddy"
        screen.query_one("#seed", Input).value = "1234"
        await pilot.pause()
        rows = list(screen.query(PartyRow))
        assert rows, "the quest's party is offered"
        await pilot.press("ctrl+n")
        await pilot.pause()
        rows = list(screen.query(PartyRow))
        rows[-1].query_one(".party-name", Input).value = rows[0].spec().name
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not started
        assert "share a name" in str(screen.query_one("#form-error", Static).render())
        await pilot.press("ctrl+o")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert len(started) == 1
    spec = started[0]
    assert spec.quest == "quest-1" and spec.seed == 1234
    assert len(spec.party) == len(rows) - 1
    assert set(spec.players) <= {"Sam", "Daddy"}


async def test_new_game_form_is_built_with_its_party(
    make_app: Callable[..., DuckgeonApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The quest's party is part of the form's first frame, not mounted after it."""
    seen: list[list[str]] = []
    shown = NewGameScreen.on_mount

    def noting(screen: NewGameScreen) -> None:
        seen.append([row.spec().class_id for row in screen.query(PartyRow)])
        shown(screen)

    monkeypatch.setattr(NewGameScreen, "on_mount", noting)
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_new_game(pilot)
        rows = [row.spec() for row in screen.query(PartyRow)]
    quest = app.games.content_or_error()
    assert quest is not None
    expected = list(quest.quests["quest-1"].default_party)
    assert seen == [expected]
    assert [r.class_id for r in rows] == expected
    assert [r.player for r in rows] == ["Player 1"] * len(expected)
    assert len({r.name for r in rows}) == len(rows)


async def test_new_game_shows_the_whole_story_of_quest_2_at_80x24(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(pilot)
        quest = screen.query_one("#quest", Select)
        quest.value = "quest-2"
        await pilot.pause()
        story = screen.query_one("#quest-story", VerticalScroll)
        text = str(screen.query_one("#quest-flavour", Static).render())
        assert "INTERACT with the Gateway" in text and text.rstrip().endswith("optional.")
        label = str(screen.query_one("#quest-label", Label).render())
        assert label == "Quest (the story goes on below: Tab to it, arrows scroll)"
        drawn = screen.query_one("#quest-label", Label)
        assert drawn.size.height == 1 and len(label) <= drawn.size.width, "the hint is cut off"
        players = screen.query_one("#players", Input)
        players.focus()  # where the form starts
        for _ in range(3):  # over the Dungeon choice, when there is one to make
            await pilot.press("shift+tab")
            await pilot.pause()
            if story.has_focus:
                break
        await pilot.press("end")  # End to its last line
        await pilot.pause()
        assert story.has_focus and story.max_scroll_y > 0 and story.scroll_y == story.max_scroll_y
        assert players.region.bottom <= 23, "Players stays in sight"


async def test_new_game_class_guide_is_reached_by_tab_at_80x24(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(pilot)
        guide = screen.query_one("#class-guide", Static)
        assert guide.region.y >= 24 or not guide.region, "below the fold at first"
        screen.query_one("#remove", Button).focus()
        await pilot.press("tab")
        assert guide.has_focus, "Tab stops on what each class does"
        await until(pilot, lambda: guide.region.y < 23, "the form scrolled to it")
        assert guide.region.y < 23 and "Duckidin" in str(guide.render())


async def test_load_lists_slots_and_refuses_a_tampered_one(
    make_app: Callable[..., DuckgeonApp], saves: Path, write_save: Callable[..., Path]
) -> None:
    store = SaveStore(saves)
    write_save(store, "good-one", turn=5)
    path = write_save(store, "tampered", turn=6)
    path.write_text(
        path.read_text(encoding="utf-8").replace('"turn": 6', '"turn": 60'), encoding="utf-8"
    )
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        slots = {info.slot: info for info in screen.infos}
        assert slots["good-one"].ok and not slots["tampered"].ok
        row = [i.slot for i in screen.infos].index("tampered")
        for _ in range(row):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ErrorDialog)
        assert "checksum" in app.screen.message


async def test_mods_screen_shows_a_broken_mod(
    make_app: Callable[..., DuckgeonApp], tmp_path: Path
) -> None:
    mod = tmp_path / "broken-mod"
    mod.mkdir()
    (mod / "mod.yaml").write_text("id: broken-mod\nname: Broken\nversion: one\n", encoding="utf-8")
    app = make_app(mod_dirs=(mod,))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("m")
        screen = app.screen
        assert isinstance(screen, ModsScreen)
        for _ in range(100):
            await pilot.pause(0.05)
            if screen.statuses:
                break
        broken = [s for s in screen.statuses if s.path == mod]
        assert broken and not broken[0].ok and broken[0].enabled


async def test_load_opens_a_feed_the_ducks_save_on_the_pond(
    make_app: Callable[..., DuckgeonApp], saves: Path
) -> None:
    import random

    from duckgeon_tui.ducks.game import DucksGame
    from duckgeon_tui.tui.ducks.config import DucksConfig
    from duckgeon_tui.tui.ducks.game_screen import DucksGameScreen
    from duckgeon_tui.tui.ducks.save import SLOT, DucksSave, write_save

    game = DucksGame.new(2, "random", random.Random(3))
    game.apply(game.legal_actions()[0])
    write_save(SaveStore(saves), DucksSave(DucksConfig(), game, 3, "2025-01-01T00:00:00+00:00"))
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.action_open_slot(SLOT)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DucksGameScreen)
        # The game goes on from the saved moves (the computer seat may already have replied).
        assert screen.game.history[: len(game.history)] == game.history


async def test_a_duckventurer_added_just_before_start_keeps_its_class(
    make_app: Callable[..., DuckgeonApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    app, started = catching_starts(make_app(), monkeypatch)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_new_game(pilot)
        screen.action_add_duck()
        await asyncio.sleep(0)  # the new row's name is there, its Selects not mounted yet
        screen.action_start()
        await pilot.pause()
    assert len(started) == 1, "the game starts"
    assert all(member.class_id in app.content.classes for member in started[0].party)


async def test_new_game_options_show_on_or_off_by_their_mark_not_only_their_colour(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(pilot)
        omens, animation = (
            screen.query_one(f"#{name}", Checkbox) for name in ("omens", "animation")
        )
        assert str(omens.render()).startswith("\u2590 \u258c"), "off: an empty box"
        assert str(animation.render()).startswith("\u2590X\u258c"), "on: a marked box"
        omens.toggle()
        await pilot.pause()
        assert str(omens.render()).startswith("\u2590X\u258c")
