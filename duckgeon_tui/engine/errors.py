"""The engine's typed errors: illegal actions, bad notation, and a physical roll still needed."""

from __future__ import annotations

from dataclasses import dataclass


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message is meant for the player."""


class NotationError(IllegalAction):
    """Text that does not read as an action."""


@dataclass(frozen=True, slots=True)
class RollRequest:
    """A die face the engine needs from the table in physical-dice mode."""

    who: str
    what: str
    die: str | None
    explodes: bool
    faces_so_far: tuple[int, ...] = ()

    def prompt(self) -> str:
        """A line asking for the face, e.g. 'Plumpy: roll DuckFighter (6 so far, explodes)'."""
        chain = f" ({'+'.join(map(str, self.faces_so_far))} so far)" if self.faces_so_far else ""
        boom = ", explodes on 6" if self.explodes else ""
        return f"{self.who}: roll {self.what}{chain}{boom}"


class RollNeeded(Exception):
    """Physical-dice mode: a face is needed; re-apply the action with one more face supplied."""

    def __init__(self, request: RollRequest) -> None:
        super().__init__(request.prompt())
        self.request = request
