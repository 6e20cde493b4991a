"""A party-wide step's choices as they are made, on real sockets: only the seat whose step it
is may show them, everyone else sees them, a client joining meanwhile gets them, and an answer
ends them."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from duckgeon_tui.engine import Game
from duckgeon_tui.net.client import TableClient
from duckgeon_tui.net.drafts import draft_problem
from duckgeon_tui.net.protocol import (
    ConfirmView,
    Drafting,
    MenuView,
    PickView,
    Problem,
    SplitView,
    StepView,
    read_client,
)
from tests.support.content import game_content
from tests.support.table import PARTY, joined, send_raw, served_table

PICKING = PickView(count=6, chosen=["walk", "fighter"])


async def next_of(client: TableClient, kind: type[object]) -> object:
    """The next message of a kind the client receives (others are passed over)."""
    async with asyncio.timeout(10):
        while not isinstance(message := await client.inbox.get(), kind):
            pass
    return message


async def test_the_seat_whose_turn_it_is_shows_its_choices_to_everyone_else(
    tmp_path: Path,
) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        bob = await joined(port, table.book.code, "bob")
        fan = await joined(port, table.book.code, "fan", watch=True)
        await ann.act("enter")
        await ann.draft(PICKING, ann.state)
        for watcher in (bob, fan):
            seen = await next_of(watcher, Drafting)
            assert isinstance(seen, Drafting) and seen.seat == "Ann" and seen.step == PICKING
            assert watcher.drafting == seen
        late = await joined(port, table.book.code, "gus", watch=True)
        assert late.drafting is not None and late.drafting.step == PICKING
        await ann.act("pick W F F D L K")  # its answer comes after anything sent before it
        sent = [ann.inbox.get_nowait() for _ in range(ann.inbox.qsize())]
        assert not any(isinstance(m, Drafting) for m in sent), "not sent its own choices"


async def test_an_answer_ends_the_choices_shown(tmp_path: Path) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        bob = await joined(port, table.book.code, "bob")
        await ann.act("enter")
        await ann.draft(PICKING, ann.state)
        await next_of(bob, Drafting)
        await ann.act("pick W F F D L K")
        async with asyncio.timeout(10):
            while bob.state < 2:
                await bob.inbox.get()
        assert bob.drafting is None and table.server.drafting is None


@pytest.mark.parametrize(
    ("who", "state", "step", "reason"),
    [
        ("bob", 1, PICKING, "Ann's to choose"),
        ("fan", 1, PICKING, "spectators"),
        ("ann", 0, PICKING, "moved on"),
        ("ann", 1, SplitView(total=2, names=["Plumpy"], shares=[2]), "does not ask that"),
    ],
)
async def test_choices_from_a_seat_that_does_not_own_the_step_are_refused(
    tmp_path: Path, who: str, state: int, step: StepView, reason: str
) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        others = {
            "bob": await joined(port, table.book.code, "bob"),
            "fan": await joined(port, table.book.code, "fan", watch=True),
        }
        await ann.act("enter")
        sender = others.get(who, ann)
        await sender.draft(step, state)
        problem = await next_of(sender, Problem)
        assert isinstance(problem, Problem) and reason in problem.reason
        assert table.server.drafting is None
        await ann.draft(PICKING, 1)  # the table goes on taking the owner's choices
        assert isinstance(await next_of(others["bob"], Drafting), Drafting)


@pytest.mark.parametrize(
    ("step", "reason"),
    [
        ({"kind": "pick", "count": 6, "chosen": ["walk"] * 13}, "chosen"),
        ({"kind": "pick", "count": 6, "chosen": ["laser"]}, "chosen"),
        ({"kind": "menu", "title": "x\u001b[2J", "lines": []}, "control characters"),
        ({"kind": "split", "total": 3, "names": ["A", "B"], "shares": [3]}, "a share for each"),
        ({"kind": "confirm", "title": "t", "question": "q", "yes": "y"}, "no"),
        ({"kind": "menu", "title": "t", "lines": ["a"] * 25}, "lines"),
    ],
)
async def test_malformed_choices_get_a_problem_and_the_connection_stays(
    tmp_path: Path, step: dict[str, object], reason: str
) -> None:
    async with served_table(tmp_path) as (table, port):
        ann = await joined(port, table.book.code, "ann")
        await send_raw(ann, json.dumps({"kind": "draft", "state": 0, "step": step}))
        problem = await next_of(ann, Problem)
        assert isinstance(problem, Problem) and reason in problem.reason
        assert table.server.drafting is None
        await ann.act("enter")
        assert table.session.game.log == ["enter"]


def test_every_view_fits_in_a_clients_message() -> None:
    """The biggest views the protocol allows still fit under the client's size cap."""
    biggest: list[StepView] = [
        MenuView(title="t" * 600, lines=["l" * 120] * 24, highlighted=23),
        ConfirmView(title="t" * 600, question="q" * 600, yes="y" * 600, no="n" * 600),
        SplitView(total=10_000, names=["n" * 20] * 24, shares=[10_000] * 24, row=24),
    ]
    for step in biggest:
        frame = json.dumps({"kind": "draft", "state": 1_000_000, "step": step.model_dump()})
        read_client(frame)  # raises BadMessage when above the cap


def test_a_menu_is_the_seats_that_owns_one_of_its_actions() -> None:
    game = Game.new(game_content(), "quest-1", PARTY, seed=5)
    seats, ducks = ["Ann", "Bob", "Cy"], {d.name: d.player for d in game.ducks}
    menu = MenuView(title="Room Table", lines=["enter"])
    assert draft_problem(game, seats, ducks, "Ann", menu) is None
    assert "Ann's to choose" in (draft_problem(game, seats, ducks, "Bob", menu) or "")
    assert "Ann's" in (draft_problem(game, seats, ducks, "Bob", None) or "")
