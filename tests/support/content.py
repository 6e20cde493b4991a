"""The game's own content, and the campaign fixture mod on top of it, validated once in each
test process and shared by every test that only reads it (content models are frozen)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.loader import DATA_DIR, load_content

CAMPAIGN_MOD = Path(__file__).parents[1] / "fixtures" / "campaign-mod"
"""A small mod with the two-quest campaign `two-step`."""


@cache
def game_content() -> Content:
    """The base content of `data/`."""
    return load_content(DATA_DIR)


@cache
def campaign_content() -> Content:
    """The base content with the campaign fixture mod."""
    return load_content(DATA_DIR, [CAMPAIGN_MOD])
