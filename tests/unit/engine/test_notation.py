"""The action notation: any text either reads as an action whose own text reads back the same,
or is refused with a NotationError (never another exception), quickly."""

from __future__ import annotations

import time

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from duckgeon_tui.engine import Goose, NotationError, RollDie, Walk, parse_action
from duckgeon_tui.engine.actions import ACTIONS

VERBS = sorted({verb for cls in ACTIONS for verb in cls.VERBS})
TRICKY = [
    "²",
    "٣",
    "[1 2]",
    "[6,2]",
    "[]",
    "[",
    "]",
    ",,,",
    "a,,b",
    "@5,4",
    "@@5,4",
    "5,4",
    "5,4,3",
    "-1,2",
    "9" * 4400,
    "+",
    "-",
    "+-",
    "ß",
    "with",
    "choppy",
    "shooty",
    "reroll",
    "add",
    "redraw",
    "on",
    "off",
    "goose",
    "?",
    "\x1b[31m",
]
WORDS = st.one_of(
    st.sampled_from(VERBS),
    st.sampled_from(TRICKY),
    st.sampled_from(list("WFDLKGwfdlkgqQpP")),
    st.integers(0, 10**7).map(str),
    st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=6),
)
NEAR_NOTATION = st.builds(
    lambda verb, words, faces: " ".join([verb, *words]) + faces,
    st.sampled_from(VERBS),
    st.lists(WORDS, max_size=5),
    st.sampled_from(["", " [6,2]", "[3]", " [1 2]", " [²]", " [" + "9" * 4400 + "]", " []"]),
)


def _reads_back_or_is_refused(text: str) -> None:
    try:
        action = parse_action(text)
    except NotationError:
        return
    assert parse_action(action.notation()) == action, text


@settings(max_examples=250, deadline=None)
@given(NEAR_NOTATION)
@example("goose X redraw ,,,")
@example("aid aid [6,2] []")
@example("walk Plumpy ²,1")
@example("roll F Plumpy choppy rat-1 [1 2]")
@example("split Plumpy " + "9" * 4400)
@example("give W Plumpy [" + "1" * 4400 + "]")
def test_near_notation_reads_back_or_is_refused(text: str) -> None:
    _reads_back_or_is_refused(text)


@settings(max_examples=200, deadline=None)
@given(st.text(st.characters(blacklist_categories=("Cs",)), max_size=40))
def test_any_text_reads_back_or_is_refused(text: str) -> None:
    _reads_back_or_is_refused(text)


@pytest.mark.parametrize(
    "text",
    ["walk Plumpy ²,1", "ok [1 2]", "split Plumpy " + "9" * 4400, "goose Plumpy redraw ,,,"],
    ids=["superscript digit", "faces without comma", "4,400 digits", "redraw of no card"],
)
def test_garbage_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


def test_actions_read_back_from_their_text() -> None:
    for action in (
        Walk("Plumpy", (5, 4)).with_dice((6, 2)),
        RollDie("funky", "Pantsy", card="zap", target="rat-1", dest=(3, 3)),
        Goose("Plumpy", "redraw", ("a", "b")),
    ):
        assert parse_action(action.notation()) == action


def test_a_long_line_is_refused_at_once() -> None:
    began = time.perf_counter()
    with pytest.raises(NotationError):
        parse_action("go" + " " * 40_000 + "x")
    assert time.perf_counter() - began < 0.5
