"""The dungeon: the map, dice tray, Scrolls, Booster-Wooster and log; keys become engine actions."""

from __future__ import annotations

import random
import traceback
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.saves import SaveError
from duckgeon_tui.tui.describe import describe_action, look_text
from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.dialogs.card import CardDialog
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.dialogs.flow import HINT, HINT_KEYS
from duckgeon_tui.tui.dialogs.game_over import GameOverDialog
from duckgeon_tui.tui.dialogs.loot_split import LootSplitDialog
from duckgeon_tui.tui.dialogs.physical_die import PhysicalDieDialog
from duckgeon_tui.tui.dialogs.pick_dice import MAP, OTHER, SHOP, PickDiceDialog
from duckgeon_tui.tui.dialogs.prepare import PrepareDialog
from duckgeon_tui.tui.dialogs.quest_map import QuestMapDialog
from duckgeon_tui.tui.dialogs.save_slot import SaveSlotDialog
from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog
from duckgeon_tui.tui.dialogs.shop import ShopDialog
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.themes import Palette, palette_for
from duckgeon_tui.tui.widgets.booster import BoosterTrack
from duckgeon_tui.tui.widgets.dice_face import DIE_NAMES
from duckgeon_tui.tui.widgets.dice_tray import DiceTray, card_name
from duckgeon_tui.tui.widgets.map_view import MapView, player_colour
from duckgeon_tui.tui.widgets.message_log import MessageLog
from duckgeon_tui.tui.widgets.scrolls import Scrolls

if TYPE_CHECKING:
    from duckgeon_tui.engine import Event, Game

Pos = tuple[int, int]
DEFAULT_PICK = ("walk", "fighter", "fighter", "duck", "loot", "funky")
PREPARE = "prepare"
"""The free-action menu's entry that opens the Prepare dialog."""
MENU_LABELS = {
    SHOP: "Shop: buy Funkards, rank up (r)",
    MAP: "Quest map: rooms, corridors, leave the room (M)",
    PREPARE: "Prepare a Funkard (free action) ...",
}
FLOW_GUARD = 60
"""The most dialogs one flow opens in a row (a guard against a phase that never moves on)."""


