"""The dungeon screen: its keys and the commands they run; every choice is a legal action."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from textual import work
from textual.app import SystemCommand
from textual.binding import Binding, BindingType

from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.saves import SaveError
from duckgeon_tui.tui.describe import describe_action
from duckgeon_tui.tui.dialogs.card import CardDialog
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog
from duckgeon_tui.tui.dialogs.flow import HINT_KEYS
from duckgeon_tui.tui.dialogs.pick_dice import MAP, SHOP
from duckgeon_tui.tui.dialogs.save_slot import SaveSlotDialog
from duckgeon_tui.tui.screens.dungeon_flow import PREPARE, DungeonFlow
from duckgeon_tui.tui.screens.map_aims import first_stage, target_spaces
from duckgeon_tui.tui.screens.map_choosing import AimGroup
from duckgeon_tui.tui.widgets.dice_tray import card_name
from duckgeon_tui.tui.widgets.map_view import MapView
from duckgeon_tui.tui.widgets.message_log import MessageLog

Pos = tuple[int, int]
FREE_WORDS = {
    "interact": "Interact with a door, chest or feature",
    "look": "Look at a clue",
    "aid": "Aid a Duckventurer beside them",
}
"""Menu lines of the free actions chosen on the map."""


class DungeonScreen(DungeonFlow):
    """Map, dice tray, Scrolls, Booster-Wooster and log; keys become engine actions."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *[
            Binding(str(n), f"use_die({n - 1})", "Use die", show=n == 1, key_display="1-9")
            for n in range(1, 10)
        ],
        Binding("tab", "next_duck(1)", "Next duck"),
        Binding("shift+tab", "next_duck(-1)", "Prev duck", show=False),
        Binding("o", "choice_menu", "Menu of choices"),
        Binding("f", "free_action", "Free action"),
        Binding("c", "cards", "Cards"),
        Binding("e", "end_turn", "End turn"),
        Binding("z,ctrl+z", "undo", "Undo"),
        Binding("x", "look", "Look"),
        Binding("r", "shop", "Shop"),
        Binding("M", "quest_map", "Quest map"),
        Binding(HINT_KEYS[0], "show_hint", "Hint"),
        Binding(HINT_KEYS[1], "take_hint", "Take hint"),
        Binding("period", "all_actions", "All actions"),
        Binding("p", "resume", "Continue", show=False),
        Binding("s", "save", "Save"),
        Binding("m", "focus_log", "Log", show=False),
        Binding("escape", "cancel", "Cancel", show=False),
        Binding("question_mark", "app.help", "Help"),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choice_menu" and self.built():
            return bool(self.choosing)  # shown in the footer only while choosing on the map
        return super().check_action(action, parameters)

    # Key actions ---------------------------------------------------------------------------

    def acting_duck(self) -> Any:
        """The Duckventurer the keys act for."""
        return self.game.duck(self.acting) if self.acting else None

    def action_next_duck(self, step: int) -> None:
        if self.choosing:  # while choosing on the map, Tab steps through the marked spaces
            self.query_one(MapView).next_mark(step)
            return
        if self.game.active:
            self.notify(f"{self.game.active} must finish first.")
            return
        names = [d.name for d in self.game.ducks]
        if not names:
            return
        index = names.index(self.acting) if self.acting in names else -1
        self.acting = names[(index + step) % len(names)]
        self.clear_choice()
        self.refresh_all()

    def action_use_die(self, index: int) -> None:
        from duckgeon_tui.engine import Goose, RollDie

        game = self.game
        if self.offered_rooms:  # leaving a Cleared room: the digit is the room to go to
            self.go_to_room(index + 1)
            return
        duck = self.acting_duck()
        if str(game.phase) != "act" or duck is None:
            self.run_flow()
            return
        if not 0 <= index < len(duck.dice):
            self.notify(f"{duck.name} holds {len(duck.dice)} dice.")
            return
        die = duck.dice[index]
        legal = game.legal_actions()
        if die == "goose":
            geese: list[Any] = [a for a in legal if isinstance(a, Goose) and a.who == duck.name]
            self.pick_then_flow(f"{duck.name}: DuckDuckGoose", geese)
            return
        options: list[Any] = [
            a for a in legal if isinstance(a, RollDie) and a.who == duck.name and a.die == die
        ]
        name = DIE_NAMES.get(die, die)
        if not options:
            self.notify(f"{duck.name} cannot use the {name} now (nothing in reach?).")
            return
        if die == "fighter":
            sight: list[Pos] = []
            if duck.pos is not None and any(o.style == "shooty" for o in options):
                sight = game.spaces_in_range(duck.pos, game.shooty_range(duck.name), los=True)
            legend = "red: targets, yellow: Shooty range in sight" if sight else ""
            self.offer_on_map(f"{duck.name}'s {name}", options, sight, legend)
            return
        if len(options) == 1 and die in ("walk", "duck"):
            self.run_flow(options[0])
            return
        if die == "funky":
            self.aim_or_menu(
                f"{duck.name}'s {name}", options, lambda a: a.card, self.card_group_label
            )
            return
        self.pick_then_flow(f"{duck.name}: {name}", options)

    def card_group_label(self, card: str, count: int) -> str:
        """The menu line of a Funkard whose target is then chosen on the map."""
        label = "class ability" if card == "ability" else card_name(self.game, card)
        return f"{label}: choose on the map ({count} choices)"

    def aim_or_menu(
        self,
        title: str,
        options: list[Any],
        group_of: Any,
        label_of: Any,
        extra: Iterable[Any] = (),
    ) -> None:
        """Choose among actions on the map when they aim at spaces: with one group (one card,
        one kind of free action) straight away, with several after a menu of the groups;
        actions that aim nowhere, and `extra` entries, are menu lines of their own."""
        groups: dict[str, list[Any]] = {}
        for action in options:
            groups.setdefault(group_of(action), []).append(action)
        entries: list[Any] = []
        for key, actions in groups.items():
            if first_stage(self.game, actions) is None:
                entries += actions
            else:
                label = label_of(key, len(actions))
                entries.append(AimGroup(label, f"{title}: {label.split(':')[0]}", tuple(actions)))
        entries += list(extra)
        if len(entries) == 1 and isinstance(entries[0], AimGroup):
            self.offer_on_map(entries[0].title, entries[0].options)
            return
        aimed = [a for e in entries if isinstance(e, AimGroup) for a in e.options]
        # While the menu is open, the map already shows where its entries aim.
        self.query_one(MapView).set_marks(
            {p: "target" for a in aimed for p in target_spaces(self.game, a)}
        )
        self.pick_then_flow(title, entries)

    def action_free_action(self) -> None:
        from duckgeon_tui.engine import FreeAction

        duck = self.acting_duck()
        if duck is None:
            return
        options: list[Any] = [
            a for a in self.game.legal_actions() if isinstance(a, FreeAction) and a.who == duck.name
        ]
        if not options:
            self.notify(f"{duck.name} has no free action now (holding dice, or targeted).")
            return
        aimed = [a for a in options if a.kind != "prepare"]
        prepare = [PREPARE] if len(aimed) < len(options) else []
        self.aim_or_menu(
            f"{duck.name}'s free action",
            aimed,
            lambda a: a.kind,
            lambda kind, n: f"{FREE_WORDS.get(kind, kind)}: choose on the map ({n})",
            prepare,
        )

    def action_choice_menu(self) -> None:
        """The menu of what is being chosen on the map (the same actions, in words)."""
        if not self.choosing:
            self.notify("Nothing is being chosen on the map now.")
            return
        self.pick_then_flow(self.choosing_title or "Choose", self.choice_options())

    def action_cards(self) -> None:
        duck = self.acting_duck()
        if duck is None or not duck.hand:
            self.notify("No Funkards in hand.")
            return

        def open_card(card: str | None) -> None:
            if isinstance(card, str):
                self.app.push_screen(CardDialog(self.game.content.funkard(card)))

        choices = [(card_name(self.game, c), c) for c in duck.hand]
        self.app.push_screen(ChooseActionDialog(f"{duck.name}'s Funkards", choices), open_card)

    def action_end_turn(self) -> None:
        from duckgeon_tui.engine import EndTurn

        if str(self.game.phase) != "act":
            self.run_flow()
            return
        held = sum(len(d.dice) for d in self.game.ducks)
        if held:
            self.confirm_end(held)
        else:
            self.run_flow(EndTurn())

    @work(exclusive=True, group="flow")
    async def confirm_end(self, held: int) -> None:
        from duckgeon_tui.engine import EndTurn

        sure = await self.app.push_screen_wait(
            ConfirmDialog(
                "End the turn?",
                f"{held} DuckDice are still unused and will be lost "
                "(unless cashed into a Gobbly or Boosty card first).",
            )
        )
        if sure:
            try:
                if await self.perform(EndTurn()):
                    await self.advance()
            except Exception as exc:  # shown in a dialog; the game resumes from the autosave
                self.engine_failed(exc)

    def action_undo(self) -> None:
        game = self.game
        if not game.can_undo:
            self.notify("Nothing to undo (a roll can never be taken back).")
            return
        try:
            game.undo()
        except Exception as exc:  # an undo the engine refuses is shown, not raised
            self.notify(str(exc), severity="warning")
            return
        self.query_one(MessageLog).add("info", "Undone.")
        self.clear_choice()
        self.run_flow()

    def action_look(self) -> None:
        self.look_at(self.query_one(MapView).cursor)

    def action_all_actions(self) -> None:
        self.pick_then_flow("Everything you can do now", self.game.legal_actions())

    def action_shop(self) -> None:
        self.extra_then_flow(SHOP)

    def action_quest_map(self) -> None:
        self.extra_then_flow(MAP)

    @work(exclusive=True, group="flow")
    async def extra_then_flow(self, which: str) -> None:
        """The shop or the quest map opened by its key; the flow goes on after it."""
        try:
            action = await self.open_extra(which)
            if action is not None and not await self.perform(action):
                return
            await self.advance()
        except Exception as exc:  # shown in a dialog; the game resumes from the autosave
            self.engine_failed(exc)

    def show_hint(self) -> None:
        """Say what the party bot would do now, in the log and a notice."""
        action = self.hint_action()
        if action is None:
            self.notify("No hint now.")
            return
        words = describe_action(self.game, action)
        for log in self.query(MessageLog):
            log.add("hint", f"Hint: {words}  [{action}]")
        self.notify(f"{words}\n({HINT_KEYS[1]} plays it)", title="Hint", timeout=6)

    def action_show_hint(self) -> None:
        self.show_hint()

    def action_take_hint(self) -> None:
        action = self.hint_action()
        if action is None:
            self.notify("No hint now.")
            return
        for log in self.query(MessageLog):
            log.add("hint", f"Hint played: {describe_action(self.game, action)}")
        self.run_flow(action)

    def action_resume(self) -> None:
        if self.offered_rooms:  # the party stays in the Cleared room this turn
            self.stay_turn = self.game.turn
            self.clear_choice()
        self.run_flow()

    def action_cancel(self) -> None:
        if self.choosing and self.choosing_stage not in ("walk", "leave"):
            self.clear_choice()
            self.draw_banner()

    def action_focus_log(self) -> None:
        self.query_one(MessageLog).focus()

    def action_save(self) -> None:
        def chosen(slot: str | None) -> None:
            if slot:
                try:
                    self.session.save_to(slot)
                except SaveError as exc:
                    self.notify(f"Could not save: {exc.reason}", severity="error")
                    return
                self.notify(f"Saved to '{slot}'.")

        self.app.push_screen(SaveSlotDialog(f"{self.game.quest.id}-turn-{self.game.turn}"), chosen)

    def palette_commands(self) -> Iterable[SystemCommand]:
        """The game's commands for the command palette."""
        yield SystemCommand("Save game", "Save to a named slot", self.action_save)
        yield SystemCommand("Undo", "Take back the last choice (never a roll)", self.action_undo)
        yield SystemCommand("End turn", "The Beasties act", self.action_end_turn)
        yield SystemCommand("All actions", "Every legal action now", self.action_all_actions)
        yield SystemCommand("Look", "What is under the cursor", self.action_look)
        yield SystemCommand("Shop", "Buy Funkards and rank up (r)", self.action_shop)
        yield SystemCommand("Quest map", "Rooms, corridors, leaving (M)", self.action_quest_map)
        yield SystemCommand("Hint", "What the party bot would do (i)", self.action_show_hint)
        yield SystemCommand("Take the hint", "Play the bot's choice (I)", self.action_take_hint)
        yield SystemCommand(
            "Animation on/off", "Dice explosion chains step by step", self.toggle_animation
        )

    def toggle_animation(self) -> None:
        """Turn the dice animation on or off (saved with the game)."""
        self.session.animation = not self.session.animation
        self.notify(f"Animation {'on' if self.session.animation else 'off'}.")
