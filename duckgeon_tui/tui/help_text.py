"""How to play on one screen, the key bindings, and the rules split into sections (indexed
once, each drawn only when it is read) for the Help screen and its search."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

HOW_TO_PLAY = """\
Your party of **Duckventurers** crosses the Duckgeon room by room. **To win**, meet the quest's
goals (Quest 1: defeat Duckthulhu in his Lair, then free King Goscock from his cage with an
Interact). **You lose** when every Duckventurer is down.
Everyone has three **STATS**: **F** Fatty (health and armour; at 0 a Duckventurer is knocked
out), **Q** Quack (fighting and dodging) and **P** Peanut Brain (activating Funkards). A roll
reads `Q 4 + 7 = 11`: the STAT plus the die. Lost Fatty comes back only by **healing**: a
Funkard that heals (a Dinner), the Duckidin's Laying on of Wings, a room's snack or potion (an
Interact); never above the max. First Aid heals none: it lifts Conditions (and gets a
knocked-out duck up with F 1).

## A turn, in six steps

1. **Enter a room**: roll its Room Table; Beasties appear (each time a room is entered).
2. **Pick SIX DuckDice** for the party, any mix of the six kinds (`p` opens the dialog).
3. **Share them out**: any Duckventurer may take any number; LootCounters go to the pool.
4. **Act**: each die is one Action, rolled and resolved at once (`1`-`9` or click a die).
   A Duckventurer with no die may declare a free Action instead (`f`): it happens in step 6.
5. **End the turn** (`e`): the Beasties act, each in turn.
6. **Free Actions resolve**, unused dice are lost; a Cleared room then pays out its Loot.

## The six DuckDice: a 6 rolls again and adds (6+6+2 = 14)

- `W` **DuckWalk**: move up to the roll, in 8 directions.
- `F` **DuckFighter**: attack, Choppy next to a Beastie or Shooty in range and sight.
- `D` **Duck!**: soak that much damage for the rest of the turn.
- `L` **LootCounter**: Loot from Beasties slain this turn; Loot buys Funkards and Ranks.
- `K` **FunkyDuck**: play a Funkard; it works if P + the roll beats its cost.
- `G` **DuckDuckGoose**: bend a die (+ or -, or roll it again), but every goose feeds Duckthulhu.

Stuck? `i` shows what the party bot would do, `I` does it; `M` is the quest map, `s` saves.
"""
"""The one-screen quick start (Markdown)."""

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
    ("m", "the message log takes the keys (arrows or j k scroll it); m or escape: the map"),
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


@dataclass(frozen=True)
class Section:
    """One rules section: its heading's words and depth (1 for `#`), and its Markdown."""

    title: str
    level: int
    text: str


@cache
def rules_sections(path: Path) -> tuple[Section, ...]:
    """The rules file split before every heading, read once (a missing file gives one note)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        note = f"# Rules\n\nThe rules file `{path}` was not found in this installation.\n"
        return (Section("Rules", 1, note),)
    sections = []
    for part in re.split(r"(?m)^(?=#{1,6} )", text):
        if not part.strip():
            continue
        heading = part.partition("\n")[0]
        hashes = len(heading) - len(heading.lstrip("#"))
        sections.append(Section(heading[hashes:].strip() or "Rules", max(hashes, 1), part))
    return tuple(sections)


def search_sections(sections: tuple[Section, ...], query: str) -> list[Section]:
    """The sections holding every word of the query (case-insensitive)."""
    words = query.lower().split()
    return [s for s in sections if all(w in s.text.lower() for w in words)]
