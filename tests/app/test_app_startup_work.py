"""What a new game leaves until its first prompt is on the screen, and what it does once: the
first autosave waits for the Room Table dialog, the garbage collector comes back on with what
start-up built frozen, the game's colours are styled on the screen (not on each widget), each
style sheet is parsed once, and the dungeon's and Help's key bars are built with their first
frame; the quest map panel is measured at the width it is given, and draws its map once to be
measured and shown; the dungeon's key bar is not drawn under the dialog's."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

import pytest
from textual._compositor import Compositor
from textual.css import stylesheet as stylesheet_module
from textual.geometry import Size
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from duckgeon_tui.saves import AUTOSAVE
from duckgeon_tui.tui.colours import GAME_CLASSES
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.help import HelpScreen
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.themes import DEFAULT_THEME
from duckgeon_tui.tui.widgets import quest_map_panel
from duckgeon_tui.tui.widgets.dice_tray import DiceTray
from duckgeon_tui.tui.widgets.panel_text import panel_width
from duckgeon_tui.tui.widgets.quest_map_panel import QuestMapPanel
from duckgeon_tui.tui.widgets.scrolls import Scrolls
from tests.support.dungeon_app import new_game_app


async def test_a_new_game_waits_for_its_first_prompt_then_saves_and_freezes_what_it_built(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = new_game_app(tmp_path)
    on_top_at_autosave: list[str] = []
    autosave = GameSession.autosave

    def spy(session: GameSession) -> None:
        on_top_at_autosave.append(type(app.screen).__name__)
        autosave(session)

    footer_builds: list[int] = []
    recompose = Footer.recompose

    async def count(footer: Footer) -> None:
        footer_builds.append(1)
        await recompose(footer)

    monkeypatch.setattr(GameSession, "autosave", spy)
    monkeypatch.setattr(Footer, "recompose", count)
    gc.disable()  # as `duckgeon play` starts
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            for _ in range(200):
                if (tmp_path / f"{AUTOSAVE}.json").is_file() and gc.isenabled():
                    break
                await pilot.pause(0.02)
            assert isinstance(app.screen, ChooseActionDialog)
            assert on_top_at_autosave[:1] == ["ChooseActionDialog"]  # drawn before the save
            assert gc.isenabled()
            assert gc.get_freeze_count() > 0
            dungeon = next(s for s in app.screen_stack if isinstance(s, DungeonScreen))
            listing = [
                type(node).__name__
                for node in dungeon.walk_children()
                if GAME_CLASSES & getattr(type(node), "COMPONENT_CLASSES", set())
            ]
            assert listing == []  # the screen styles the colours for all of them
            assert GAME_CLASSES <= DungeonScreen.COMPONENT_CLASSES
            footer_builds.clear()
            app.action_help()
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            assert footer_builds == []  # Help's key bar was built with its first frame
    finally:
        gc.unfreeze()
        gc.enable()


async def first_prompt(pilot: Pilot[None]) -> None:
    """Wait until the game's first prompt (the Room Table dialog) is on top."""
    for _ in range(200):
        if isinstance(pilot.app.screen, ChooseActionDialog):
            break
        await pilot.pause(0.02)
    assert isinstance(pilot.app.screen, ChooseActionDialog)


async def settled_dungeon(pilot: Pilot[None]) -> DungeonScreen:
    """The dungeon beneath the game's first prompt, once that prompt has settled."""
    await first_prompt(pilot)
    await pilot.pause()
    return next(s for s in pilot.app.screen_stack if isinstance(s, DungeonScreen))


async def test_the_game_parses_each_of_its_style_sheets_once_until_its_first_prompt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parsed: list[str] = []
    parse = stylesheet_module.parse

    def counting(scope: str, css: str, read_from: tuple[str, str], **kwargs: Any) -> Any:
        parsed.append(Path(read_from[0]).name)
        return parse(scope, css, read_from, **kwargs)

    monkeypatch.setattr(stylesheet_module, "parse", counting)
    app = new_game_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await first_prompt(pilot)
        assert app.theme == DEFAULT_THEME
    assert (parsed.count("app.tcss"), parsed.count("colours.tcss")) == (1, 1)


