"""A party in a player's words: each Duckventurer with the name of its class."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from duckgeon_tui.content.characters import DuckClass
from duckgeon_tui.content.party import PartyMember


def party_words(members: Iterable[PartyMember], classes: Mapping[str, DuckClass]) -> str:
    """'Plumpy (Duckidin), Pantsy (Duckwiz)': a class the loaded content lacks (a mod's, not
    loaded now, or content not loaded yet) is named from its id, a member without a class (an
    old save) has its name alone."""
    return ", ".join(
        f"{m.name} ({class_name(m.class_id, classes)})" if m.class_id else m.name for m in members
    )


def class_name(class_id: str, classes: Mapping[str, DuckClass]) -> str:
    """The class's own name ('Duckidin'), or, when the content does not have it, its id made
    a name ('giant-goose': 'Giant Goose'; the base classes' ids give their names)."""
    known = classes.get(class_id)
    if known is not None:
        return known.name
    return " ".join(word.capitalize() for word in class_id.replace("_", "-").split("-"))
