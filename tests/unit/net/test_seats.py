"""The seat rules: whose each action is, whose turn it is, hand-overs, and the seats file."""

from __future__ import annotations

from pathlib import Path

import pytest

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Game, Phase, parse_action
from duckgeon_tui.net.journal import Journal, missing_actions, read_journal
from duckgeon_tui.net.seats import SeatBook, SeatsFileError, read_seats, seat_map
from tests.support.content import game_content

PARTY = [
    PartyMember("Plumpy", "duckidin", "Ann"),
    PartyMember("Pantsy", "duckwiz", "Bob"),
    PartyMember("Waddles", "bouncer", "Ann"),
]


def game() -> Game:
    return Game.new(game_content(), "quest-1", PARTY, seed=5)


def test_a_seat_per_player_each_with_its_own_code() -> None:
    book = SeatBook.for_game(game())
    assert [s.name for s in book.seats] == ["Ann", "Bob"]
    assert book.ducks_of("Ann") == ["Plumpy", "Waddles"]
    codes = {book.code, *(s.code for s in book.seats)}
    assert len(codes) == 3 and all(len(c) >= 12 for c in codes)
    assert book.by_code(book.seats[1].code).name == "Bob"  # type: ignore[union-attr]
    assert book.by_code(book.code) is None and book.is_table_code(book.code)


def test_party_steps_are_the_lead_seats_and_a_ducks_steps_its_own() -> None:
    g, book = game(), SeatBook.for_game(game())
    assert g.turn == 1 and book.lead(g) == "Ann"
    assert book.owner(g, parse_action("enter")) == "Ann"
    g.apply("enter")
    assert g.phase == Phase.PICK
    assert book.owner(g, parse_action("pick F W W")) == "Ann"
    assert book.owner(g, parse_action("rank Pantsy F")) == "Bob"
    assert book.owner(g, parse_action("discard Plumpy plain-ol-sword")) == "Ann"
    assert book.owner(g, parse_action("leave 1")) == "Ann"  # a party step, whoever it names


def test_the_lead_goes_round_the_seats_that_hold_duckventurers() -> None:
    g, book = game(), SeatBook.for_game(game())
    order, ducks = seat_map(book.views(set()))
    assert order == ["Ann", "Bob"] and ducks["Pantsy"] == "Bob"
    book.hand_over("Bob", "Ann")
    assert book.lead(g) == "Ann" and book.ducks_of("Bob") == []
    book.hand_over("Ann", "bot")
    assert book.lead(g) == "bot" and book.owner(g, parse_action("enter")) == "bot"
    assert seat_map(book.views(set()))[0] == ["Ann", "Bob"]  # the bot is no seat to take turns
    with pytest.raises(ValueError, match="no seat 'Cy'"):
        book.hand_over("Cy", "Ann")


def test_the_seats_file_comes_back_and_a_wrong_one_is_refused(tmp_path: Path) -> None:
    g, path = game(), tmp_path / "autosave.seats"
    book = SeatBook.for_game(g)
    book.seats[0].holder = "ann"
    book.write(path)
    assert read_seats(path, g) == book
    other = Game.new(game_content(), "quest-1", [("Solo", "duckidin", "Me")], seed=1)
    with pytest.raises(SeatsFileError, match="not this game's"):
        read_seats(path, other)
    path.write_text('{"seats": 3}')
    with pytest.raises(SeatsFileError, match="damaged"):
        read_seats(path, g)
    with pytest.raises(SeatsFileError):
        read_seats(tmp_path / "none.seats", g)


def test_the_journal_gives_back_the_actions_after_the_save(tmp_path: Path) -> None:
    path = tmp_path / "autosave.journal"
    journal = Journal(path, ["enter"])
    journal.append("pick F W")
    journal.close()
    with path.open("a") as cut:
        cut.write("end")  # killed in the middle of a line
    assert read_journal(path) == ["enter", "pick F W"]
    assert missing_actions(["enter"], read_journal(path)) == ["pick F W"]
    assert missing_actions(["go"], read_journal(path)) == []  # another game's journal
    assert read_journal(tmp_path / "none") == []
