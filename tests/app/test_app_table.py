"""Joining a table from the app: the Join form's keys and checks, and a client's dungeon screen
following the host's actions (a real table on 127.0.0.1, in the test's own event loop)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static

from duckgeon_tui.engine import IllegalAction
from duckgeon_tui.net.protocol import ChatLine
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.dialogs.join_table import JoinTableDialog
from duckgeon_tui.tui.dialogs.say import SayDialog
from duckgeon_tui.tui.launch import HostRequest, JoinRequest, LaunchOptions
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.new_game import NewGameScreen
from duckgeon_tui.tui.screens.title import TitleScreen
from duckgeon_tui.tui.table_host import HostSession, new_table
from duckgeon_tui.tui.table_session import TableSession
from tests.support.content import game_content
from tests.support.dungeon_app import until
from tests.support.table import joined, served_table, table_spec


async def fill_join_form(pilot: Pilot[None], address: str, code: str, name: str) -> None:
    """Press j on the title and type the form's three lines (Tab between them)."""
    await pilot.press("j")
    await until(pilot, lambda: isinstance(pilot.app.screen, JoinTableDialog), "the Join form")
    await pilot.press(*address, "tab", *code, "tab")
    name_input = pilot.app.screen.query_one("#join-name", Input)
    name_input.value = ""
    await pilot.press(*name)


async def the_dungeon(pilot: Pilot[None]) -> DungeonScreen:
    """The dungeon screen, once it is open (a dialog may be over it)."""
    app = pilot.app
    await until(
        pilot, lambda: any(isinstance(s, DungeonScreen) for s in app.screen_stack), "the dungeon"
    )
    return next(s for s in app.screen_stack if isinstance(s, DungeonScreen))


async def test_the_join_form_says_what_does_not_fit_and_escape_goes_back(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        await fill_join_form(pilot, "127.0.0.1:9", "no", "Ann")
        await pilot.press("enter")
        error = app.screen.query_one("#join-error", Static)
        assert "code" in str(error.render())
        assert isinstance(app.screen, JoinTableDialog), "the form stays open"
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "back at the title")


async def test_a_table_that_cannot_be_reached_is_told_in_a_dialog(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        await fill_join_form(pilot, "127.0.0.1:1", "abcdefgh", "Ann")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ErrorDialog), "the error dialog")


async def test_a_clients_dungeon_follows_the_hosts_actions(
    make_app: Callable[..., DuckgeonApp], tmp_path: Path
) -> None:
    app = make_app()
    async with (
        served_table(tmp_path / "host") as (table, port),
        app.run_test(size=(100, 30)) as pilot,
    ):
        ann = await joined(port, table.book.code, "ann")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        await fill_join_form(pilot, f"127.0.0.1:{port}", table.book.code, "bob")
        await pilot.press("enter")
        screen = await the_dungeon(pilot)
        session = screen.session
        assert isinstance(session, TableSession) and session.seat == "Bob"
        # Turn 1 is Ann's: the app's own Room Table is refused, and changes nothing.
        with pytest.raises(IllegalAction, match="Ann's to do"):
            session.apply("enter")
        assert screen.game.log == []
        await ann.act("enter")
        await until(
            pilot,
            lambda: any("Room Table roll" in line for line in screen_log(screen)),
            "the host's action in the log",
        )
        assert screen.game.log == ["enter"] and str(screen.game.phase) == "pick"
        await ann.say("quack")
        await until(
            pilot,
            lambda: any("<ann> quack" in line for line in screen_log(screen)),
            "the chat line",
        )
        assert table.session.game.log == ["enter"]


def joining(saves: Path, address: str, code: str) -> DuckgeonApp:
    """The app as `duckgeon join ADDRESS --code CODE --name cy` opens it."""
    request = JoinRequest(address, code, "cy", watch=False)
    options = LaunchOptions(saves_dir=saves, start="join", join=request, opening=True)
    return DuckgeonApp(options)


async def test_a_join_launch_opens_the_tables_dungeon(saves: Path, tmp_path: Path) -> None:
    async with served_table(tmp_path / "host") as (table, port):
        app = joining(saves, f"ws://127.0.0.1:{port}", table.book.code)
        async with app.run_test(size=(100, 30)) as pilot:
            session = (await the_dungeon(pilot)).session
            assert isinstance(session, TableSession) and session.seat == "Ann"
            assert table.server.here() == {"Ann"}


async def test_a_refused_join_launch_closes_the_app_with_one_line(
    saves: Path, tmp_path: Path
) -> None:
    async with served_table(tmp_path / "host") as (_table, port):
        app = joining(saves, f"127.0.0.1:{port}", "wrongcode")
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: app.return_code is not None, "the app closing")
    assert app.return_code == 2
    assert app.farewell is not None and app.farewell.startswith("duckgeon join: ")
    assert "\n" not in app.farewell


