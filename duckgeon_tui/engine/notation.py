"""Reading actions from their text notation (the inverse of `Action.notation()`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal, cast

from duckgeon_tui.content.vocabulary import KIND_OF
from duckgeon_tui.engine.actions import (
    Action,
    Buy,
    Cash,
    Discard,
    EndTurn,
    Enter,
    FreeAction,
    FreeKind,
    Give,
    Go,
    Goose,
    Leave,
    LootRoll,
    Pick,
    Pos,
    RankUp,
    Release,
    Resolve,
    RollDie,
    SetResist,
    Sign,
    Split,
    Take,
    Walk,
)
from duckgeon_tui.engine.errors import NotationError

_DICE_SUFFIX = re.compile(r"\s*\[([0-9,\s]*)\]\s*$")


def parse_pos(text: str) -> Pos:
    """'5,4' → (5, 4)."""
    parts = text.lstrip("@").split(",")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise NotationError(f"{text!r} is not a space (write it as column,row, e.g. 5,4)")
    return int(parts[0]), int(parts[1])


def _die(letter: str) -> str:
    kind = KIND_OF.get(letter.upper())
    if kind is None:
        raise NotationError(f"{letter!r} is not a DuckDie (W F D L K G)")
    return kind


def _need(words: list[str], n: int, usage: str) -> None:
    if len(words) != n:
        raise NotationError(f"write it as: {usage}")


def _roll(w: list[str]) -> Action:
    if len(w) < 3:
        raise NotationError("write it as: roll DIE NAME ...")
    die, who, rest = _die(w[1]), w[2], w[3:]
    if die in ("walk", "duck"):
        _need(rest, 0, f"roll {w[1]} NAME")
        return RollDie(die, who)
    if die == "fighter":
        if len(rest) not in (2, 4) or rest[0] not in ("choppy", "shooty"):
            raise NotationError("write it as: roll F NAME choppy|shooty TARGET [with WEAPON]")
        style = cast(Literal["choppy", "shooty"], rest[0])
        card = None
        if len(rest) == 4:
            if rest[2] != "with":
                raise NotationError("write it as: roll F NAME choppy|shooty TARGET with WEAPON")
            card = rest[3]
        return RollDie(die, who, style=style, target=rest[1], card=card)
    if die == "funky":
        if not rest or len(rest) > 3:
            raise NotationError("write it as: roll K NAME CARD [TARGET] [@C,R]")
        target = dest = None
        for word in rest[1:]:
            if word.startswith("@"):
                dest = parse_pos(word)
            else:
                target = word
        return RollDie(die, who, card=rest[0], target=target, dest=dest)
    raise NotationError(f"a {w[1]} die is not rolled like that (use `goose` or the loot roll)")


def _goose(w: list[str]) -> Action:
    if len(w) < 3 or w[2] not in ("reroll", "add", "redraw"):
        raise NotationError("write it as: goose NAME reroll|add|redraw CARD,CARD")
    if w[2] == "redraw":
        _need(w, 4, "goose NAME redraw CARD,CARD")
        return Goose(w[1], "redraw", tuple(c for c in w[3].split(",") if c))
    _need(w, 3, f"goose NAME {w[2]}")
    return Goose(w[1], cast(Literal["reroll", "add"], w[2]))


def _free(w: list[str]) -> Action:
    kind = cast(FreeKind, w[0])
    _need(
        w, 3, f"{w[0]} NAME {'CARD' if kind == 'prepare' else 'OTHER' if kind == 'aid' else 'C,R'}"
    )
    if kind == "prepare":
        return FreeAction(w[1], kind, card=w[2])
    if kind == "aid":
        return FreeAction(w[1], kind, other=w[2])
    return FreeAction(w[1], kind, at=parse_pos(w[2]))


def _split(w: list[str]) -> Action:
    pairs = w[1:]
    if len(pairs) % 2:
        raise NotationError("write it as: split NAME AMOUNT NAME AMOUNT ...")
    shares: list[tuple[str, int]] = []
    for name, amount in zip(pairs[::2], pairs[1::2], strict=True):
        if not amount.isdigit():
            raise NotationError(f"{amount!r} is not an amount of Loot")
        shares.append((name, int(amount)))
    return Split(tuple(shares))


def _simple(w: list[str]) -> Action:
    head = w[0]
    if head == "enter":
        if w[1:] not in ([], ["goose"]):
            raise NotationError("write it as: enter  or  enter goose")
        return Enter(goose=len(w) == 2)
    if head == "sign":
        _need(w, 2, "sign +|-")
        if w[1] not in "+-":
            raise NotationError("write it as: sign +  or  sign -")
        return Sign(w[1] == "+")
    if head in ("go", "ok", "end"):
        _need(w, 1, head)
        return {"go": Go, "ok": Resolve, "end": EndTurn}[head]()
    if head == "pick":
        return Pick(tuple(_die(x) for x in w[1:]))
    if head in ("give", "take"):
        _need(w, 3, f"{head} DIE NAME")
        return (Give if head == "give" else Take)(_die(w[1]), w[2])
    if head == "walk":
        _need(w, 3, "walk NAME C,R")
        return Walk(w[1], parse_pos(w[2]))
    if head == "cash":
        _need(w, 4, "cash DIE NAME CARD")
        return Cash(_die(w[1]), w[2], w[3])
    if head == "release":
        _need(w, 3, "release NAME CARD")
        return Release(w[1], w[2])
    if head == "discard":
        _need(w, 3, "discard NAME CARD")
        return Discard(w[1], w[2])
    if head == "resist":
        _need(w, 3, "resist NAME on|off")
        if w[2] not in ("on", "off"):
            raise NotationError("write it as: resist NAME on|off")
        return SetResist(w[1], w[2] == "on")
    if head == "loot":
        _need(w, 2, "loot NAME")
        return LootRoll(w[1])
    if head == "buy":
        _need(w, 2, "buy NAME")
        return Buy(w[1])
    if head == "rank":
        _need(w, 3, "rank NAME F|Q|P")
        stat = w[2].upper()
        if stat not in ("F", "Q", "P"):
            raise NotationError("a Rank raises F, Q or P")
        return RankUp(w[1], cast(Literal["F", "Q", "P"], stat))
    if head == "leave":
        _need(w, 2, "leave DOOR")
        return Leave(w[1])
    raise NotationError(f"unknown action {head!r}")


_PARSERS: dict[str, Callable[[list[str]], Action]] = {
    "roll": _roll,
    "goose": _goose,
    "look": _free,
    "interact": _free,
    "prepare": _free,
    "aid": _free,
    "split": _split,
}


def parse_action(text: str) -> Action:
    """Read one action, e.g. 'give F Plumpy' or 'roll F Plumpy choppy rat-1 [6,2]'."""
    faces: tuple[int, ...] = ()
    match = _DICE_SUFFIX.search(text)
    if match:
        inside = [p.strip() for p in match.group(1).split(",") if p.strip()]
        faces = tuple(int(p) for p in inside)
        text = text[: match.start()]
    words = text.split()
    if not words:
        raise NotationError("empty action")
    words[0] = words[0].lower()
    action = _PARSERS.get(words[0], _simple)(words)
    return action.with_dice(faces) if faces else action
