"""Every dialog's words about keys hold: each key its line of keys, its buttons or its texts
name is bound in that dialog (or, for a key of the game, on the dungeon screen), to what the
words say; and every key bound anywhere is one a keyboard can send."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import re
import string
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from textual.binding import Binding
from textual.keys import Keys, _character_to_key

import duckgeon_tui.tui as tui_package
import duckgeon_tui.tui.dialogs as dialogs_package
from duckgeon_tui.tui.dialogs.base import KEY_NAMES, Dialog
from duckgeon_tui.tui.screens.dungeon import DungeonScreen

SPOKEN = {name: key for key, name in KEY_NAMES.items()} | {"enter": "enter"}
"""A key as the words write it -> the key as Textual names it."""
NAMED_PAIR = re.compile(r"(?<![\w/])`?([a-zA-Z])`?/`?([a-zA-Z])`?(?:/`?([a-zA-Z])`?)?(?![\w/])")
"""Keys named like `j/k` or `f/q/p` in a dialog's words."""
BUTTON_KEY = re.compile(r"\((esc|enter|[a-zA-Z])\)$")
"""A button label ending in its key: `Map (esc)`, `Shop (r)`."""
QUOTED_KEY = re.compile(r"`([^`\s])` \w+s\b")
"""A key quoted alone, and what it does, in a dialog's words: "`.` lists every action"
(a map's glyphs are quoted too: "`-` and `|` are one space wide")."""
KEY_NAMES_SENT = {_character_to_key(c) for c in string.printable.strip()} | {
    key.value.rsplit("+", 1)[-1] for key in Keys
}
"""The name of every key Textual tells a screen of (without its modifiers)."""
MODIFIERS = {"ctrl", "shift", "alt", "meta", "super", "hyper"}


def dialog_modules() -> list[ModuleType]:
    """Every module of the dungeon's dialogs."""
    return [
        importlib.import_module(f"{dialogs_package.__name__}.{info.name}")
        for info in pkgutil.iter_modules(dialogs_package.__path__)
    ]


def dialogs_of(module: ModuleType) -> list[type[Dialog[Any]]]:
    """The dialog classes a module defines."""
    return [
        cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, Dialog) and cls.__module__ == module.__name__
    ]


def bound(cls: type[Any]) -> dict[str, str]:
    """Each key the dialog binds -> the name of its action (a subclass's binding wins)."""
    keys: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        for binding in klass.__dict__.get("BINDINGS", []):
            if isinstance(binding, Binding):
                for key in binding.key.split(","):
                    keys[key.strip()] = binding.action.split("(")[0]
    return keys


def texts_of(module: ModuleType) -> list[str]:
    """Every string written in the module's source (labels, notes, docstrings)."""
    tree = ast.parse(Path(inspect.getfile(module)).read_text(encoding="utf-8"))
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]


def words_of(module: ModuleType) -> list[str]:
    """The strings of the module's source a player reads (its docstrings left out)."""
    tree = ast.parse(Path(inspect.getfile(module)).read_text(encoding="utf-8"))
    docs = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]


MODULES = [m for m in dialog_modules() if dialogs_of(m)]


def test_every_key_bound_is_one_the_keyboard_sends() -> None:
    """A binding to a name Textual never sends (`period` for the `.` key) does nothing."""
    for info in pkgutil.walk_packages(tui_package.__path__, f"{tui_package.__name__}."):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__ or not hasattr(cls, "BINDINGS"):
                continue
            for key in bound(cls):
                *modifiers, name = key.split("+")
                assert name in KEY_NAMES_SENT and set(modifiers) <= MODIFIERS, (
                    f"{cls.__name__} binds '{key}', a key the keyboard never sends"
                )


def test_every_dialog_explains_itself_and_has_its_own_footer() -> None:
    for module in MODULES:
        for cls in dialogs_of(module):
            assert bound(cls).get("question_mark") == "explain", cls.__name__


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_the_keys_a_dialog_names_are_bound_to_what_it_says(module: ModuleType) -> None:
    for cls in dialogs_of(module):
        keys = bound(cls)
        for hint in cls.KEY_HINTS:
            for key in hint.keys:
                assert keys.get(key) in hint.action.split("|"), (
                    f"{cls.__name__}: '{hint.text()}' but {key} is bound to {keys.get(key)}"
                )
    # Keys named in words (`j/k`, a button's `(esc)`) are bound by one of the module's dialogs.
    named_anywhere = set().union(*(bound(cls) for cls in dialogs_of(module)))
    for text in texts_of(module):
        named = [k for match in NAMED_PAIR.finditer(text) for k in match.groups() if k]
        named += [SPOKEN.get(m.group(1), m.group(1)) for m in [BUTTON_KEY.search(text)] if m]
        for key in named:
            assert key in named_anywhere, f"{module.__name__}: {text!r} names {key}, not bound"
    # A key quoted alone (`.`) may be the game's, pressed once the dialog is closed.
    game_keys = named_anywhere | set(bound(DungeonScreen))
    for text in words_of(module):
        for char in QUOTED_KEY.findall(text):
            key = _character_to_key(char)
            assert key in game_keys, f"{module.__name__}: {text!r} names {key}, not bound"


def test_the_share_dialog_names_its_keys_as_bound() -> None:
    from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog

    keys = bound(ShareDiceDialog)
    assert keys["k"] == "give"  # k hands out a FunkyDuck: it does not move the choice
    assert "j" not in keys
    line = "  ".join(hint.text() for hint in ShareDiceDialog.KEY_HINTS)
    assert "up/down: choose a Duckventurer" in line and "j/k" not in line
