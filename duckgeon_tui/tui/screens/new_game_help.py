"""The New game form's help line: what the field being filled in takes, and how to move on,
so that the form is filled from the keyboard alone without opening Help."""

from __future__ import annotations

from textual.widget import Widget

KEYS = "Tab: next field, shift+Tab: back (top to bottom); ctrl+s: Start; esc: Back"
LIST = "Enter opens the list, Up/Down choose, Enter takes"

FIELDS: dict[str, str] = {
    "quest": f"{{what}}: {LIST}.",
    "quest-story": "The {lower}'s story: Up/Down scroll it.",
    "dungeon": f"Dungeon: the quest's own rooms or rooms built from the pool. {LIST}.",
    "players": "Players: type every player's name, separated by commas (e.g. Ann, Bob); "
    "the Duckventurers below are shared out among them in turn.",
    "add": "Enter adds a Duckventurer (ctrl+n anywhere).",
    "remove": "Enter removes the last Duckventurer (ctrl+o anywhere).",
    "class-guide": "What each class does: Up/Down scroll it.",
    "seed": "Seed: a whole number; the same seed rolls the same dice (ctrl+r: a new one).",
    "reseed": "Enter picks a random seed (ctrl+r anywhere).",
    "omens": "Space or Enter ticks it: Omens shuffled into the deck.",
    "physical": "Space or Enter ticks it: you roll real dice and type them in.",
    "animation": "Space or Enter ticks it: dice and moves are animated.",
    "start": "Enter starts the game (ctrl+s anywhere).",
    "back": "Enter goes back to the title (esc anywhere).",
}
ROW_FIELDS: dict[str, str] = {
    "party-name": "Duckventurer {n}'s name: type it (a letter, then letters, digits, - _ or ').",
    "party-class": f"Duckventurer {{n}}'s class: {LIST} (what each does is below).",
    "party-player": f"Who plays Duckventurer {{n}}: the players named above. {LIST}.",
}


def field_help(widget: Widget, row: int | None = None, what: str = "Quest") -> str:
    """What the focused field takes and how to fill it in (`row`: its Duckventurer, from 0;
    `what`: what the form starts, a Quest or a Campaign)."""
    if widget.id in FIELDS:
        return FIELDS[widget.id].format(what=what, lower=what.lower())
    for name, words in ROW_FIELDS.items():
        if widget.has_class(name) and row is not None:
            return words.format(n=row + 1)
    return ""
