"""The key bindings listed on the Help screen, and the rules text split for searching."""

from __future__ import annotations

import re
from pathlib import Path

KEYS: tuple[tuple[str, str], ...] = (
    ("Anywhere", ""),
    ("ctrl+p", "command palette: new game, save, load, help, themes ..."),
    ("f1 / ?", "this help"),
    ("escape", "back / close a dialog"),
    ("ctrl+q", "quit (the game is autosaved; asks first, ctrl+q again quits)"),
    ("In the dungeon", ""),
    ("h j k l y u b n / arrows", "move the cursor (vi-keys: left down up right, diagonals)"),
    ("enter / space", "choose the space under the cursor (move there, target it)"),
    ("1-9", "use the matching die of the acting Duckventurer's dice"),
    ("p", "continue: open the dialog the game waits for (pick, share, Loot ...)"),
    ("tab / shift+tab", "next / previous Duckventurer to act"),
    ("x", "look mode: the side tells what is under the cursor as it moves (esc: leave)"),
    ("g", "map legend: every glyph on the room, with its name"),
    ("f", "free action (Look, Interact, Prepare, First Aid)"),
    ("c", "Funkards of the acting Duckventurer"),
    ("e", "end the Duckventurers' turn: the Beasties act"),
    ("z / ctrl+z", "undo the last choice not yet resolved by a roll"),
    ("r", "shop: buy Funkards, rank up (a Cleared room, before picking the dice)"),
    ("M", "quest map: rooms, corridors, where the party is; leave a Cleared room"),
    ("i", "hint: what the party bot would do now (also inside the game's dialogs)"),
    ("I", "take the hint: play the bot's choice (press again and again to play fast)"),
    ("s", "save to a named slot"),
    ("m", "the message log takes the keys (scroll it); m or escape: back to the map"),
    ("H", "message history: every message of the game, searchable"),
    ("Mouse", ""),
    ("click a space", "move the cursor there (click again to choose it)"),
    ("hover a space", "look at what is there"),
    ("click a die / a button", "use it"),
)


def keys_markdown() -> str:
    """The key bindings as a Markdown table per group."""
    lines: list[str] = ["# Keys", ""]
    for key, what in KEYS:
        if not what:
            lines += ["", f"## {key}", "", "| Key | What it does |", "|---|---|"]
        else:
            lines.append(f"| `{key}` | {what} |")
    return "\n".join(lines) + "\n"


def rules_sections(path: Path) -> list[str]:
    """The rules file split before every heading (a missing file gives one note)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return [f"# Rules\n\nThe rules file `{path}` was not found in this installation.\n"]
    parts = re.split(r"(?m)^(?=#{1,6} )", text)
    return [p for p in parts if p.strip()]


def search_sections(sections: list[str], query: str) -> list[str]:
    """The sections holding every word of the query (case-insensitive), words in bold."""
    words = [w for w in query.lower().split() if w]
    if not words:
        return sections
    found = [s for s in sections if all(w in s.lower() for w in words)]
    marked: list[str] = []
    for section in found:
        heading, _, body = section.partition("\n")
        for word in words:
            body = re.sub(f"({re.escape(word)})", r"**\1**", body, flags=re.IGNORECASE)
        marked.append(f"{heading}\n{body}")
    return marked
