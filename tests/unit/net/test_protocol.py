"""The wire protocol: what a client may send, read strictly, with one reason per bad message."""

from __future__ import annotations

import pytest

from duckgeon_tui.net.protocol import (
    MAX_CLIENT_MESSAGE,
    Act,
    Applied,
    BadMessage,
    Hello,
    Say,
    encode,
    read_client,
    read_server,
)


def test_messages_go_and_come_back_unchanged() -> None:
    for message in (
        Hello(version=1, code="abcd1234", name="Ann", watch=True, since=3, table="tbl_1234"),
        Act(action="roll F Plumpy rat-1", state=12),
        Say(text="quack!"),
    ):
        assert read_client(encode(message)) == message
    applied = Applied(action="end", seat="Ann", events=["The turn ends."], state=4)
    assert read_server(encode(applied)) == applied


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("", "Invalid JSON"),
        ("[]", "an object"),
        ('{"kind": "fly"}', "kind"),
        ('{"kind": "act", "action": "end", "state": -1}', "state"),
        ('{"kind": "act", "action": "", "state": 0}', "action"),
        ('{"kind": "act", "action": "end", "state": 0, "who": "me"}', "who"),
        ('{"kind": "say", "text": "bell\\u0007"}', "control characters"),
        ('{"kind": "say", "text": "line\\nbreak"}', "control characters"),
        ('{"kind": "hello", "version": 1, "code": "a b c d", "name": "x"}', "code"),
        ('{"kind": "hello", "version": 1, "code": "abcd", "name": " x"}', "spaces"),
        ('{"kind": "hello", "version": 1, "code": "abcd", "name": "' + "n" * 21 + '"}', "name"),
        ('{"kind": "say", "text": "' + "é" * (MAX_CLIENT_MESSAGE // 2) + '"}', "bytes"),
        (b'{"kind": "say", "text": "hi"}', "text frames"),
    ],
)
def test_a_bad_message_is_refused_with_a_reason(raw: str | bytes, reason: str) -> None:
    with pytest.raises(BadMessage, match=reason):
        read_client(raw)


def test_a_reason_never_echoes_what_was_sent() -> None:
    with pytest.raises(BadMessage) as caught:
        read_client('{"kind": "say", "text": "\\u001b]0;owned\\u0007"}')
    assert "owned" not in str(caught.value) and "\x1b" not in str(caught.value)
