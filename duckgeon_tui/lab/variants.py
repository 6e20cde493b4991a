"""What a balance sweep compares with the full game: a Funkard out of the deck, a class out of
the party, a STAT of a class one up or down, or the party played by random legal actions."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Literal, get_args

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.vocabulary import Stat

FULL = "full"
"""The full game: every card in the deck, the party as given, played by the bot."""
RANDOM_PARTY = "random-party"
"""The same games with every action chosen at random among the legal ones: luck alone."""

STATS: tuple[str, ...] = get_args(Stat)

Kind = Literal["full", "card", "class", "stat", "random"]


@dataclass(frozen=True)
class Variant:
    """One variant of the game, written as its key: `full`, `no-card:ID`, `no-class:ID`,
    `stat:CLASS:F+1` (or `-1`) or `random-party`."""

    kind: Kind
    subject: str = ""
    """The card or class id."""
    stat: str = ""
    change: int = 0

    @property
    def key(self) -> str:
        """The variant's key, as stored in the database."""
        if self.kind == "card":
            return f"no-card:{self.subject}"
        if self.kind == "class":
            return f"no-class:{self.subject}"
        if self.kind == "stat":
            return f"stat:{self.subject}:{self.stat}{self.change:+d}"
        return RANDOM_PARTY if self.kind == "random" else FULL

    @property
    def removes(self) -> bool:
        """Whether the variant takes something away (its effect is the full game's win rate
        minus its own: what the card or class adds)."""
        return self.kind in ("card", "class")


def parse_variant(key: str) -> Variant:
    """The variant of a key (ValueError for one that is not a variant's)."""
    if key == FULL:
        return Variant("full")
    if key == RANDOM_PARTY:
        return Variant("random")
    head, _, rest = key.partition(":")
    if head == "no-card" and rest:
        return Variant("card", rest)
    if head == "no-class" and rest:
        return Variant("class", rest)
    if head == "stat":
        subject, _, change = rest.partition(":")
        stat, amount = change[:1], change[1:]
        if subject and stat in STATS and amount in ("+1", "-1"):
            return Variant("stat", subject, stat, int(amount))
    raise ValueError(f"{key[:60]!r} is not a variant")


def variant_content(content: Content, variant: Variant) -> Content:
    """The content the variant's games are played with (the same content for most)."""
    if variant.kind == "stat":
        duck_class = content.classes[variant.subject]
        value = max(0, duck_class.stats.get(variant.stat) + variant.change)  # type: ignore[arg-type]
        stats = duck_class.stats.model_copy(update={variant.stat: value})
        classes = {
            **content.classes,
            variant.subject: duck_class.model_copy(update={"stats": stats}),
        }
        return _changed(content, variant, classes=classes)
    return content


def variant_party(party: tuple[str, ...], variant: Variant) -> tuple[str, ...]:
    """The party the variant's games are played with: one of a class fewer for `no-class`."""
    if variant.kind != "class" or variant.subject not in party:
        return party
    at = party.index(variant.subject)
    return party[:at] + party[at + 1 :]


def variant_set_aside(variant: Variant) -> tuple[str, ...]:
    """The Funkards the variant's games shuffle with the deck and then take out of it: a card
    removed this way leaves the shuffle's dice and the other cards' order as in the full game,
    so that the paired games share their luck until the removed card would have been drawn."""
    return (variant.subject,) if variant.kind == "card" else ()


def _changed(content: Content, variant: Variant, **pools: object) -> Content:
    """The content with some pools replaced, under a fingerprint of its own (so that nothing
    keyed by the fingerprint mixes it up with the content it came from)."""
    return dataclasses.replace(content, fingerprint=f"{content.fingerprint}/{variant.key}", **pools)  # type: ignore[arg-type]
