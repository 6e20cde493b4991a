"""The dungeon's play flow: apply an action, then open what the new phase asks for (dialogs,
choosing on the map) until the Duckventurers act; engine errors go back to the autosave."""

from __future__ import annotations

import traceback
from typing import Any

from textual import work

from duckgeon_tui.saves import SaveError
from duckgeon_tui.tui.describe import describe_action
from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.dialogs.flow import HINT
from duckgeon_tui.tui.dialogs.game_over import GameOverDialog
from duckgeon_tui.tui.dialogs.loot_split import LootSplitDialog
from duckgeon_tui.tui.dialogs.physical_die import PhysicalDieDialog
from duckgeon_tui.tui.dialogs.pick_dice import MAP, OTHER, SHOP, PickDiceDialog
from duckgeon_tui.tui.dialogs.prepare import PrepareDialog
from duckgeon_tui.tui.dialogs.quest_map import QuestMapDialog
from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog
from duckgeon_tui.tui.dialogs.shop import ShopDialog
from duckgeon_tui.tui.screens.dungeon_view import phase_words
from duckgeon_tui.tui.screens.map_choosing import AimGroup, MapChoosing
from duckgeon_tui.tui.widgets.map_view import MapView
from duckgeon_tui.tui.widgets.message_log import MessageLog
from duckgeon_tui.tui.widgets.quest_map_panel import QuestMapPanel

Pos = tuple[int, int]
PREPARE = "prepare"
"""The free-action menu's entry that opens the Prepare dialog."""
MENU_LABELS = {
    SHOP: "Shop: buy Funkards, rank up (r)",
    MAP: "Quest map: rooms, corridors, leave the room (M)",
    PREPARE: "Prepare a Funkard (free action) ...",
}
FLOW_GUARD = 60
"""The most dialogs one flow opens in a row (a guard against a phase that never moves on)."""


