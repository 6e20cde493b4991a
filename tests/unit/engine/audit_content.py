"""The tiny content plus what the rules audit needs: cards built per test, a training dummy,
one Beastie per tactic, every kind of Condition, and a class with a triggered ability."""

from __future__ import annotations

import dataclasses
from typing import Any

from duckgeon_tui.content.cards import Condition, Feat, Item, Omen, Snare, Zappy
from duckgeon_tui.content.characters import Beastie, DuckClass
from duckgeon_tui.engine import Event, Game, Options, PartyMember

from .helpers import play
from .tiny_content import make_content

Card = Item | Zappy | Feat


def zappy(cid: str, effects: list[dict[str, Any]], **kw: Any) -> Zappy:
    """An activated Zappy (cost 1 unless told), aimed at a Beastie in range 6 unless told."""
    data = {"cost": 1, "activation": "activated", "target": {"kind": "enemy", "range": 6}}
    return Zappy.model_validate({"id": cid, "name": cid.title(), **data, "effects": effects, **kw})


def feat(cid: str, effects: list[dict[str, Any]], **kw: Any) -> Feat:
    """An activated Feat (cost 1 unless told), on its user unless told."""
    data = {"cost": 1, "activation": "activated"}
    return Feat.model_validate({"id": cid, "name": cid.title(), **data, "effects": effects, **kw})


def item(cid: str, **kw: Any) -> Item:
    """An Item with whatever fields the test gives."""
    return Item.model_validate({"id": cid, "name": cid.title(), "cost": 0, **kw})


def _beastie(bid: str, glyph: str, tactics: list[str], **kw: Any) -> Beastie:
    data: dict[str, Any] = {
        "stats": {"F": 6, "Q": 2, "P": 2},
        "move": 3,
        "attacks": [{"name": "Peck", "style": "choppy"}],
    }
    data.update(kw)
    return Beastie.model_validate(
        {"id": bid, "name": bid.title(), "glyph": glyph, "tactics": tactics, **data}
    )


BEASTIES = [
    _beastie("dummy", "x", ["attack"], stats={"F": 20, "Q": 0, "P": 0}, move=0),
    _beastie("stander", "a", ["attack"]),
    _beastie("shooter", "g", ["shoot"], attacks=[{"name": "Dart", "style": "shooty", "range": 3}]),
    _beastie("guard", "u", ["guard"]),
    _beastie("runner", "f", ["flee", "attack"], flee_below=4, move=5),
    _beastie("swarmer", "w", ["swarm"]),
    _beastie("wanderer", "v", ["wander"], move=2),
    _beastie(
        "caster",
        "c",
        ["attack"],
        move=0,
        abilities=[
            {
                "name": "Hex",
                "activation": "activated",
                "cost": 5,
                "resist": "P",
                "target": {"kind": "enemy", "range": 4},
                "effects": [{"kind": "apply_condition", "condition": "spooked"}],
            }
        ],
    ),
    _beastie(
        "sulker",
        "k",
        ["attack"],
        move=0,
        stats={"F": 9, "Q": 1, "P": 1},
        abilities=[
            {
                "name": "Sulk",
                "activation": "triggered",
                "trigger": "damage_taken",
                "chance": 4,
                "effects": [{"kind": "heal", "amount": 2, "to": "self"}],
            }
        ],
    ),
]

CONDITIONS = [
    Condition(id="stuck", name="Stuck", glyph="K", walk_limit=1),
    Condition.model_validate(
        {
            "id": "spooked",
            "name": "Spooked",
            "glyph": "P",
            "no_free_action": True,
            "wears_off": 2,
            "modifiers": [{"stat": "Q", "amount": -1, "when": ["choppy_attack"]}],
        }
    ),
    Condition(id="toasty", name="Toasty", glyph="T", damage_each_turn=2, wears_off=2),
    Condition(id="dazed", name="Dazed", glyph="Z", denies_resist=True),
    Condition(id="stunned", name="Stunned", glyph="N", no_actions=True),
]

LUCKY = DuckClass.model_validate(
    {
        "id": "lucky",
        "name": "Lucky Duck",
        "school": "hard-knocks",
        "glyph": "L",
        "stats": {"F": 8, "Q": 3, "P": 3},
        "ability": {
            "name": "Lucky Break",
            "activation": "triggered",
            "trigger": "turn_start",
            "chance": 4,
            "effects": [{"kind": "ward", "amount": 1}],
        },
    }
)


def audit_game(
    *cards: Card,
    hall: list[tuple[str, int]] | None = None,
    party: tuple[tuple[str, str], ...] = (("Plumpy", "duckidin"), ("Pantsy", "duckwiz")),
    snares: tuple[Snare, ...] = (),
    omens: tuple[Omen, ...] = (),
    omens_on: bool = False,
    physical: bool = True,
    **content: Any,
) -> Game:
    """A game of the tiny quest with the audit's extras (physical dice unless told)."""
    base = make_content(hall, **content)
    extra = dataclasses.replace(
        base,
        items={**base.items, **{c.id: c for c in cards if isinstance(c, Item)}},
        zappies={**base.zappies, **{c.id: c for c in cards if isinstance(c, Zappy)}},
        feats={**base.feats, **{c.id: c for c in cards if isinstance(c, Feat)}},
        beasties={**base.beasties, **{b.id: b for b in BEASTIES}},
        conditions={**base.conditions, **{c.id: c for c in CONDITIONS}},
        classes={**base.classes, LUCKY.id: LUCKY},
        snares={**base.snares, **{s.id: s for s in snares}},
        omens={**base.omens, **{o.id: o for o in omens}},
    )
    return Game.new(
        extra,
        "tiny",  # type: ignore[arg-type]
        [PartyMember(n, c, "Sam") for n, c in party],
        seed=1,
        options=Options(physical_dice=physical, omens=omens_on),
    )


def acting(game: Game, dice: str = "W W W W W W", faces: str = "[3]") -> Game:
    """Enter the hall, pick `dice` (nothing shared yet) and start acting."""
    play(game, f"enter {faces}", f"pick {dice}", "go")
    return game


def use(
    game: Game, who: str, card: str, rest: str = "", faces: tuple[int, ...] = ()
) -> list[Event]:
    """`who` gets the card (if not held) and a FunkyDuck, and uses it: `roll K who card rest`."""
    duck = game.duck(who)
    if card not in duck.hand and card != "ability":
        duck.hand.append(card)
    duck.dice.append("funky")
    duck.got_dice = True
    dice = f" [{','.join(map(str, faces))}]" if faces else ""
    return game.apply(f"roll K {who} {card} {rest}".rstrip() + dice)


def place(game: Game, **where: tuple[int, int]) -> None:
    """Put Duckventurers (by name) and Beasties (handle with _ for -) on given spaces."""
    for key, pos in where.items():
        handle = key.replace("_", "-")
        found = [b for b in game.state.beasties if b.handle == handle]
        if found:
            found[0].pos = found[0].home = pos
        else:
            game.duck(key).pos = pos
