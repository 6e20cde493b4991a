"""Duckventurer Scrolls: STATS, Rank, School, Class, Conditions, Funkards, free action."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.content.vocabulary import situations
from duckgeon_tui.engine import Game
from duckgeon_tui.engine.acting import BEFORE_ACTING
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.tui.card_words import card_name
from duckgeon_tui.tui.colours import GameColours
from duckgeon_tui.tui.nearby import nearby_words
from duckgeon_tui.tui.party_words import class_name
from duckgeon_tui.tui.widgets.map_view import player_colour
from duckgeon_tui.tui.widgets.panel_text import flowed, panel_width

FIRST_AID = "First Aid (a friend's free Action, next to them) gets them up with F 1"
"""How a knocked-out Duckventurer gets back up (the only way)."""


def free_action_text(game: Game, duck: DuckState, keys: bool = True) -> str:
    """'free: available', 'free: look declared', 'free: lost (targeted)', 'free: none (...)'
    (`keys`: with the key that declares it)."""
    declared = duck.free_action
    if declared is not None:
        return f"free: {declared.kind} declared" + (" (lost: targeted)" if duck.targeted else "")
    if game.knocked_out(duck.name):
        return "free: none (knocked out)"
    if duck.targeted:
        return "free: lost (targeted)"
    if duck.got_dice:
        return "free: none (holds dice)" if duck.dice else "free: none (had dice this turn)"
    if game.phase in BEFORE_ACTING:
        key = "f, " if keys else ""
        return f"free Action: if given no dice ({key}once they are shared)"
    return "free Action: available" + (" (f)" if keys else "")


def condition_words(game: Game, cid: str) -> str:
    """What a Condition does and how it ends, from its content (a mod's too)."""
    cond = game.content.conditions.get(cid)
    if cond is None:
        return ""
    if cid == game.quest.knockout_condition:
        return f"no dice, no free Action; {FIRST_AID}"
    words = []
    if cond.no_actions:
        words.append("no DuckDice")
    if cond.no_free_action:
        words.append("no free Action")
    if cond.denies_resist:
        words.append("no Resist Rolls")
    if cond.walk_limit == 0:
        words.append("cannot DuckWalk")
    elif cond.walk_limit is not None:
        words.append(f"a DuckWalk moves at most {cond.walk_limit}")
    if cond.wobbly_walk:
        words.append("each DuckWalk step is wasted on a 1 on a d6")
    if cond.damage_each_turn:
        words.append(f"loses {cond.damage_each_turn} F at the end of each turn")
    for mod in cond.modifiers:
        words.append(f"{mod.stat} {mod.amount:+d} in {situations(mod.when)}")
    ends = "until First Aid" if cond.wears_off is None else "First Aid lifts it sooner"
    return "; ".join(words) + f" ({ends})"


def scroll_text(
    game: Game,
    name: str,
    pal: GameColours,
    acting: bool,
    full: bool = True,
    width: int = 0,
    keys: bool = True,
) -> Text:
    """One Duckventurer's Scroll, its rows fitted to `width` (0: not cut into rows); `keys`:
    with the keys that act, and what the acting one can do from where it stands."""
    duck = game.duck(name)
    content = game.content
    duck_class = content.classes.get(duck.class_id)
    school = content.schools.get(duck_class.school) if duck_class else None
    colour = player_colour(game, duck.player, pal)
    text = flowed(
        [
            Text(duck.name, style=f"bold {colour}"),
            Text(class_name(duck.class_id, content.classes), style="bold"),
            Text(f"Rank {duck.rank}", style="dim"),
        ],
        width,
    )
    if acting:
        text = Text("> ") + text[2:]
    stats: list[Text | str] = []
    for stat, cur, top in (
        ("F", duck.f, duck.fmax),
        ("Q", duck.q, duck.qmax),
        ("P", duck.p, duck.pmax),
    ):
        stats.append(
            Text(f"{stat} {cur}/{top}", style=pal.bad if stat == "F" and cur * 3 <= top else "")
        )
    stats.append(f"Loot {duck.loot}")
    if duck.ward:
        stats.append(Text(f"Duck! soaks {duck.ward} damage", style=pal.info))
    text.append_text(flowed(stats, width))
    about: list[Text | str] = []
    if full and school is not None:
        about.append(Text(f"School: {school.name}", style="dim"))
    if len({d.player for d in game.ducks}) > 1:
        about.append(Text(f"player: {duck.player}", style="dim"))
    if about:
        text.append_text(flowed(about, width))
    for cid, left in duck.conditions.items():
        cond = content.conditions.get(cid)
        label = cond.name if cond else cid
        turns = f" ({left} turn{'s' if left != 1 else ''} left)" if left else ""
        said = f"{label}{turns}: {condition_words(game, cid)}"
        text.append_text(flowed([Text(said, style=pal.bad)], width))
    text.append_text(flowed([Text(free_action_text(game, duck, keys), style="dim")], width))
    if acting and keys:
        for said in nearby_words(game, name):
            text.append_text(flowed([Text(said, style=pal.info)], width))
    if duck.hand:
        cards = []
        for index, card in enumerate(duck.hand, start=1):
            label = card_name(game, card)
            if card == duck.wielded:
                label += "*"
            charges = duck.charges.get(card)
            if charges:
                label += f"+{charges}"
            cards.append(f"{index}.{label}")
        marks = [
            note
            for shown, note in (
                (duck.wielded in duck.hand, "* wielded"),
                (any(duck.charges.get(c) for c in duck.hand), "+ charges"),
            )
            if shown
        ]
        heading = f"Cards ({', '.join(marks)}):" if marks else "Cards:"
        listed = [f"{card}," for card in cards[:-1]] + cards[-1:]
        text.append_text(flowed([heading, *listed], width, gap=" "))
    return text


class Scrolls(Static):
    """Every Duckventurer's Scroll, the acting one marked; the rest shortened when space is low."""

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)
    acting: reactive[str | None] = reactive(None, layout=True, init=False)
    compact: reactive[bool] = reactive(False, layout=True, init=False)
    """Small screens: the acting Duckventurer's Scroll whole, the others one line each."""

    def __init__(self, game: Game, *, keys: bool = True, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(Scrolls.game, game)
        self.keys = keys
        """Whether the keys that act are named (not in a replay, where none acts)."""

    def render(self) -> Text:
        """Every Scroll as the game stands."""
        game, pal, acting = self.game, GameColours.of(self), self.acting
        text = Text()
        many = len(game.ducks) > 3
        width = panel_width(self)
        for duck in game.ducks:
            if self.compact and duck.name != acting:
                text.append_text(scroll_line(game, duck.name, pal, width))
            else:
                acts = duck.name == acting
                text.append_text(
                    scroll_text(game, duck.name, pal, acts, not many, width, self.keys)
                )
        return text


def scroll_line(game: Game, name: str, pal: GameColours, width: int = 0) -> Text:
    """A Scroll in one line: name, Class, Fatty, the dice held and the Conditions (the rest
    on Tab), going on below when it does not fit."""
    duck = game.duck(name)
    pieces: list[Text | str] = [
        Text(duck.name, style=f"bold {player_colour(game, duck.player, pal)}"),
        Text(class_name(duck.class_id, game.content.classes), style="dim"),
        Text(f"F {duck.f}/{duck.fmax}", style=pal.bad if duck.f * 3 <= duck.fmax else ""),
    ]
    if duck.dice:
        pieces.append(f"dice {len(duck.dice)}")
    if duck.ward:
        pieces.append(Text(f"Duck! soaks {duck.ward}", style=pal.info))
    names = [getattr(game.content.conditions.get(c), "name", c) for c in duck.conditions]
    pieces += [
        Text(n + ("," if i < len(names) - 1 else ""), style=pal.bad) for i, n in enumerate(names)
    ]
    return flowed(pieces, width, gap=" ")
