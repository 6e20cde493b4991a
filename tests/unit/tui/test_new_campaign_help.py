"""The New campaign form's help line names its first field a Campaign, not a Quest."""

from __future__ import annotations

from textual.widget import Widget

from duckgeon_tui.tui.screens.new_game_help import field_help


def test_the_campaign_form_says_campaign() -> None:
    assert field_help(Widget(id="quest"), what="Campaign").startswith("Campaign: Enter opens")
    assert field_help(Widget(id="quest-story"), what="Campaign").startswith("The campaign's")
    assert field_help(Widget(id="quest")).startswith("Quest: Enter opens the list")