class DungeonFlow(MapChoosing):
    """Turns the players' choices into engine actions and asks for the next one."""

    def on_mount(self) -> None:
        log = self.query_one(MessageLog)
        quest = self.game.quest
        built = self.game.dungeon
        where = "" if built is None else f"; built from the room pool, dungeon seed {built.seed}"
        log.add("room", f"{quest.name} (seed {self.game.seed}{where})")
        self.refresh_all()
        self.query_one(MapView).focus()
        self.run_flow()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Keys queued while the screen is being closed do nothing.
        return self.built()

    # Applying actions ----------------------------------------------------------------------

    def apply_now(self, action: Any) -> bool:
        """Apply an action that rolls nothing (a give or a take); False if refused."""
        from duckgeon_tui.engine import IllegalAction, RollNeeded

        try:
            events = self.session.apply(action)
        except (IllegalAction, RollNeeded) as exc:
            self.notify(str(exc), severity="warning")
            return False
        except Exception as exc:  # never let an engine bug take the app down
            self.engine_failed(exc)
            return False
        self.record(events)
        self.refresh_all()
        return True

    async def perform(self, action: Any) -> bool:
        """Apply an action, asking for real dice faces in physical-dice mode; a corridor walked
        is shown before the flow goes on."""
        from duckgeon_tui.engine import IllegalAction, RollNeeded

        while True:
            try:
                events = self.session.apply(action)
            except RollNeeded as need:
                request = need.request
                face = await self.app.push_screen_wait(
                    PhysicalDieDialog(request.prompt(), tuple(request.faces_so_far))
                )
                if face is None:
                    return False
                action = action.with_dice((*action.dice, face))
                continue
            except IllegalAction as exc:
                self.notify(str(exc), title="Not allowed", severity="warning")
                return False
            self.record(events)
            self.clear_choice()
            self.refresh_all()
            await self.show_walk(events)
            return True

    def engine_failed(self, exc: BaseException) -> None:
        """Show an unexpected engine error and go back to the last autosave."""
        detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        for log in self.query(MessageLog):
            log.add("error", f"Unexpected error: {detail}")
        try:
            self.session = self.session.last_good()
            note = "The game goes on from the last autosave."
        except SaveError as err:
            note = f"The last autosave could not be opened either: {err.reason}."
        self.walk = None
        self.clear_choice()
        self.app.push_screen(ErrorDialog("Something went wrong in the rules", detail, note))
        self.refresh_all()

    def run_flow(self, action: Any = None) -> None:
        """Apply an action (if any), then open whatever the new phase asks for."""
        self.flow(action)

    @work(exclusive=True, group="flow")
    async def flow(self, action: Any) -> None:
        try:
            if action is not None and not await self.perform(action):
                return
            await self.advance()
        except Exception as exc:  # shown in a dialog; the game resumes from the autosave
            self.engine_failed(exc)

    def covered(self) -> bool:
        """Whether a screen that is not a dialog (Help, Load ...) is open above this one."""
        stack = self.app.screen_stack
        above = stack[stack.index(self) + 1 :] if self in stack else []
        return any(not isinstance(s, Dialog) for s in above)

    def on_screen_suspend(self) -> None:
        self.resume_flow = not isinstance(self.app.screen, Dialog)

    def on_screen_resume(self) -> None:
        if self.resume_flow:
            self.resume_flow = False
            self.run_flow()

    async def advance(self) -> None:
        """Ask for each choice the phase needs until the Duckventurers act (or the game ends);
        stop while another screen (Help ...) is open: the flow resumes when it closes."""
        for _ in range(FLOW_GUARD):
            if self.covered():
                self.resume_flow = True
                return
            phase = str(self.game.phase)
            self.refresh_all()
            if phase == "act":
                return
            if phase == "walk":
                self.start_walk()
                return
            if phase == "over":
                await self.game_over()
                return
            if phase == "pick" and self.wants_to_leave():
                self.offer_leaving()
                return
            action = await self.ask(phase)
            if action is None or not await self.perform(action):
                return

    async def ask(self, phase: str) -> Any:
        """The dialog for a phase; its answer is a legal action (None: not now)."""
        from duckgeon_tui.engine import Go, Pick, Split

        game = self.game
        legal = game.legal_actions()
        if phase == "pick":
            count = game.dice_to_pick
            others = [a for a in legal if not isinstance(a, Pick)]
            note = (
                "Other actions (o): " + ", ".join(sorted({type(a).__name__ for a in others}))
                if others
                else ""
            )
            answer = await self.app.push_screen_wait(
                PickDiceDialog(
                    count, self.palette, self.last_pick[:count], note, shop=self.shop_open()
                )
            )
            if answer == OTHER:
                answer = await self.choose("This turn, before the dice", self.other_choices(others))
            if answer is HINT:
                return self.hint_action()
            if answer in (SHOP, MAP):
                return await self.shop_or_map(str(answer))
            if isinstance(answer, tuple):
                self.last_pick = answer
                return Pick(picked=answer)
            return answer if answer is not None and not isinstance(answer, str) else None
        if phase == "share":
            done = await self.app.push_screen_wait(
                ShareDiceDialog(game, self.palette, self.apply_now)
            )
            if done is HINT:
                return self.hint_action()
            return Go() if done else None
        if phase == "loot_split":
            total = self.loot_total()
            shares = await self.app.push_screen_wait(
                LootSplitDialog(total, [d.name for d in game.ducks])
            )
            if shares is HINT:
                return self.hint_action()
            return Split(shares=shares) if shares is not None else None
        title, note = phase_prompt(self, phase)
        return await self.choose(title, legal, note)

    async def choose(self, title: str, actions: list[Any], note: str = "") -> Any:
        """A menu of actions; the chosen one (None when closed)."""
        if not actions:
            self.notify("Nothing can be done here now.")
            return None
        choices = [(self.menu_label(a), a) for a in actions]
        answer = await self.app.push_screen_wait(ChooseActionDialog(title, choices, note))
        return self.hint_action() if answer is HINT else answer

    def menu_label(self, item: Any) -> str:
        """A menu line: an action described, a group chosen on the map, or a named entry."""
        if isinstance(item, AimGroup):
            return item.label
        if isinstance(item, str):
            return MENU_LABELS[item]
        return describe_action(self.game, item)

    def hint_action(self) -> Any:
        """The party bot's choice now (None when it has none, e.g. after the game)."""
        if self.game.outcome is not None:
            return None
        log = self.game.log
        key = (len(log), str(log[-1]) if log else "", str(self.game.phase))
        if self.hint is not None and self.hint[0] == key:
            return self.hint[1]
        try:
            action = self.bot.choose(self.game)
        except Exception:  # a bot without an idea gives no hint; the game is untouched
            return None
        self.hint = (key, action)
        return action

    def other_choices(self, others: list[Any]) -> list[Any]:
        """The turn's other actions: the shop and the quest map first, then the rest."""
        from duckgeon_tui.engine import Buy, RankUp

        rest = [a for a in others if not isinstance(a, (Buy, RankUp))]
        extra: list[Any] = [SHOP] if self.shop_open() else []
        return [*extra, MAP, *rest]

    def shop_open(self) -> bool:
        """Whether something can be bought or a Rank reached now."""
        from duckgeon_tui.engine import Buy, RankUp

        if str(self.game.phase) != "pick":
            return False
        return any(isinstance(a, (Buy, RankUp)) for a in self.game.legal_actions())

    async def open_extra(self, which: str) -> Any:
        """The shop or the quest map; the action it answers (a Leave, the hint) or None."""
        if which == SHOP:
            answer = await self.app.push_screen_wait(
                ShopDialog(self.game, self.palette, self.apply_now)
            )
        else:
            answer = await self.app.push_screen_wait(QuestMapDialog(self.game, self.palette))
        return self.hint_action() if answer is HINT else answer

    async def shop_or_map(self, which: str) -> Any:
        """Open the shop or the quest map from the dice picker; then pick again (or leave)."""
        answer = await self.open_extra(which)
        if answer is not None:
            return answer
        return await self.ask(str(self.game.phase))

    def loot_total(self) -> int:
        """The Loot just rolled for the Cleared room."""
        for event in reversed(self.session.events):
            if event.kind == "loot" and event.value is not None:
                return event.value
        return 0

    async def game_over(self) -> None:
        """Write the autosave and summary, show it, and go where the player says."""
        self.autosave()
        answer = await self.app.push_screen_wait(GameOverDialog(self.session.summary()))
        if answer == "quit":
            self.app.exit()
        elif self.is_current:
            self.dismiss(None)

    def autosave(self) -> None:
        """Write the autosave now (on quit, at the game's end); a failure is told, never raised."""
        failure = None if self.session.autosave() else self.session.save_failure
        if failure is not None:
            self.notify(f"Autosave failed: {failure.reason}", severity="error")

    # What is chosen on the map and in menus ------------------------------------------------

    def on_map_view_chosen(self, event: MapView.Chosen) -> None:
        if self.choosing:
            self.choose_at(event.pos)
        else:
            self.look_at(event.pos)

    def look_at(self, pos: Pos) -> None:
        """Say what is on a space, unless a dialog is already open (clicks queued while one
        opens must not stack Look dialogs)."""
        if self.app.screen is self:
            self.app.push_screen(look_dialog(self, pos))

    def on_quest_map_panel_room_chosen(self, event: QuestMapPanel.RoomChosen) -> None:
        if self.offered_rooms:
            self.go_to_room(event.number)
        else:
            self.notify(
                f"Room {event.number}: the party may set off toward it from a Cleared room "
                "next to it, before the dice are picked."
            )

    def go_to_room(self, number: int) -> None:
        """Leave the Cleared room toward a room (by its number on the quest map)."""
        leave = self.offered_rooms.get(number)
        if leave is None:
            rooms = ", ".join(str(n) for n in sorted(self.offered_rooms))
            self.notify(f"No corridor leads from here to room {number} (rooms {rooms}).")
            return
        self.run_flow(leave)

    def choose_at(self, pos: Pos) -> None:
        """The player chose a space while choosing: apply the action aimed there."""
        options = self.picked(pos)
        if options is None:
            return
        if len(options) == 1:
            self.run_flow(options[0])
        else:
            title = self.choosing_title.split(" (")[0]
            self.pick_then_flow(f"{title}: which one?" if title else "Which one?", options)

    @work(exclusive=True, group="flow")
    async def pick_then_flow(self, title: str, options: list[Any]) -> None:
        try:
            action = await self.choose(title, options)
            if action == PREPARE:
                action = await self.prepare()
            if isinstance(action, AimGroup):
                self.offer_on_map(action.title, action.options)
                return
            if action is None:
                self.clear_choice()
            elif await self.perform(action):
                await self.advance()
        except Exception as exc:  # shown in a dialog; the game resumes from the autosave
            self.engine_failed(exc)

    async def prepare(self) -> Any:
        """The Prepare dialog for the acting Duckventurer; the Prepare action chosen (or None)."""
        from duckgeon_tui.engine import FreeAction

        who = self.acting or ""
        prepares = [
            a
            for a in self.game.legal_actions()
            if isinstance(a, FreeAction) and a.who == who and a.kind == "prepare"
        ]
        answer = await self.app.push_screen_wait(PrepareDialog(self.game, who, prepares))
        return self.hint_action() if answer is HINT else answer


