"""New game: the quest, the players, the party of Duckventurers, the seed and the options."""

from __future__ import annotations

from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.campaigns import Campaign
from duckgeon_tui.content.characters import DuckClass
from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.tui.card_words import TRIGGERS, effect_words, situations, whom
from duckgeon_tui.tui.dialogs.base import DismissOnce
from duckgeon_tui.tui.launch import (
    DUCK_NAMES,
    DungeonChoice,
    NewGameSpec,
    random_seed,
)
from duckgeon_tui.tui.screens.new_game_help import FIELDS, KEYS, field_help
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader, StyledOnce
from duckgeon_tui.tui.widgets.tick_box import TickBox

MAX_PLAYERS = 6
FIRST_PLAYER = "Player 1"
"""The players field's name until the players type theirs."""
MAX_PARTY = 12
DUNGEON_CHOICES: list[tuple[str, DungeonChoice]] = [
    ("the quest's own", "own"),
    ("built from the room pool (the seed builds it too)", "random"),
]


class PartyRow(Horizontal):
    """One Duckventurer: name, class and the player who controls it."""

    def __init__(
        self,
        index: int,
        name: str,
        class_id: str,
        classes: list[tuple[str, str]],
        players: list[str],
        player: str,
    ) -> None:
        super().__init__(classes="party-row")
        self.index = index
        self.start = (name, class_id, player)
        self.class_options = classes
        self.players = players
        self.owner_chosen = False
        """Whether a player chose who plays this Duckventurer (else the players take the
        Duckventurers in turn as their names are typed)."""

    def compose(self) -> ComposeResult:
        name, class_id, player = self.start
        yield Label(f"{self.index + 1:>2}.", classes="party-num")
        yield Input(name, placeholder="Name", max_length=20, classes="party-name")
        yield Select(
            [(label, cid) for cid, label in self.class_options],
            value=class_id,
            allow_blank=False,
            classes="party-class",
        )
        yield Select(
            [(p, p) for p in self.players], value=player, allow_blank=False, classes="party-player"
        )

    @on(Select.Changed, ".party-player")
    def owner_changed(self, event: Select.Changed) -> None:
        if event.select.has_focus_within:
            self.owner_chosen = True

    def spec(self) -> PartyMember:
        """What this row says (what it was given, until its fields exist)."""
        if not self.query(".party-name"):
            return PartyMember(name=self.start[0], class_id=self.start[1], player=self.start[2])
        name = self.query_one(".party-name", Input).value.strip()
        class_id = self.query_one(".party-class", Select).value
        player = self.query_one(".party-player", Select).value
        # A Select not mounted yet has no value: it still stands for what it was given.
        return PartyMember(
            name=name,
            class_id=self.start[1] if class_id is Select.NULL else str(class_id),
            player=self.start[2] if player is Select.NULL else str(player),
        )

    def set_players(self, players: list[str]) -> None:
        """Offer these players: the one chosen by hand when it is still there, else the
        players take the Duckventurers in turn (the first, the second, ..., the first)."""
        self.players = players
        if not self.query(".party-player"):
            return
        select = self.query_one(".party-player", Select)
        current = select.value
        try:
            select.set_options([(p, p) for p in players])
        except NoMatches:  # the Select is still being built; it was given the players
            return
        in_turn = players[self.index % len(players)]
        select.value = current if self.owner_chosen and current in players else in_turn


def class_line(content: Content, duck_class: DuckClass) -> str:
    """What a class is, on one line: its STATS, its ability and the cards it starts with."""
    stats = duck_class.stats
    ability = duck_class.ability
    when = (
        TRIGGERS.get(ability.trigger, ability.trigger)
        if ability.activation == "triggered" and ability.trigger
        else ability.activation
    )
    if ability.activation == "triggered" and ability.chance > 1:
        when += f", on a {ability.chance}+"
    does = ", ".join(
        effect_words(e, content, target=whom(ability.target)).replace(" (never above the max)", "")
        for e in ability.effects
    ) or ", ".join(f"{m.stat} {m.amount:+d} in {situations(m.when)}" for m in ability.modifiers)
    cards = ", ".join(content.funkard(c).name for c in duck_class.starting_funkards)
    return (
        f"{duck_class.name} ({duck_class.glyph}): F {stats.F} Q {stats.Q} P {stats.P}; "
        f"{ability.name} ({when}): {does}" + (f"; starts with {cards}" if cards else "")
    )