async def test_the_dungeon_key_bar_is_built_once_as_the_game_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rebuilt_on: list[str] = []
    recompose = Footer.recompose

    async def count(footer: Footer) -> None:
        rebuilt_on.append(type(footer.screen).__name__)
        await recompose(footer)

    monkeypatch.setattr(Footer, "recompose", count)
    app = new_game_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        dungeon = await settled_dungeon(pilot)
        keys = [key.key for key in dungeon.query(FooterKey)]
        assert {"question_mark", "s", "e", "g", "x"} <= set(keys)  # the screen's own keys
    assert "DungeonScreen" not in rebuilt_on


async def test_the_quest_map_panel_is_measured_without_asking_for_its_own_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Its size is what the layout is working out: asking for it while measuring laid out the
    # whole screen again, from inside that layout, at every frame the panel changed.
    app = new_game_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await first_prompt(pilot)
        dungeon = next(s for s in app.screen_stack if isinstance(s, DungeonScreen))
        panel = dungeon.query_one(QuestMapPanel)
        asked: list[Size] = []
        size = Widget.size

        def spy(widget: Widget) -> Size:
            asked.append(size.fget(widget))
            return asked[-1]

        monkeypatch.setattr(QuestMapPanel, "size", property(spy))
        narrow = panel.get_content_height(Size(31, 40), Size(120, 40), 31)  # wraps
        wide = panel.get_content_height(Size(113, 40), Size(120, 40), 113)
        assert asked == []
        assert narrow > wide > 0


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_the_side_panels_draw_without_arranging_the_dungeon_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    # The dice tray and the Scrolls asked for their width where the screen keeps every
    # widget's place: the dungeon drawn only beneath a dialog has not worked that out, so
    # each asking arranged the whole dungeon again (twice before the first prompt).
    arranged: list[str] = []
    full_map = Compositor.full_map

    def counting(compositor: Compositor) -> Any:
        if compositor._full_map_invalidated:
            arranged.append(type(compositor.root).__name__)
        return full_map.fget(compositor)  # type: ignore[attr-defined]

    app = new_game_app(tmp_path)
    async with app.run_test(size=size) as pilot:
        await first_prompt(pilot)
        dungeon = next(s for s in app.screen_stack if isinstance(s, DungeonScreen))
        panels = (dungeon.query_one(DiceTray), dungeon.query_one(Scrolls))
        widths = [panel.content_size.width for panel in panels]
        compositor = dungeon._compositor
        compositor._full_map_invalidated, compositor._visible_map = True, None  # beneath
        monkeypatch.setattr(Compositor, "full_map", property(counting))
        for panel in panels:
            panel.render()
        assert arranged == []
        assert [panel_width(panel) for panel in panels] == widths
        assert min(widths) > 0


async def test_each_game_colour_is_read_once_per_screen_until_the_first_prompt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The dungeon's widgets all take their colours from the screen's component classes: each
    # read them all again for itself, eight times over before the first prompt.
    read: list[tuple[int, str]] = []
    styled = Widget.get_component_rich_style

    def counting(widget: Widget, *names: str, partial: bool = False) -> Any:
        read.extend((id(widget), name) for name in names if name.startswith("die--"))
        return styled(widget, *names, partial=partial)

    monkeypatch.setattr(Widget, "get_component_rich_style", counting)
    app = new_game_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await first_prompt(pilot)
    assert read and len(read) == len(set(read)) * 2  # a die's letter and face, once each


async def test_the_quest_map_panel_draws_the_map_once_to_measure_and_show_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[int] = []
    draw = quest_map_panel.draw_quest_map

    def counting(*args: Any) -> Any:
        drawn.append(1)
        return draw(*args)

    monkeypatch.setattr(quest_map_panel, "draw_quest_map", counting)
    app = new_game_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        dungeon = await settled_dungeon(pilot)
        panel = dungeon.query_one(QuestMapPanel)
        assert panel.size.height > 0
        assert drawn == [1]
        panel.offered = (2,)  # the rooms to set off toward: drawn again, marked
        await pilot.pause()
        assert len(drawn) == 2


async def test_the_dungeon_key_bar_hidden_under_the_dialog_key_bar_is_not_drawn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn_on: list[str] = []
    render_lines = Widget.render_lines

    def counting(widget: Widget, crop: Any) -> Any:
        if isinstance(widget, FooterKey):
            drawn_on.append(type(widget.screen).__name__)
        return render_lines(widget, crop)

    monkeypatch.setattr(Widget, "render_lines", counting)
    app = new_game_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        dungeon = await settled_dungeon(pilot)
        assert dungeon.query(FooterKey)  # built, beneath the dialog's own
    assert "ChooseActionDialog" in drawn_on
    assert "DungeonScreen" not in drawn_on
