"""Playing a built dungeon: the quest it makes, saves that keep it, and stored dungeons that no
longer fit the content refused with the reason."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine import Game, IllegalAction, Options, PartyMember
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.engine.dungeon import Dungeon, DungeonError, dungeon_to_data
from duckgeon_tui.engine.dungeon_build import build_dungeon
from duckgeon_tui.engine.rooms import exits
from tests.support.content import game_content

PARTY = [PartyMember("Plumpy", "duckidin"), PartyMember("Pantsy", "duckwiz")]
SEED = 42


@pytest.fixture(scope="module")
def content() -> Content:
    return game_content()


@pytest.fixture(scope="module")
def dungeon(content: Content) -> Dungeon:
    # A dungeon with side rooms, to see their table too.
    return next(
        d
        for d in (build_dungeon(content, "quest-1", s) for s in range(SEED, SEED + 50))
        if len(d.rooms) > 6
    )


def new_game(content: Content, dungeon: Dungeon | None) -> Game:
    options = Options(undo=False)
    return Game.new(content, "quest-1", PARTY, seed=SEED, options=options, dungeon=dungeon)


def test_the_quest_is_played_on_the_built_dungeon(content: Content, dungeon: Dungeon) -> None:
    game = new_game(content, dungeon)
    template = content.quests["quest-1"]
    plan = template.build
    assert plan is not None and side_table(template) is not None
    assert [(r.number, r.room, r.at) for r in game.quest.rooms] == [
        (r.number, r.room, r.at) for r in dungeon.rooms
    ]
    tables = {r.number: r.room_table for r in game.quest.rooms}
    assert tables[1] == template.rooms[0].room_table  # pinned: the quest's own room 1 table
    assert tables[3] == plan.rooms[2].room_table  # drawn: the build's table for number 3
    assert tables[7] == side_table(template)
    assert [r.number for r in game.quest.rooms if r.boss] == [6]
    assert game.dungeon is dungeon and game.room_number == 1
    # The party can leave room 1 only by the corridors the dungeon laid.
    first = {c.a_door: c.b for c in dungeon.corridors if c.a == 1}
    assert {door: far[0] for door, far in exits(game.world).items()} == first
    assert new_game(content, None).quest is template  # and the quest's own layout is untouched


def side_table(quest: Any) -> Any:
    return quest.build.side_rooms.room_table if quest.build.side_rooms else None


def bot_actions(game: Game, count: int) -> None:
    bot = PartyBot(random.Random(7))
    for _ in range(count):
        if game.outcome is not None:
            return
        game.apply(bot.choose(game))


def test_a_saved_game_goes_on_exactly_on_its_dungeon(content: Content, dungeon: Dungeon) -> None:
    game = new_game(content, dungeon)
    bot_actions(game, 60)
    data = json.loads(json.dumps(game.to_json()))
    assert data["setup"]["dungeon"]["seed"] == dungeon.seed
    again = Game.from_json(content, data)
    assert again.dungeon == dungeon
    assert [(r.number, r.room) for r in again.quest.rooms] == [
        (r.number, r.room) for r in game.quest.rooms
    ]
    bot_actions(game, 80)
    bot_actions(again, 80)
    assert again.log == game.log and again.state == game.state
    assert Game.replay(content, data["setup"], game.log).state == game.state


def stored(game: Game) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(game.to_json()))
    return data


def test_a_changed_or_missing_room_is_refused_clearly(content: Content, dungeon: Dungeon) -> None:
    data = stored(new_game(content, dungeon))
    drawn = dungeon.room_numbered(2).room
    room = content.rooms[drawn]
    changed = dataclasses.replace(
        content, rooms={**content.rooms, drawn: room.model_copy(update={"flavour": "New!"})}
    )
    with pytest.raises(IllegalAction, match=f"room 2 of this dungeon, `{drawn}`, has changed"):
        Game.from_json(changed, data)
    gone = dataclasses.replace(
        content, rooms={k: v for k, v in content.rooms.items() if k != drawn}
    )
    with pytest.raises(IllegalAction, match="is no longer in the room pool"):
        Game.from_json(gone, data)
    # A room added to the pool changes nothing in a dungeon already built.
    extra = dataclasses.replace(content, rooms={**content.rooms, "spare": room})
    assert Game.from_json(extra, data).quest.rooms == new_game(content, dungeon).quest.rooms


def tamper(data: dict[str, Any], change: Any) -> dict[str, Any]:
    copy = json.loads(json.dumps(data))
    change(copy["setup"]["dungeon"])
    return copy


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["rooms"][1].update(at=d["rooms"][0]["at"]), "lie in the same place"),
        (lambda d: d["rooms"][1].update(at=[9, 9]), "outside the 4x3 quest map"),
        (lambda d: d["rooms"].pop(), r"leads to room \d+, which the dungeon lacks"),
        (lambda d: d["corridors"][0].update(a=2, b=1), "not in order"),
        (lambda d: d["rooms"].pop(0), "not numbered 1 to 6"),
        (lambda d: d["corridors"].append(d["corridors"][0]), "two corridors join"),
        (lambda d: d["corridors"][0].update(length=0), "odd size"),
        (lambda d: d["corridors"][0].update(a_door="north"), "facing doors|used twice or sealed"),
        (lambda d: d["rooms"][0].update(sealed=["trapdoor"]), "seals a door"),
        (lambda d: d.update(rooms="lots"), "the stored dungeon is damaged"),
    ],
)
def test_a_tampered_dungeon_is_refused(
    content: Content, dungeon: Dungeon, change: Any, message: str
) -> None:
    data = tamper(stored(new_game(content, dungeon)), change)
    with pytest.raises(IllegalAction, match=message):
        Game.from_json(content, data)


def test_quests_say_how_they_are_played(content: Content, dungeon: Dungeon) -> None:
    no_build = content.quests["quest-1"].model_copy(update={"build": None})
    plain = dataclasses.replace(content, quests={"quest-1": no_build})
    with pytest.raises(DungeonError, match="has no `build`"):
        build_dungeon(plain, "quest-1", 1)
    with pytest.raises(IllegalAction, match="has no `build`"):
        new_game(plain, dungeon)
    own = content.quests["quest-1"]
    assert own.build is not None
    pinned = [  # without rooms of its own, the build gives every Room Table itself
        r.model_copy(update={"room_table": own.rooms[r.number - 1].room_table})
        if r.room_table is None
        else r
        for r in own.build.rooms
    ]
    built_only = own.model_copy(
        update={
            "rooms": [],
            "corridors": [],
            "build": own.build.model_copy(update={"rooms": pinned}),
        }
    )
    only = dataclasses.replace(content, quests={"quest-1": built_only})
    with pytest.raises(IllegalAction, match="has no layout of its own"):
        new_game(only, None)
    game = new_game(only, build_dungeon(only, "quest-1", 3))
    assert [r.number for r in game.quest.rooms if r.boss] == []  # no own room 6 to name a boss
    assert dungeon_to_data(dungeon)["seed"] == dungeon.seed