class ClassGuide(Static, can_focus=True):
    """What each class does: Tab stops on it, so that the form scrolls it into sight on a
    short terminal (it lies below the party's rows)."""


class NewGameScreen(DismissOnce, StyledOnce, Screen[NewGameSpec | None]):
    """Fill in the form; Start (ctrl+s or the button) checks it and starts the game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Back"),
        Binding("ctrl+s", "start", "Start"),
        Binding("ctrl+n", "add_duck", "Add Duckventurer"),
        Binding("ctrl+o", "remove_duck", "Remove last"),
        Binding("ctrl+r", "reseed", "Random seed"),
    ]
    AUTO_FOCUS = ""  # the Quest is focused once mounted: each focus restyles the form

    def __init__(self, content: Content, campaign: bool = False) -> None:
        super().__init__()
        self.content = content
        self.campaign = campaign
        """Whether the form starts a campaign (its first quest sets the party and options)."""
        self.quests = sorted(content.quests.values(), key=lambda q: q.id)
        self.campaigns = sorted(content.campaigns.values(), key=lambda c: c.id)
        self.class_options = sorted(
            ((c.id, f"{c.name} ({c.glyph})") for c in content.classes.values()),
            key=lambda item: item[1],
        )

    @property
    def what(self) -> str:
        """What the form starts: a quest or a campaign."""
        return "Campaign" if self.campaign else "Quest"

    def compose(self) -> ComposeResult:
        yield GameHeader()
        with Vertical(id="form-help"):
            words = FIELDS["quest"].format(what=self.what)
            yield Static(words, id="field-help", markup=False)
            yield Static(KEYS, id="form-keys", markup=False)
        with VerticalScroll(id="new-form"):
            choices = (
                [(f"{c.name} [{c.id}]", c.id) for c in self.campaigns]
                if self.campaign
                else [(f"{q.name} [{q.id}]", q.id) for q in self.quests]
            )
            yield Label(self.what, classes="form-label", id="quest-label")
            yield Select(
                choices,
                value=choices[0][1] if choices else Select.NULL,
                allow_blank=not choices,
                id="quest",
            )
            with VerticalScroll(id="quest-story"):
                yield Static("", id="quest-flavour", markup=False)
            yield Label("Dungeon", classes="form-label")
            yield Select(DUNGEON_CHOICES, value="own", allow_blank=False, id="dungeon")
            yield Label("Players (1-6 names, separated by commas)", classes="form-label")
            yield Input(FIRST_PLAYER, id="players")
            limits = self.campaigns[0].party if self.campaign and self.campaigns else None
            size = f"{limits.fewest}-{limits.most}" if limits else f"1-{MAX_PARTY}"
            yield Label(f"Duckventurers ({size})", classes="form-label")
            with Vertical(id="party"):
                # Built with the form, so its first frame shows the party too.
                yield from self.starting_rows()
            with Horizontal(classes="form-buttons"):
                yield Button("+ Duckventurer  ^n", id="add")
                yield Button("- Duckventurer  ^o", id="remove")
            yield Label("What each class does", classes="form-label")
            yield ClassGuide(
                "\n".join(
                    class_line(self.content, self.content.classes[c]) for c, _ in self.class_options
                ),
                id="class-guide",
                markup=False,
            )
            yield Label("Seed", classes="form-label")
            with Horizontal(id="seed-row"):
                yield Input(str(random_seed()), id="seed", type="integer", max_length=12)
                yield Button("Random  ^r", id="reseed")
            yield Label("Options", classes="form-label")
            yield TickBox("Omens shuffled into the deck", id="omens")
            yield TickBox("Physical dice (type in your own rolls)", id="physical")
            yield TickBox("Animations", value=True, id="animation")
            yield Static("", id="form-error", markup=False)
            with Horizontal(classes="form-buttons"):
                yield Button("Start  ^s", id="start", variant="primary")
                yield Button("Back", id="back")
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Duckgeon - New campaign" if self.campaign else "Duckgeon - New game"
        if not self.query("#quest"):
            return  # closed before its form was built (keys pressed as it opened)
        self.watch(self.query_one("#quest-story"), "virtual_size", self.hint_story)
        self.show_quest()
        self.query_one("#quest", Select).focus()  # the first field: Tab goes down the form

    def starting_rows(self) -> list[PartyRow]:
        """The rows of the first quest's (or campaign's) default party."""
        chosen = self.campaigns[0] if self.campaign and self.campaigns else None
        first = chosen.quests[0].quest if chosen else self.quests[0].id if self.quests else ""
        quest = self.content.quests.get(first)
        party = list(chosen.default_party) if chosen and chosen.default_party else []
        if not party and quest and quest.default_party:
            party = list(quest.default_party)
        if not self.class_options:
            return []
        party = party or [self.class_options[0][0]]
        limit = chosen.party.most if chosen else MAX_PARTY
        rows: list[PartyRow] = []
        for class_id in party[: min(limit, MAX_PARTY)]:
            rows.append(self.new_row(rows, class_id, [FIRST_PLAYER]))
        return rows

    def current_campaign(self) -> Campaign | None:
        """The chosen campaign (None: the form starts a single quest)."""
        if not self.campaign:
            return None
        return self.content.campaigns.get(str(self.query_one("#quest", Select).value))

    def current_quest(self) -> Quest | None:
        """The chosen quest (a campaign's first quest), if any."""
        value = str(self.query_one("#quest", Select).value)
        if self.campaign:
            chosen = self.content.campaigns.get(value)
            value = chosen.quests[0].quest if chosen else ""
        return self.content.quests.get(value)

    def party_limit(self) -> int:
        """The most Duckventurers the form takes."""
        chosen = self.current_campaign()
        return chosen.party.most if chosen else MAX_PARTY

    def players(self) -> list[str]:
        """The player names typed in (at most six, no blanks or repeats)."""
        raw = self.query_one("#players", Input).value.split(",")
        names: list[str] = []
        for name in (n.strip() for n in raw):
            if name and name not in names:
                names.append(name)
        return names or [FIRST_PLAYER]

    def rows(self) -> list[PartyRow]:
        """The Duckventurer rows, in order."""
        return list(self.query(PartyRow))

    def add_row(self, class_id: str | None = None) -> None:
        """Add a Duckventurer row with a fresh name."""
        rows = self.rows()
        if len(rows) >= self.party_limit() or not self.class_options:
            return
        row = self.new_row(rows, class_id, self.players()[:MAX_PLAYERS])
        self.query_one("#party", Vertical).mount(row)

    def new_row(self, rows: list[PartyRow], class_id: str | None, players: list[str]) -> PartyRow:
        """A row after these ones, with a fresh name and the next player."""
        used = {r.spec().name for r in rows}
        name = next((n for n in DUCK_NAMES if n not in used), f"Duck {len(rows) + 1}")
        chosen = class_id if class_id in dict(self.class_options) else self.class_options[0][0]
        player = players[len(rows) % len(players)]
        return PartyRow(len(rows), name, chosen, self.class_options, players, player)

    @on(Select.Changed, "#quest")
    def show_quest(self) -> None:
        """Show the quest's story and fit the Omens option to what it allows."""
        quest = self.current_quest()
        flavour = self.query_one("#quest-flavour", Static)
        omens = self.query_one("#omens", Checkbox)
        if quest is None:
            flavour.update(f"No {self.what.lower()} is available: check the Mods screen.")
            return
        campaign = self.current_campaign()
        story = (campaign.flavour or campaign.name) if campaign else (quest.flavour or quest.name)
        flavour.update(story)
        self.query_one("#quest-story", VerticalScroll).scroll_home(animate=False)
        omens.value = quest.omens == "on"
        omens.disabled = quest.omens != "optional"
        dungeon = self.query_one("#dungeon", Select)
        choices = [
            (label, value)
            for label, value in DUNGEON_CHOICES
            if (quest.has_own_layout if value == "own" else quest.build is not None)
        ]
        chosen = dungeon.value
        dungeon.set_options(choices)
        dungeon.value = chosen if chosen in {value for _, value in choices} else choices[0][1]
        dungeon.disabled = len(choices) < 2

    def hint_story(self) -> None:
        """Say how to read the rest of the story when it is longer than its box."""
        if not self.is_attached:
            return
        longer = self.query_one("#quest-story", VerticalScroll).max_scroll_y > 0
        hint = " (the story goes on below: Tab to it, arrows scroll)"
        self.query_one("#quest-label", Label).update(self.what + (hint if longer else ""))

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Say what the field now being filled in takes, and how."""
        widget = event.widget
        row = next((a.index for a in widget.ancestors if isinstance(a, PartyRow)), None)
        words = field_help(widget, row, self.what)
        if words:
            self.query_one("#field-help", Static).update(words)

    @on(Input.Changed, "#players")
    def players_changed(self) -> None:
        players = self.players()[:MAX_PLAYERS]
        for row in self.rows():
            row.set_players(players)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        handlers = {
            "add": self.action_add_duck,
            "remove": self.action_remove_duck,
            "reseed": self.action_reseed,
            "start": self.action_start,
            "back": self.action_cancel,
        }
        handler = handlers.get(event.button.id or "")
        if handler:
            handler()

    def action_add_duck(self) -> None:
        self.add_row()

    def action_remove_duck(self) -> None:
        rows = self.rows()
        if len(rows) > 1:
            rows[-1].remove()

    def action_reseed(self) -> None:
        self.query_one("#seed", Input).value = str(random_seed())

    def action_cancel(self) -> None:
        if self.is_current:
            self.dismiss(None)

    def problem(self) -> str | None:
        """What stops the game from starting, if anything."""
        if self.current_quest() is None:
            return "Choose a campaign." if self.campaign else "Choose a quest."
        raw_players = [n.strip() for n in self.query_one("#players", Input).value.split(",")]
        if len([n for n in raw_players if n]) > MAX_PLAYERS:
            return f"At most {MAX_PLAYERS} players."
        specs = [r.spec() for r in self.rows()]
        if not specs:
            return "Add at least one Duckventurer."
        chosen = self.current_campaign()
        if chosen and not chosen.party.fewest <= len(specs) <= chosen.party.most:
            return (
                f"{chosen.name} takes {chosen.party.fewest} to {chosen.party.most} Duckventurers."
            )
        names = [s.name for s in specs]
        if any(not n for n in names):
            return "Every Duckventurer needs a name."
        if len(set(n.lower() for n in names)) != len(names):
            return "Two Duckventurers share a name."
        seed = self.query_one("#seed", Input).value.strip()
        if not seed.lstrip("-").isdigit():
            return "The seed must be a whole number."
        return None

    def action_start(self) -> None:
        error = self.problem()
        self.query_one("#form-error", Static).update(error or "")
        if error:
            self.notify(error, severity="error")
            return
        quest = self.current_quest()
        if quest is None or not self.is_current:
            return
        players = self.players()[:MAX_PLAYERS]
        specs = tuple(r.spec() for r in self.rows())
        used = {s.player for s in specs}
        self.dismiss(
            NewGameSpec(
                quest=quest.id,
                players=tuple(p for p in players if p in used),
                party=specs,
                seed=int(self.query_one("#seed", Input).value.strip()),
                omens=self.query_one("#omens", Checkbox).value,
                dungeon="random" if self.query_one("#dungeon", Select).value == "random" else "own",
                physical_dice=self.query_one("#physical", Checkbox).value,
                animation=self.query_one("#animation", Checkbox).value,
                campaign=self.current_campaign().id if self.campaign else None,  # type: ignore[union-attr]
            )
        )
