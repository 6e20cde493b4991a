"""The shop, Prepare, the quest map, leaving a room, the hint keys and the dice animation."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from duckgeon_tui.engine import Buy, Game, Leave, RankUp
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.dialogs.quest_map import QuestMapDialog
from duckgeon_tui.tui.dialogs.shop import ShopDialog
from duckgeon_tui.tui.flow.prompts import FREE_NOTHING, FREE_WORDS
from duckgeon_tui.tui.flow.questions import Refused
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.dice_tray import DiceTray, chain_text
from duckgeon_tui.tui.widgets.message_log import MessageLog
from duckgeon_tui.tui.widgets.quest_map import draw_quest_map
from tests.support.colours import plain_colours
from tests.support.dungeon_app import bot_played, dungeon, played_to, until

PREPARED_CARD = "the-sixiest-zappy-of-all-sixes"


def can_shop(game: Game) -> bool:
    return game.phase == "pick" and any(isinstance(a, (Buy, RankUp)) for a in game.legal_actions())


async def to_the_shop(pilot: Pilot) -> DungeonScreen:
    """A new game played by the bot up to a Cleared room where someone can buy; the pick dialog
    is open again."""
    screen = await played_to(pilot, can_shop)
    await until(pilot, lambda: bool(screen.choice.rooms), "the ways on from the Cleared room")
    await pilot.press("p")  # stay and pick the dice here
    await until(pilot, lambda: isinstance(pilot.app.screen, PickDiceDialog), "the dice picker")
    return screen


async def test_shop_buys_a_funkard_and_ranks_up(make_app: Callable[..., DuckgeonApp]) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_the_shop(pilot)
        game = screen.game
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, ShopDialog), "the shop")
        shop = app.screen
        assert isinstance(shop, ShopDialog)
        buyer = next(a.who for a in shop.legal() if isinstance(a, Buy | RankUp))
        while shop.selected() != buyer:
            await pilot.press("down")
        duck = game.duck(buyer)
        loot, hand, rank = duck.loot, len(duck.hand), duck.rank
        if any(isinstance(a, Buy) and a.who == buyer for a in shop.legal()):
            await pilot.press("b")
            assert len(duck.hand) == hand + 1
            assert duck.loot == loot - game.quest.funkard_price
        else:
            stat = next(a.stat for a in shop.legal() if isinstance(a, RankUp))
            await pilot.press(stat.lower())
            assert duck.rank == rank + 1
        # The shop stays open for more; a purchase nobody can afford is refused, not raised.
        assert isinstance(app.screen, ShopDialog)
        game.duck(buyer).loot = 0
        await pilot.press("b")
        assert isinstance(app.screen, ShopDialog)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "picking again")


async def test_quest_map_leaves_by_a_door(make_app: Callable[..., DuckgeonApp]) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_the_shop(pilot)
        game = screen.game
        room = game.room_number
        exits = game.room_view().exits
        await pilot.press("M")
        await until(pilot, lambda: isinstance(app.screen, QuestMapDialog), "the quest map")
        dialog = app.screen
        assert isinstance(dialog, QuestMapDialog)
        assert dialog.leaves and all(isinstance(a, Leave) for a in dialog.leaves.values())
        goal = min(dialog.leaves)
        assert exits[dialog.leaves[goal].door] == goal
        await pilot.press(str(goal))  # the number of the room to go to
        await until(pilot, lambda: game.room_number != room, "the next room")
        assert game.room_number == goal
        logged = "\n".join(e.text for e in screen.query_one(MessageLog).entries)
        assert "corridor" in logged


def test_quest_map_draws_every_room_and_corridor(make_app: Callable[..., DuckgeonApp]) -> None:
    from duckgeon_tui.tui.content_source import load

    content = load(())
    game = Game.new(content, "quest-1", [("Plumpy", "duckidin", "Sam")], seed=7)
    text = draw_quest_map(game, plain_colours()).plain
    for qr in game.quest.rooms:
        assert f"{qr.number} " in text
    for corridor in game.quest.corridors:
        assert str(corridor.length) in text
    assert "@ party here" in text
    assert "=" in text, "2-wide corridors are drawn double"


async def to_a_free_action(pilot: Pilot) -> tuple[DungeonScreen, str]:
    """A new game played by the bot up to a Duckventurer with a free action, who is given a
    Funkard that must be prepared."""
    screen = await bot_played(
        pilot, lambda g: g.phase == "act" and any(d.free_available for d in g.ducks)
    )
    who = next(d.name for d in screen.game.ducks if d.free_available)
    screen.game.duck(who).hand.append(PREPARED_CARD)
    screen.act_for(who)
    screen.game_changed()
    await pilot.pause()
    return screen, who


async def test_the_free_action_menu_keeps_every_kind_in_its_place_and_says_why_not(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen, who = await to_a_free_action(pilot)
        await pilot.press("f")
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "free actions")
        menu = app.screen
        assert isinstance(menu, ChooseActionDialog)
        kinds = [FREE_WORDS[kind] for kind in FREE_NOTHING]
        assert [label.split(":")[0] for label, _ in menu.choices[:4]] == kinds, "always there"
        refused = next(i for i, (_, item) in enumerate(menu.choices) if isinstance(item, Refused))
        await pilot.press(str(refused + 1))
        await pilot.pause()
        assert app.screen is menu, "a line that cannot be taken now closes nothing"
        reason = menu.choices[refused][1].reason
        assert who in reason and any(reason in n.message for n in app._notifications)
        assert screen.game.duck(who).free_action is None
        await pilot.press("escape")
        screen.game.duck(who).got_dice = True  # given DuckDice: no free Action at all
        await pilot.press("f")
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "free actions")
        assert isinstance(app.screen, ChooseActionDialog) and app.screen is not menu
        lines = [item for _, item in app.screen.choices]
        assert len(lines) == 1 and isinstance(lines[0], Refused), "the reason said once"
        assert "given DuckDice" in lines[0].reason


def test_roll_chain_text_step_by_step() -> None:
    pal = plain_colours()
    assert chain_text((6, 6, 2), 1, pal).plain.startswith("6  BOOM! a 6: roll again")
    assert chain_text((6, 6, 2), 2, pal).plain.startswith("6 + 6  BOOM!")
    assert chain_text((6, 6, 2), 3, pal).plain == "6 + 6 + 2 = 14  BOOM x2\n"
    assert chain_text((3, 1), 2, pal).plain == "3 + 1 = 4\n"


async def test_animation_reveals_the_chain_on_a_timer(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    from duckgeon_tui.engine import Event

    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = dungeon(app)
        tray = screen.query_one(DiceTray)
        roll = Event(kind="roll", text="Plumpy rolls DuckFighter: 6 + 6 + 1 = 13.", faces=(6, 6, 1))
        screen.animation = False
        screen.last_roll = roll
        screen.game_changed()
        assert tray.revealed == 3 and not tray.rolling
        screen.animation = True
        screen.last_roll = Event(kind="roll", text="again", faces=(6, 4))
        screen.game_changed()
        assert tray.revealed == 1 and tray.rolling
        await pilot.press("x")  # keys still work while the dice roll
        await until(pilot, lambda: not tray.rolling, "the chain to finish")
        assert tray.revealed == 2


# Snapshots (fixed seed, no animation) ---------------------------------------------------------


async def open_shop(pilot: Pilot) -> None:
    await to_the_shop(pilot)
    await pilot.press("r")
    await until(pilot, lambda: isinstance(pilot.app.screen, ShopDialog), "the shop")
    await pilot.pause()


async def open_quest_map(pilot: Pilot) -> None:
    await to_the_shop(pilot)
    await pilot.press("M")
    await until(pilot, lambda: isinstance(pilot.app.screen, QuestMapDialog), "the quest map")
    await pilot.pause()


SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("opener", [open_shop, open_quest_map], ids=["shop", "quest_map"])
def test_dialog_snapshot(
    snap_compare: Callable[..., bool],
    make_app: Callable[..., DuckgeonApp],
    opener: Callable[[Pilot], Awaitable[None]],
    size: tuple[int, int],
) -> None:
    assert snap_compare(make_app(new=True), run_before=opener, terminal_size=size)


SHORT_OF_LOOT = """\
id: short-of-loot
name: Short of Loot
quest: quest-1
room: 1
phase: pick
seed: 3
cleared_rooms: [1]
party:
  - {name: Plumpy, class: duckidin, at: [3, 3], loot: 1, rank: 3}
  - {name: Pantsy, class: duckwiz, at: [4, 3], loot: 7}
"""


async def test_the_shop_s_next_rank_goes_on_under_its_own_indent(tmp_path: Path) -> None:
    scenario = tmp_path / "short.yaml"
    scenario.write_text(SHORT_OF_LOOT)
    spec = NewGameSpec("", (), (), seed=0, animation=False, scenario=scenario)
    options = LaunchOptions(saves_dir=tmp_path, start="new", new_game=spec, animation=False)
    app = DuckgeonApp(options)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the dice picker")
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, ShopDialog), "the shop")
        info = app.screen.query_one("#shop-info-0", Static)
        width = info.size.width
        await until(pilot, lambda: "Loot short" in str(info.render()), "the Loot it lacks")
        lines = str(info.render()).split("\n")
        assert len(lines) > 2, "a next Rank too long for 80 columns is cut into rows"
        assert all(len(line) <= width for line in lines), lines
        assert all(line.startswith("    ") for line in lines[2:]), lines