def look_dialog(screen: DungeonFlow, pos: Pos) -> ErrorDialog:
    """What is on a space, in a dialog."""
    from duckgeon_tui.tui.describe import look_text

    return ErrorDialog(f"Look: {pos[0]},{pos[1]}", look_text(screen.game, pos))


def phase_prompt(screen: DungeonFlow, phase: str) -> tuple[str, str]:
    """Title and note of the menu for a phase the screen has no special dialog for."""
    game = screen.game
    view = game.room_view()
    roll = screen.last_roll
    roll_text = roll.text if roll is not None else ""
    if phase == "room_table":
        room = game.content.rooms.get(view.room_id)
        walked = screen.walk.summary() + "\n" if screen.walk is not None else ""
        return (
            f"Room {game.room_number}: {view.name}: roll the Room Table",
            walked
            + (room.flavour if room else "")
            + "\nA DuckDuckGoose adds to or subtracts from the roll; this turn then has 5 dice.",
        )
    if phase == "goose_sign":
        return "Add or subtract the DuckDuckGoose?", roll_text
    if phase == "roll":
        from duckgeon_tui.content.vocabulary import DIE_NAMES
        from duckgeon_tui.engine.acting import roll_text as pending_text

        pending = game.pending
        if pending is None:
            return "Keep the roll, or play a DuckDuckGoose?", roll_text
        rolled = f"{DIE_NAMES[pending.die]} {pending_text(pending)}"
        # After a Continue there is no roll event on the screen: say what is waiting.
        return (
            f"{pending.who} rolled {rolled}: keep it, or play a DuckDuckGoose?",
            roll_text or f"{pending.who} rolled {rolled}, waiting for a DuckDuckGoose or not.",
        )
    if phase == "loot_roll":
        return (f"The room is Cleared! Who rolls the Loot Pool ({view.loot_pool} dice)?", roll_text)
    return phase_words(phase).capitalize(), roll_text
