"""A party-wide step at an online table, on the screens of a real table on 127.0.0.1: the seat
whose turn it is answers it, its choices go to the others as it makes them, and a watching
seat's screen follows them read-only and closes when the answer comes; a spectator's list of who
is at the table, and its own chat."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import Static

from duckgeon_tui.net.client import TableClient
from duckgeon_tui.net.protocol import ChatLine, ConfirmView, Drafting, MenuView, PickView, ShareView
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.dialogs.say import SayDialog
from duckgeon_tui.tui.dialogs.table_people import TablePeopleDialog
from duckgeon_tui.tui.dialogs.watch_step import WatchStepDialog
from duckgeon_tui.tui.launch import JoinRequest, LaunchOptions
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from tests.support.dungeon_app import until
from tests.support.table import joined, served_table


def joining(saves: Path, port: int, code: str, name: str) -> DuckgeonApp:
    """The app as `duckgeon join 127.0.0.1:PORT --code CODE --name NAME` opens it."""
    request = JoinRequest(f"127.0.0.1:{port}", code, name, watch=False)
    return DuckgeonApp(LaunchOptions(saves_dir=saves, start="join", join=request, opening=True))


def watched(app: DuckgeonApp) -> str:
    """What the watch dialog on top shows ('' when it is not on top)."""
    screen = app.screen
    if not isinstance(screen, WatchStepDialog):
        return ""
    parts = [screen.query_one("#watch-title", Static), screen.query_one("#watch-body", Static)]
    return "\n".join(str(part.render()) for part in parts)


def the_game(app: DuckgeonApp) -> DungeonScreen:
    return next(s for s in app.screen_stack if isinstance(s, DungeonScreen))


async def test_a_watching_seat_follows_the_acting_seats_dice_and_cannot_act(
    saves: Path, tmp_path: Path
) -> None:
    async with served_table(tmp_path / "host") as (table, port):
        ann = await joined(port, table.book.code, "ann")
        app = joining(saves, port, table.book.code, "bob")
        async with app.run_test(size=(80, 24)) as pilot:
            await until(
                pilot,
                lambda: any(isinstance(s, DungeonScreen) for s in app.screen_stack),
                "the dungeon",
            )
            await ann.act("enter")
            await until(pilot, lambda: "Ann is picking" in watched(app), "Ann's pick watched")
            await ann.draft(PickView(count=6, chosen=["walk", "fighter"]), ann.state)
            await until(pilot, lambda: "2/6 DuckDice chosen" in watched(app), "her 2 dice")
            await ann.draft(PickView(count=6, chosen=["walk", "fighter", "duck"]), ann.state)
            await until(pilot, lambda: "3/6" in watched(app), "her third die")
            await pilot.press("w", "f", "enter", "o")  # the picker's keys do nothing here
            assert isinstance(app.screen, WatchStepDialog)
            assert table.server.drafting is not None and table.server.drafting.seat == "Ann"
            assert table.session.game.log == ["enter"]
            await ann.act("pick W F F D L K")
            await until(pilot, lambda: "sharing out the DuckDice" in watched(app), "the sharing")
            await ann.act("give W Plumpy")
            await until(pilot, lambda: the_game(app).game.log[-1] == "give W Plumpy", "the give")
            assert isinstance(app.screen, WatchStepDialog), "sharing goes on: it stays open"
            await ann.draft(ShareView(row="Pantsy"), ann.state)
            await until(pilot, lambda: "> Pantsy" in watched(app), "her highlight")
            await ann.act("go")
            await until(pilot, lambda: not isinstance(app.screen, WatchStepDialog), "it closing")
            assert table.session.game.log[-1] == "go"
            # Her own End the turn? is asked on her screen only: here it opens as she asks it.
            ending = ConfirmView(title="End the turn?", question="Dice left.", yes="Yes", no="No")
            await ann.draft(ending, ann.state)
            await until(pilot, lambda: "Ann: End the turn?" in watched(app), "her question")
            await ann.draft(None, ann.state)
            await until(pilot, lambda: not isinstance(app.screen, WatchStepDialog), "put back")


async def next_drafting(client: TableClient) -> Drafting:
    async with asyncio.timeout(10):
        while not isinstance(message := await client.inbox.get(), Drafting):
            pass
    return message


async def test_the_acting_seats_choices_reach_the_others_as_it_makes_them(
    saves: Path, tmp_path: Path
) -> None:
    async with served_table(tmp_path / "host") as (table, port):
        app = joining(saves, port, table.book.code, "ann")
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: table.server.here() == {"Ann"}, "Ann at the table")
            bob = await joined(port, table.book.code, "bob")
            await until(
                pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table menu"
            )
            await until(pilot, lambda: bob.drafting is not None, "the menu shown to Bob")
            menu = bob.drafting
            assert menu is not None and isinstance(menu.step, MenuView) and menu.seat == "Ann"
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the picker")
            await pilot.press("backspace", "backspace", "backspace", "backspace", "backspace")
            await pilot.press("backspace", "g")
            seen = await next_drafting(bob)
            while seen.step != PickView(count=6, chosen=["goose"]):
                seen = await next_drafting(bob)
            assert seen.seat == "Ann"
            await pilot.press("f")
            seen = await next_drafting(bob)
            assert seen.step == PickView(count=6, chosen=["goose", "fighter"])


def people_shown(app: DuckgeonApp) -> str:
    screen = app.screen
    if not isinstance(screen, TablePeopleDialog):
        return ""
    return str(screen.query_one("#people", Static).render())


async def test_a_spectator_sees_who_is_at_the_table_and_chats_on_its_own_channel(
    saves: Path, tmp_path: Path
) -> None:
    async with served_table(tmp_path / "host") as (table, port):
        ann = await joined(port, table.book.code, "ann")
        bob = await joined(port, table.book.code, "bob")
        await bob.mute(True)
        request = JoinRequest(f"127.0.0.1:{port}", table.book.code, "fan", watch=True)
        options = LaunchOptions(saves_dir=saves, start="join", join=request, opening=True)
        app = DuckgeonApp(options)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: len(table.server.spectators) == 1, "fan watching")
            await until(pilot, lambda: "Ann" in watched(app), "Ann's Room Table watched")
            await pilot.press("escape")  # the room in sight, the dungeon's keys
            await until(pilot, lambda: isinstance(app.screen, DungeonScreen), "the dungeon")
            await pilot.press("P")
            await until(pilot, lambda: "1 watching: fan" in people_shown(app), "the list")
            shown = people_shown(app)
            assert "Ann (ann): Plumpy  here" in shown and "Cy (free): Waddles  away" in shown
            gus = await joined(port, table.book.code, "gus", watch=True)
            await until(pilot, lambda: "2 watching: fan, gus" in people_shown(app), "gus")
            await gus.close()
            await until(pilot, lambda: "1 watching: fan" in people_shown(app), "gus gone")
            await pilot.press("escape", "T")
            await until(pilot, lambda: isinstance(app.screen, SayDialog), "the Say dialog")
            await pilot.press(*"go ducks", "enter")
            line = await next_chat(ann)
            assert (line.who, line.text, line.spectator) == ("fan", "go ducks", True)
            await ann.say("thanks")  # Bob muted the spectators: he gets only this
            line = await next_chat(bob)
            assert (line.who, line.text) == ("ann", "thanks")


async def next_chat(client: TableClient) -> ChatLine:
    async with asyncio.timeout(10):
        while not isinstance(message := await client.inbox.get(), ChatLine):
            pass
    return message
