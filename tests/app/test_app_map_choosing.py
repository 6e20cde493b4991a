"""Choosing on the map: targets by cursor + Enter or a click, the quest map panel and leaving
toward a room on it, the corridor walk shown step by step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rich.style import Style
from textual.pilot import Pilot

from duckgeon_tui.engine import FreeAction, Game, Leave, RollDie
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.flow.map_aims import target_spaces
from duckgeon_tui.tui.flow.map_choosing import AimGroup
from duckgeon_tui.tui.flow.questions import Refused
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets import corridor_view
from duckgeon_tui.tui.widgets.corridor_view import CorridorView, wrap
from duckgeon_tui.tui.widgets.map_view import MapView
from duckgeon_tui.tui.widgets.message_log import MessageLog
from duckgeon_tui.tui.widgets.quest_map import COMPACT, box_origin
from duckgeon_tui.tui.widgets.quest_map_panel import QuestMapPanel
from tests.support.dungeon_app import glyph_offset, played_to, until

Done = Callable[[Game], bool]


def rolls(die: str, targeted: bool = True) -> Done:
    """The Duckventurers act and someone may roll this die at a target."""

    def done(game: Game) -> bool:
        return game.phase == "act" and any(
            isinstance(a, RollDie) and a.die == die and (a.target or not targeted)
            for a in game.legal_actions()
        )

    return done


def may_leave(game: Game) -> bool:
    return game.phase == "pick" and any(isinstance(a, Leave) for a in game.legal_actions())


async def at_the_crossroads(pilot: Pilot) -> DungeonScreen:
    """A Cleared room the party may leave: the ways on are offered."""
    screen = await played_to(pilot, may_leave)
    await until(pilot, lambda: bool(screen.choice.rooms), "the ways on")
    return screen


async def use_die(pilot: Pilot, screen: DungeonScreen, die: str) -> str:
    """The first Duckventurer who may roll `die` at a target presses its number."""
    who = next(
        a.who
        for a in screen.game.legal_actions()
        if isinstance(a, RollDie) and a.die == die and a.target
    )
    screen.act_for(who)
    screen.game_changed()
    await pilot.press(str(screen.game.duck(who).dice.index(die) + 1))
    await pilot.pause()
    return who


async def cursor_to(pilot: Pilot, view: MapView, pos: tuple[int, int]) -> None:
    """Walk the cursor onto a space with the arrow keys."""
    dx, dy = pos[0] - view.cursor[0], pos[1] - view.cursor[1]
    keys = ["right" if dx > 0 else "left"] * abs(dx) + ["down" if dy > 0 else "up"] * abs(dy)
    await pilot.press(*keys)
    assert view.cursor == pos


def played(game: Game, action: Any) -> bool:
    return any(str(a) == str(action) for a in game.log)


async def test_funky_target_picked_by_cursor_and_enter(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await played_to(pilot, rolls("funky"))
        game = screen.game
        who = await use_die(pilot, screen, "funky")
        if isinstance(app.screen, ChooseActionDialog):  # several Funkards: which card first
            menu = app.screen
            index = next(i for i, (_, v) in enumerate(menu.choices) if isinstance(v, AimGroup))
            await pilot.press(str(index + 1))
            await until(pilot, lambda: bool(screen.choice.options), "the card's targets on the map")
        view = screen.query_one(MapView)
        assert screen.choice.options and set(view.marks.values()) == {"target"}
        assert "choose the target" in screen.choice.words and "enter" in screen.choice.words
        space = max(screen.choice.options, key=lambda p: (p[1], p[0]))
        options = screen.choice.options[space]
        await cursor_to(pilot, view, space)
        hand = len(game.duck(who).dice)
        await pilot.press("enter")
        if screen.choice.stage == "dest":  # a card that moves its target: then where to
            space = next(iter(screen.choice.options))
            options = screen.choice.options[space]
            await cursor_to(pilot, view, space)
            await pilot.press("enter")
        if isinstance(app.screen, ChooseActionDialog):
            await pilot.press("1")
        await until(pilot, lambda: len(game.duck(who).dice) < hand, "the FunkyDuck rolled")
        assert any(played(game, a) for a in options)
        assert not screen.choice.options, "the choice is over once the die is rolled"


async def test_fighter_target_picked_by_a_click(make_app: Callable[..., DuckgeonApp]) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await played_to(pilot, rolls("fighter"))
        game = screen.game
        who = await use_die(pilot, screen, "fighter")
        view = screen.query_one(MapView)
        assert "target" in view.marks.values()
        space = min(screen.choice.options, key=lambda p: (p[1], p[0]))
        options = screen.choice.options[space]
        # One click on a marked space chooses it (the map has a one-cell border).
        at = glyph_offset(view, space)
        await pilot.click(MapView, offset=(at.x + 1, at.y + 1))
        await pilot.pause()
        if isinstance(app.screen, ChooseActionDialog):  # choppy or shooty
            assert "which one" in app.screen.title_text
            await pilot.press("1")
        await until(
            pilot,
            lambda: any(played(game, a) for a in options),
            "the attack on the clicked Beastie",
        )
        logged = "\n".join(e.text for e in screen.query_one(MessageLog).entries)
        assert f"{who}:" in logged


async def test_menu_key_offers_the_same_choices(make_app: Callable[..., DuckgeonApp]) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await played_to(pilot, rolls("fighter"))
        await use_die(pilot, screen, "fighter")
        options = screen.choice.in_order()
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the menu")
        menu = app.screen
        assert isinstance(menu, ChooseActionDialog)
        assert [v for _, v in menu.choices] == options
        choosing = screen.choice
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen, "the menu to close")
        assert screen.choice == choosing, "closing the menu goes back to choosing on the map"
        await pilot.press("escape")
        await pilot.pause()
        assert not screen.choice.options, "Escape on the map ends the choice"


async def test_tab_steps_through_the_marked_spaces(make_app: Callable[..., DuckgeonApp]) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await played_to(pilot, rolls("fighter"))
        await use_die(pilot, screen, "fighter")
        view = screen.query_one(MapView)
        seen = set()
        for _ in range(len(screen.choice.options)):
            seen.add(view.cursor)
            await pilot.press("tab")
        assert seen == set(screen.choice.options)


async def test_panel_shows_the_room_and_leaving_by_a_click(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await at_the_crossroads(pilot)
        game = screen.game
        panel = screen.query_one(QuestMapPanel)
        assert panel.display
        here = game.room_number
        drawn = panel.render().plain
        assert "@ cleared" in drawn
        goal = min(screen.choice.rooms)
        assert f"go: key {goal}" in drawn
        # The doors that lead on are marked in the room too.
        view = screen.query_one(MapView)
        leaves = screen.choice.rooms.values()
        assert {p for a in leaves for p in target_spaces(game, a)} <= set(view.marks)
        x, y = box_origin(game, COMPACT, goal)
        await pilot.click(QuestMapPanel, offset=(x + 2, y + 2))  # below the panel's top edge
        await until(pilot, lambda: game.room_number == goal, "the walk to the next room")
        corridor = screen.query_one(CorridorView)
        assert corridor.display and not view.display, "the corridor is shown instead"
        walked = "\n".join("".join(t for t, _ in line) for line in corridor.lines)
        assert "Strolling check" in walked and "The party reaches the door" in walked
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")
        assert "The party walked the" in app.screen.note
        assert "ahead" in panel.render().plain
        await pilot.press("1")
        await until(pilot, lambda: game.phase != "room_table", "the party to enter")
        await pilot.pause()
        assert view.display and not corridor.display
        drawn = panel.render().plain
        assert "@ party here" in drawn or "@ cleared" in drawn
        assert game.room_number != here


@pytest.mark.heavy
async def test_corridor_walk_is_animated_by_a_timer(
    make_app: Callable[..., DuckgeonApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Slow steps: on a busy machine a walk at the real pace can end between two looks at it.
    monkeypatch.setattr(corridor_view, "STEP_SECONDS", 0.25)
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await at_the_crossroads(pilot)
        game = screen.game
        screen.animation = True
        goal = min(screen.choice.rooms)
        await pilot.press(str(goal), "y")  # the room's number, then yes
        corridor = screen.query_one(CorridorView)
        await until(pilot, lambda: corridor.walking, "the walk to start")
        assert game.room_number == goal
        assert 0 <= corridor.step < corridor.walk.length if corridor.walk else False
        panel = screen.query_one(QuestMapPanel)
        assert panel.walk is not None and "@" in panel.render().plain
        for _ in range(1000):  # slow steps, and a pause after every six: wait up to ~10 s
            if not corridor.walking:
                break
            await pilot.pause(0.01)
        assert corridor.walk is not None and corridor.step == corridor.walk.length
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")


async def test_no_panel_at_80x24_the_dialog_leaves(make_app: Callable[..., DuckgeonApp]) -> None:
    from duckgeon_tui.tui.dialogs.quest_map import QuestMapDialog

    app = make_app(new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_the_crossroads(pilot)
        game = screen.game
        assert not screen.query_one(QuestMapPanel).display
        assert "M: map" in screen.choice.words
        await pilot.press("M")
        await until(pilot, lambda: isinstance(app.screen, QuestMapDialog), "the quest map")
        dialog = app.screen
        assert isinstance(dialog, QuestMapDialog)
        assert set(dialog.leaves) == set(screen.choice.rooms), "the same rooms to go to"
        assert game.phase == "pick"


def may_interact(game: Game) -> bool:
    return game.phase == "act" and any(
        isinstance(a, FreeAction) and a.at is not None for a in game.legal_actions()
    )


async def test_free_action_space_picked_on_the_map(make_app: Callable[..., DuckgeonApp]) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await played_to(pilot, may_interact)
        game = screen.game
        aimed = [a for a in game.legal_actions() if isinstance(a, FreeAction) and a.at is not None]
        screen.act_for(aimed[0].who)
        screen.game_changed()
        await pilot.press("f")
        await pilot.pause()
        if isinstance(app.screen, ChooseActionDialog):  # several kinds: which one first
            menu = app.screen
            index = next(
                i
                for i, (_, v) in enumerate(menu.choices)
                if isinstance(v, AimGroup) and aimed[0] in v.options
            )
            await pilot.press(str(index + 1))
            await until(pilot, lambda: bool(screen.choice.options), "the spaces on the map")
        view = screen.query_one(MapView)
        at = (aimed[0].at[0], aimed[0].at[1]) if aimed[0].at else (0, 0)
        assert at in screen.choice.options
        await cursor_to(pilot, view, at)
        await pilot.press("enter")
        if isinstance(app.screen, ChooseActionDialog):
            await pilot.press("1")
        duck = game.duck(aimed[0].who)
        await until(pilot, lambda: duck.free_action is not None, "the free action declared")
        assert str(game.log[-1]).endswith(f"{duck.name} {at[0]},{at[1]}"), "aimed at that space"


def test_corridor_words_wrap_to_the_view() -> None:
    line = [(" Space 6: a Strolling check is still to come ...", Style(bold=True))]
    lines = wrap(line, 30)
    texts = ["".join(t for t, _ in piece) for piece in lines]
    assert len(texts) == 2 and all(len(t) <= 30 for t in texts)
    assert texts[1].startswith("   ") and texts[1][3] != " "  # the rest is indented
    assert " ".join(t.strip() for t in texts) == line[0][0].strip()
    assert all(style == Style(bold=True) for piece in lines for t, style in piece if t.strip())
    assert wrap(line, 80) == [line]


async def test_no_free_action_at_all_says_why_once(make_app: Callable[..., DuckgeonApp]) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await played_to(pilot, lambda game: game.phase == "act")
        duck = screen.acting_duck()
        assert duck is not None
        duck.got_dice = True  # given DuckDice this turn: no free Action at all
        screen.game_changed()
        await pilot.press("f")
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the menu")
        menu = app.screen
        assert isinstance(menu, ChooseActionDialog)
        why = f"{duck.name} was given DuckDice this turn: no free Action"
        assert [v.reason for _, v in menu.choices if isinstance(v, Refused)] == [why]
        assert len(menu.choices) == 1


async def test_enter_right_after_a_duckwalk_walks_to_where_the_cursor_starts(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await played_to(pilot, rolls("walk", targeted=False))
        who = next(d.name for d in screen.game.ducks if "walk" in d.dice)
        screen.act_for(who)
        start = screen.game.duck(who).pos
        await pilot.press(str(screen.game.duck(who).dice.index("walk") + 1))
        await until(pilot, lambda: screen.choice.stage == "walk", "the spaces the walk may end on")
        aim = screen.choice.cursor
        assert aim is not None and aim != start, "the cursor starts where the walk is for"
        assert screen.query_one(MapView).cursor == aim
        assert f"{who} walks: the cursor starts " in screen.choice.words
        await pilot.press("enter")
        await until(pilot, lambda: screen.game.phase == "act", "the walk made")
        assert screen.game.duck(who).pos == aim
