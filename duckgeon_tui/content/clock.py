"""A quest's clock: a track of marks that moves on by itself as turns pass (a flood rising, a
Gateway creaking open), with something happening at some marks."""

from __future__ import annotations

from pydantic import Field, model_validator

from duckgeon_tui.content.common import ContentModel
from duckgeon_tui.content.effects import Effect


class ClockMark(ContentModel):
    """Something that happens when the clock reaches a mark (each time it gets there)."""

    at: int = Field(ge=1, le=99, description="The mark, from 1.")
    name: str = Field(min_length=1, max_length=60, description="What the mark is called.")
    text: str = Field(default="", max_length=400, description="Read out when it comes.")
    effects: list[Effect] = Field(
        default_factory=list,
        description="What happens: `party` lands on every Duckventurer, `room_beasties` on the "
        "Beasties; `target`, `self` and `drawer` on the first Duckventurer who is up.",
    )


class Clock(ContentModel):
    """The quest's clock: from `start` it moves one mark at the end of every `every` turns, and
    `goose` marks for each DuckDuckGoose rolled; `clock` effects move it too. It stops at
    `length`, its last mark (with `clock_out` among the defeats, the quest is lost there)."""

    name: str = Field(min_length=1, max_length=40, description='Its name, e.g. "The Flood".')
    flavour: str = Field(default="", max_length=400, description="What it means for the party.")
    start: int = Field(default=0, ge=0, le=98, description="The mark it starts on.")
    length: int = Field(ge=1, le=99, description="The last mark.")
    every: int = Field(
        default=1,
        ge=0,
        le=12,
        description="It moves one mark at the end of every this many turns (0: only geese and "
        "`clock` effects move it).",
    )
    goose: int = Field(
        default=0, ge=0, le=6, description="Marks it moves for each DuckDuckGoose rolled."
    )
    marks: list[ClockMark] = Field(
        default_factory=list, description="What happens at some marks, in order."
    )

    @model_validator(mode="after")
    def _check(self) -> Clock:
        if self.start >= self.length:
            raise ValueError("`start` must be below `length`")
        ats = [m.at for m in self.marks]
        if ats != sorted(set(ats)):
            raise ValueError("marks must be listed in order, each `at` once")
        if ats and ats[-1] > self.length:
            raise ValueError(f"a mark at {ats[-1]} lies past the clock's `length` ({self.length})")
        return self