class DungeonScreen(Screen[None]):
    """Renders the engine's state; every choice is one of `legal_actions()`."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *[
            Binding(str(n), f"use_die({n - 1})", "Use die", show=n == 1, key_display="1-9")
            for n in range(1, 10)
        ],
        Binding("tab", "next_duck(1)", "Next duck"),
        Binding("shift+tab", "next_duck(-1)", "Prev duck", show=False),
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

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.acting: str | None = None
        self.choosing: dict[Pos, list[Any]] = {}
        self.choosing_what = ""
        self.last_player: str | None = None
        self.last_roll: Event | None = None
        self.last_pick: tuple[str, ...] = DEFAULT_PICK
        self.resume_flow = False
        self.bot = PartyBot(random.Random(session.game.seed))
        self.hint: tuple[tuple[int, str, str], Any] | None = None

    @property
    def game(self) -> Game:
        """The engine game being shown."""
        return self.session.game

    @property
    def palette(self) -> Palette:
        """The game colours of the current theme."""
        return palette_for(self.app.theme)

    def compose(self) -> ComposeResult:
        yield Static("", id="banner")
        with Horizontal(id="main"):
            yield MapView(self.game, self.palette, id="map")
            with VerticalScroll(id="side"):
                yield DiceTray(id="tray")
                yield BoosterTrack(id="booster")
                yield Scrolls(id="scrolls")
        yield Static("", id="look")
        yield MessageLog(self.palette, id="log")
        yield Footer()

    def on_mount(self) -> None:
        log = self.query_one(MessageLog)
        quest = self.game.quest
        log.add("room", f"{quest.name} (seed {self.game.seed})")
        self.refresh_all()
        self.query_one(MapView).focus()
        self.run_flow()

    def built(self) -> bool:
        """Whether the screen's widgets exist (not while it is being built or closed)."""
        return bool(self.query("#map"))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Keys queued while the screen is being closed do nothing.
        return self.built()

    # Drawing -------------------------------------------------------------------------------

    def refresh_all(self) -> None:
        """Redraw every part from the game."""
        if not self.built():
            return
        game, pal = self.game, self.palette
        names = [d.name for d in game.ducks]
        if game.active:
            self.acting = game.active
        elif self.acting not in names:
            self.acting = next((d.name for d in game.ducks if d.dice), names[0] if names else None)
        self.query_one(MapView).show(game, pal)
        tray = self.query_one(DiceTray)
        tray.animate_rolls = self.session.animation
        tray.show(game, pal, self.acting, self.last_roll)
        self.query_one(BoosterTrack).show(game, pal)
        self.query_one(Scrolls).show(game, pal, self.acting)
        self.query_one(MessageLog).set_palette(pal)
        self.draw_banner()
        self.describe_cursor()

    def draw_banner(self) -> None:
        """Whose Duckventurer acts, in the player's colour; a 'pass to' notice on a change."""
        if not self.built():
            return
        game = self.game
        view = game.room_view()
        text = Text()
        text.append(f" Turn {game.turn} ", style="bold reverse")
        text.append(f" Room {game.room_number}: {view.name} ")
        if view.cleared:
            text.append("(Cleared) ", style=self.palette.good)
        text.append(f"| {phase_words(str(game.phase))} ", style="dim")
        if self.acting:
            player = game.player_of(self.acting)
            colour = player_colour(game, player, self.palette)
            text.append(f" {player}: {self.acting} ", style=f"bold #000000 on {colour}")
            players = {d.player for d in game.ducks}
            if self.last_player is not None and player != self.last_player and len(players) > 1:
                self.notify(
                    f"Pass the keyboard to {player} ({self.acting}).", title="Hot-seat", timeout=4
                )
            self.last_player = player
        if self.choosing_what:
            text.append(f"  {self.choosing_what}", style=f"bold {self.palette.cursor}")
        self.query_one("#banner", Static).update(text)

    def describe_cursor(self) -> None:
        """The one-line Look at the space under the cursor."""
        if not self.built():
            return
        pos = self.query_one(MapView).cursor
        try:
            first = look_text(self.game, pos).splitlines()
        except (KeyError, IndexError, ValueError):
            first = [f"{pos[0]},{pos[1]}"]
        self.query_one("#look", Static).update(" | ".join(first[:2]))

    def on_map_view_cursor_moved(self, event: MapView.CursorMoved) -> None:
        self.describe_cursor()

    def on_map_view_chosen(self, event: MapView.Chosen) -> None:
        if self.choosing:
            self.choose_at(event.pos)
        else:
            self.action_look()

    def record(self, events: list[Event]) -> None:
        """Write events to the log; remember the latest roll for the tray."""
        if not self.built():
            return
        log = self.query_one(MessageLog)
        for event in events:
            log.add(event.kind, event.text)
            if event.kind in ("roll", "room_table", "goose", "loot") and event.faces:
                self.last_roll = event

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
        """Apply an action, asking for real dice faces in physical-dice mode."""
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
            game = self.game
            phase = str(game.phase)
            self.refresh_all()
            if phase == "act":
                return
            if phase == "walk":
                self.start_walk()
                return
            if phase == "over":
                await self.game_over()
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
        choices = [
            (MENU_LABELS[a] if isinstance(a, str) else describe_action(self.game, a), a)
            for a in actions
        ]
        answer = await self.app.push_screen_wait(ChooseActionDialog(title, choices, note))
        return self.hint_action() if answer is HINT else answer

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

    # Choosing on the map -------------------------------------------------------------------

    def clear_choice(self) -> None:
        """Leave target/walk choosing."""
        self.choosing = {}
        self.choosing_what = ""
        for view in self.query(MapView):
            view.set_marks({})

    def offer(
        self, what: str, by_pos: dict[Pos, list[Any]], mark: str, sight: Iterable[Pos] = ()
    ) -> None:
        """Let the player choose among actions by the space they aim at; `sight` shades the
        spaces in line of sight and Shooty range beneath the choices."""
        if not self.built():
            return
        self.choosing = by_pos
        self.choosing_what = what
        view = self.query_one(MapView)
        marks = {(p[0], p[1]): "sight" for p in sight}
        marks.update({pos: mark for pos in by_pos})
        view.set_marks(marks)
        if by_pos and view.cursor not in by_pos:
            view.move_to(min(by_pos, key=lambda p: (p[1], p[0])))
        view.focus()
        self.draw_banner()

    def start_walk(self) -> None:
        """A DuckWalk was rolled: mark where the Duckventurer may end and wait for a space."""
        if not self.built():
            return
        from duckgeon_tui.engine import Walk

        game = self.game
        walks = [a for a in game.legal_actions() if isinstance(a, Walk)]
        by_pos: dict[Pos, list[Any]] = {}
        for walk in walks:
            by_pos.setdefault((walk.dest[0], walk.dest[1]), []).append(walk)
        who = game.active or self.acting or ""
        self.offer(
            f"{who} walks: choose where (green, enter), or stay on their space", by_pos, "reach"
        )
        duck = game.duck(who) if who else None
        if duck is not None and duck.pos is not None:
            self.query_one(MapView).move_to((duck.pos[0], duck.pos[1]))

    def choose_at(self, pos: Pos) -> None:
        """The player chose a space while choosing: apply the action aimed there."""
        options = self.choosing.get(pos)
        if not options:
            self.notify("Not a space you can choose now (marked spaces only).")
            return
        if len(options) == 1:
            self.run_flow(options[0])
        else:
            self.pick_then_flow("Which one?", options)

    @work(exclusive=True, group="flow")
    async def pick_then_flow(self, title: str, options: list[Any]) -> None:
        try:
            action = await self.choose(title, options)
            if action == PREPARE:
                action = await self.prepare()
            if action is None:
                self.clear_choice()
            elif await self.perform(action):
                await self.advance()
        except Exception as exc:  # shown in a dialog; the game resumes from the autosave
            self.engine_failed(exc)

    def target_spaces(self, action: Any) -> list[Pos]:
        """The spaces an action aims at: a Beastie's every space, a Duckventurer's, a dest."""
        target = getattr(action, "target", None)
        dest = getattr(action, "dest", None)
        if dest is not None:
            return [(dest[0], dest[1])]
        for beastie in self.game.beasties:
            if beastie.handle == target:
                return [(c[0], c[1]) for c in beastie.cells]
        for duck in self.game.ducks:
            if duck.name == target and duck.pos is not None:
                return [(duck.pos[0], duck.pos[1])]
        return []

    # Key actions ---------------------------------------------------------------------------

    def acting_duck(self) -> Any:
        """The Duckventurer the keys act for."""
        return self.game.duck(self.acting) if self.acting else None

    def action_next_duck(self, step: int) -> None:
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
            by_pos: dict[Pos, list[Any]] = {}
            for option in options:
                for pos in self.target_spaces(option):
                    by_pos.setdefault(pos, []).append(option)
            sight: list[Pos] = []
            if duck.pos is not None and any(o.style == "shooty" for o in options):
                sight = game.spaces_in_range(duck.pos, game.shooty_range(duck.name), los=True)
            self.offer(
                f"{duck.name}'s {name}: choose a target (red; yellow = Shooty range in sight), "
                "esc cancels",
                by_pos,
                "target",
                sight,
            )
            return
        if len(options) == 1 and die in ("walk", "duck"):
            self.run_flow(options[0])
            return
        if die == "funky":  # the cards' targets shown on the map while the menu is open
            self.query_one(MapView).set_marks(
                {pos: "target" for o in options for pos in self.target_spaces(o)}
            )
        self.pick_then_flow(f"{duck.name}: {name}", options)

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
        prepares = [a for a in options if a.kind == "prepare"]
        if prepares:
            options = [a for a in options if a.kind != "prepare"] + [PREPARE]
        self.pick_then_flow(f"{duck.name}: free action", options)

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
        pos = self.query_one(MapView).cursor
        self.app.push_screen(ErrorDialog(f"Look: {pos[0]},{pos[1]}", look_text(self.game, pos)))

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

    def hint_key(self) -> tuple[int, str, str]:
        """Where the game stands, for reusing a hint until something changes."""
        log = self.game.log
        return (len(log), str(log[-1]) if log else "", str(self.game.phase))

    def hint_action(self) -> Any:
        """The party bot's choice now (None when it has none, e.g. after the game)."""
        if self.game.outcome is not None:
            return None
        key = self.hint_key()
        if self.hint is not None and self.hint[0] == key:
            return self.hint[1]
        try:
            action = self.bot.choose(self.game)
        except Exception:  # a bot without an idea gives no hint; the game is untouched
            return None
        self.hint = (key, action)
        return action

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
        self.run_flow()

    def action_cancel(self) -> None:
        if self.choosing and str(self.game.phase) != "walk":
            self.clear_choice()
            self.draw_banner()

    def action_focus_log(self) -> None:
        self.query_one(MessageLog).focus()

    def action_save(self) -> None:
        def chosen(slot: str | None) -> None:
            if slot:
                try:
                    self.session.save_to(slot)
                except OSError as exc:
                    self.notify(f"Could not save: {exc}", severity="error")
                    return
                self.notify(f"Saved to '{slot}'.")

        self.app.push_screen(SaveSlotDialog(f"{self.game.quest.id}-turn-{self.game.turn}"), chosen)

    def autosave(self) -> None:
        """Write the autosave now (on quit); a failure is told, never raised."""
        try:
            self.session.autosave()
        except OSError as exc:
            self.notify(f"Autosave failed: {exc}", severity="error")

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