def screen_log(screen: DungeonScreen) -> list[str]:
    """The lines of the dungeon's message log."""
    from duckgeon_tui.tui.widgets.message_log import MessageLog

    return [entry.text for log in screen.query(MessageLog) for entry in log.entries]


async def play_online(pilot: Pilot[None], line: str) -> None:
    """From the title, choose a line of the Play online menu."""
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
    await pilot.press("o")
    await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "Play online")
    await pilot.press(line)


async def test_a_table_hosted_from_the_title_plays_the_first_seat_and_serves_others(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await play_online(pilot, "1")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen), "the New game form")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")
        screen = next(s for s in app.screen_stack if isinstance(s, DungeonScreen))
        host = screen.session
        assert isinstance(host, HostSession) and host.seat == "Player 1"
        fan = await joined(host.server.port, host.server.book.code, "fan", watch=True)
        assert fan.state == 0
        await pilot.press("1")  # the host rolls the Room Table on its own screen
        await until(pilot, lambda: fan.state == 1, "the host's action at the spectator's")
        assert fan.game is not None and fan.game.log == host.game.log == ["enter"]
        await fan.say("go")
        await until(
            pilot, lambda: any("<fan> go" in line for line in screen_log(screen)), "the chat"
        )
        await until(pilot, lambda: app.screen is not screen, "the dice to pick")
        await pilot.press("escape")  # the room in sight: the keys are the dungeon's
        await until(pilot, lambda: app.screen is screen, "the dungeon")
        await pilot.press("T")
        await until(pilot, lambda: isinstance(app.screen, SayDialog), "the Say dialog")
        await pilot.press(*"hello all", "enter")
        heard: list[tuple[str, str]] = []
        while ("Host", "hello all") not in heard:
            message = await fan.inbox.get()
            if isinstance(message, ChatLine):
                heard.append((message.who, message.text))
        assert heard == [("fan", "go"), ("Host", "hello all")]
        while screen in app.screen_stack:  # the dungeon closes: so does its table
            await app.pop_screen()
        await until(pilot, lambda: fan.closed_because is not None, "the table closing")


async def test_a_host_launch_opens_the_hosts_game_with_its_table(saves: Path) -> None:
    request = HostRequest("127.0.0.1", 0)
    spec = table_spec()
    options = LaunchOptions(
        saves_dir=saves, start="host", new_game=spec, host=request, opening=True
    )
    app = DuckgeonApp(options)
    async with app.run_test(size=(100, 30)) as pilot:
        host = (await the_dungeon(pilot)).session
        assert isinstance(host, HostSession) and host.seat == "Ann"
        assert host.game.seed == spec.seed
        bob = await joined(host.server.port, host.server.book.code, "bob")
        assert bob.seat == "Bob"
        await bob.close()


async def test_a_host_launch_without_an_autosave_closes_the_app_with_one_line(
    saves: Path,
) -> None:
    request = HostRequest("127.0.0.1", 0)
    options = LaunchOptions(saves_dir=saves, start="host", host=request, opening=True)
    app = DuckgeonApp(options)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.return_code is not None, "the app closing")
    assert app.return_code == 2
    assert app.farewell is not None and app.farewell.startswith("duckgeon host: ")


async def test_a_saved_table_is_hosted_again_from_the_title_with_its_seats_and_codes(
    make_app: Callable[..., DuckgeonApp], saves: Path
) -> None:
    store = SaveStore(saves)
    table = new_table(game_content(), table_spec(), store)
    table.server.write_seats()
    store.write("friday", store.load(table.session.slot))
    (saves / "friday.seats").write_bytes((saves / f"{table.session.slot}.seats").read_bytes())
    store.close()
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await play_online(pilot, "2")
        await until(
            pilot,
            lambda: (
                isinstance(app.screen, ChooseActionDialog)
                and app.screen.title_text == "Host which game?"
            ),
            "the saves to host",
        )
        menu = app.screen
        assert isinstance(menu, ChooseActionDialog)
        lines = [label for label, _ in menu.choices]
        friday = next(i for i, line in enumerate(lines) if line.startswith("friday"))
        assert "(a table: its seats)" in lines[friday]
        await pilot.press(str(friday + 1))
        host = (await the_dungeon(pilot)).session
        assert isinstance(host, HostSession) and host.game.seed == table.session.game.seed
        assert host.server.book.code == table.book.code
        assert [s.code for s in host.server.book.seats] == [s.code for s in table.book.seats]


async def test_the_hosts_table_autosaves_its_game(saves: Path) -> None:
    """The screen leaves its autosaves to the table: the table's own are written."""
    options = LaunchOptions(
        saves_dir=saves, start="host", new_game=table_spec(), host=HostRequest("127.0.0.1", 0)
    )
    app = DuckgeonApp(options)
    async with app.run_test(size=(100, 30)) as pilot:
        host = (await the_dungeon(pilot)).session
        assert isinstance(host, HostSession)
        host.apply("enter")
        host.server.save()
        assert host.store.load(host.slot).state["log"] == ["enter"]