def phase_words(phase: str) -> str:
    """A phase in words for the banner."""
    return {
        "room_table": "entering the room",
        "goose_sign": "DuckDuckGoose: add or subtract",
        "pick": "choose the dice",
        "share": "share the dice",
        "act": "Duckventurers act",
        "walk": "walking",
        "roll": "after the roll",
        "loot_roll": "roll the Loot",
        "loot_split": "share the Loot",
        "over": "game over",
    }.get(phase, phase)


def phase_prompt(screen: DungeonScreen, phase: str) -> tuple[str, str]:
    """Title and note of the menu for a phase the screen has no special dialog for."""
    game = screen.game
    view = game.room_view()
    roll = screen.last_roll
    roll_text = roll.text if roll is not None else ""
    if phase == "room_table":
        room = game.content.rooms.get(view.room_id)
        return (
            f"Room {game.room_number}: {view.name}: roll the Room Table",
            (room.flavour if room else "") + "\nA DuckDuckGoose adds to or subtracts from "
            "the roll; this turn then has 5 dice.",
        )
    if phase == "goose_sign":
        return "Add or subtract the DuckDuckGoose?", roll_text
    if phase == "roll":
        pending = game.pending
        who = pending.who if pending is not None else ""
        return f"{who} rolled: keep it, or play a DuckDuckGoose?", roll_text
    if phase == "loot_roll":
        return (f"The room is Cleared! Who rolls the Loot Pool ({view.loot_pool} dice)?", roll_text)
    return phase_words(phase).capitalize(), roll_text
