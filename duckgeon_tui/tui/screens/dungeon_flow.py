"""The dungeon's turn flow, one controller per game: it turns the players' keys, clicks and
dialog answers into engine actions, applies them, then asks for whatever the new phase needs
(dialogs, choosing on the map) until the Duckventurers act. Each piece runs in the screen's one
flow worker, and every unexpected error takes one way out (`failed`): an engine error goes back
to the last autosave, a file that cannot be written or read leaves the game as it is."""

from __future__ import annotations

import random
import traceback
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from textual.app import App

from duckgeon_tui.content.errors import ContentErrors
from duckgeon_tui.content.vocabulary import DIE_NAMES, possessive
from duckgeon_tui.engine import (
    Action,
    Buy,
    EndTurn,
    Escape,
    Event,
    FreeAction,
    Game,
    Go,
    Goose,
    IllegalAction,
    Leave,
    Pick,
    RankUp,
    RollDie,
    RollNeeded,
    Split,
)
from duckgeon_tui.saves import SaveError
from duckgeon_tui.tui.describe import describe_action, snare_at
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog, Refused
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.dialogs.flow import HINT, HINT_KEYS, TakeHint
from duckgeon_tui.tui.dialogs.pick_dice import MAP, OTHER, SHOP, PickDiceDialog
from duckgeon_tui.tui.fight_words import (
    cannot_use,
    card_refusal,
    fight_explanation,
    reach_words,
)
from duckgeon_tui.tui.menu_details import menu_detail
from duckgeon_tui.tui.screens import map_choosing
from duckgeon_tui.tui.screens.dungeon_prompts import (
    CLOSED_DIALOGS,
    FREE_NOTHING,
    FREE_WORDS,
    PICK,
    PREPARE,
    ROOM_TABLE_WORDS,
    MenuItem,
    card_group_label,
    closed_words,
    free_group_label,
    keyed_label,
    leave_question,
    menu_label,
    missing_moves,
    phase_prompt,
    unused_dice_text,
    why_not_walk,
)
from duckgeon_tui.tui.screens.map_aims import first_stage, next_stage
from duckgeon_tui.tui.screens.map_choosing import AimGroup, Choice
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.tutorial import place_of
from duckgeon_tui.tui.widgets.quest_map import rolls_again

if TYPE_CHECKING:
    from duckgeon_tui.engine.bot import PartyBot
    from duckgeon_tui.tui.screens.dungeon import DungeonScreen

Pos = tuple[int, int]
DEFAULT_PICK = ("walk", "fighter", "fighter", "duck", "loot", "funky")
FLOW_GUARD = 60
"""The most dialogs one flow opens in a row (a guard against a phase that never moves on)."""
Step = Callable[[], Awaitable[None]]
"""A piece of the flow, started by the worker that runs it."""


class DungeonFlow:
    """The turn flow of one game shown on a dungeon screen; holds the session (the game and
    where it is saved) and what the flow remembers between choices, never game state."""

    def __init__(self, screen: DungeonScreen, session: GameSession) -> None:
        self.screen = screen
        self.session = session
        self._bot: PartyBot | None = None
        self.hint: tuple[tuple[int, str, str], Action] | None = None
        self.last_pick: tuple[str, ...] = DEFAULT_PICK
        self.stay_turn: int | None = None
        """The turn the players chose to stay in a Cleared room (not asked where to go again)."""
        self.waiting = False
        """The flow stopped while another screen (Help ...) covered the dungeon."""
        self.no_escape_turn: int | None = None
        """The turn the players chose not to take the way out yet (not asked again)."""
        self.beasties: list[Event] = []
        """The Beasties' turn just played, shown before the flow asks anything else."""
        self.closing = False
        """The game is over and the screen closes as soon as it is on top again."""
        self.closed: tuple[int, str] | None = None
        """Where the players closed the dialog a phase asks for (the game's log length and
        phase): it opens again only by its key (`p`), never by itself after Help or the map."""

    @property
    def game(self) -> Game:
        """The engine game being played."""
        return self.session.game

    @property
    def app(self) -> App[Any]:
        return self.screen.app

    def notify(self, message: str, **options: Any) -> None:
        self.screen.notify(message, **options)

    # The one worker and its one error path --------------------------------------------------

    def start(self, step: Step) -> None:
        """Run a piece of the flow in the screen's flow worker (a new piece cancels one still
        waiting on a dialog); an error it raises comes back to `failed`. The worker calls the
        piece: one cancelled before it started leaves nothing behind."""
        self.screen.run_worker(step, name="flow", group="flow", exclusive=True, exit_on_error=False)

    def failed(self, error: BaseException) -> None:
        """Tell an unexpected error: a save or file that could not be written or read leaves
        the game as it is (the next autosave tries again); anything else is an engine error."""
        if isinstance(error, (OSError, SaveError)):
            self.io_failed(error)
        else:
            self.engine_failed(error)

    def io_failed(self, error: OSError | SaveError) -> None:
        """A file could not be written or read: the banner says so; nothing is rolled back."""
        reason = error.reason if isinstance(error, SaveError) else (error.strerror or str(error))
        self.screen.game_changed()
        self.screen.save_failure = reason

    def engine_failed(self, error: BaseException) -> None:
        """Show an unexpected engine error and go back to the last autosave."""
        detail = "".join(traceback.format_exception_only(type(error), error)).strip()
        self.screen.write_log("error", f"Unexpected error: {detail}")
        try:
            self.session = self.session.last_good()
            note = "The game goes on from the last autosave."
        except SaveError as err:
            note = f"The last autosave could not be opened either: {err.reason}."
        self.screen.walk = None
        self.screen.clear_choice()
        self.app.push_screen(ErrorDialog("Something went wrong in the rules", detail, note))
        self.screen.animation = self.session.animation
        self.screen.game_changed()

    # Applying actions ------------------------------------------------------------------------

    def begin(self) -> None:
        """The screen is up: a game continued at a corridor's far door shows that corridor as
        walked (its Strolling checks, what followed the party), then the flow goes on."""
        self.start(self.first_step)

    async def first_step(self) -> None:
        events = self.session.events
        walked = [i for i, e in enumerate(events) if e.kind == "corridor"]
        if walked and str(self.game.phase) == "room_table":
            await self.screen.show_walk(events[walked[-1] :], animate=False)
        await self.advance()

    def run(self, action: Action | None = None) -> None:
        """Apply an action (if any), then open whatever the new phase asks for."""
        self.start(partial(self.step, action))

    async def step(self, action: Action | None) -> None:
        if action is not None and not await self.perform(action):
            return
        await self.advance()

    def apply_now(self, action: Action) -> bool:
        """Apply an action that rolls nothing (a give, a take, a purchase); False if refused."""
        try:
            events = self.session.apply(action)
        except (IllegalAction, RollNeeded) as exc:
            self.notify(str(exc), severity="warning")
            return False
        except Exception as exc:  # the dialogs' own way in: the same error path as the flow's
            self.failed(exc)
            return False
        self.screen.record(events)
        self.screen.game_changed()
        return True

    async def perform(self, action: Action) -> bool:
        """Apply an action, asking for real dice faces in physical-dice mode; a corridor walked
        is shown before the flow goes on."""
        from duckgeon_tui.tui.dialogs.physical_die import PhysicalDieDialog  # when first needed

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
            self.screen.record(events)
            if isinstance(action, EndTurn):
                from duckgeon_tui.tui.dialogs.beasties_turn import beasties_turn  # at a turn's end

                self.beasties = beasties_turn(self.game, events)
            self.screen.clear_choice()
            self.screen.game_changed()
            await self.screen.show_walk(events)
            return True

    async def advance(self) -> None:
        """Ask for each choice the phase needs until the Duckventurers act (or the game ends);
        stop while another screen (Help ...) is open: the flow goes on when it closes."""
        for _ in range(FLOW_GUARD):
            if self.screen.covered():
                self.waiting = True
                return
            if self.beasties:  # what they did, the room in sight, before the next dialog
                from duckgeon_tui.tui.dialogs.beasties_turn import BeastiesTurnDialog

                shown, self.beasties = self.beasties, []
                answer = await self.app.push_screen_wait(BeastiesTurnDialog(shown))
                if answer is None and str(self.game.phase) in CLOSED_DIALOGS:
                    # Escape: the room in sight; p goes on with the turn
                    self.closed = self.place()
                    self.screen.game_changed()
                    self.screen.offer(Choice(words=closed_words(str(self.game.phase))))
                    return
                if answer:
                    self.screen.action_history()  # the flow goes on once it is closed
                continue
            phase = str(self.game.phase)
            self.screen.game_changed()
            if phase == "act":
                return
            if phase == "walk":
                self.start_walk()
                return
            if phase == "over":
                await self.game_over()
                return
            if phase == "pick" and self.may_escape():
                if not await self.offer_escape():
                    continue
                if not await self.perform(Escape()):
                    return
                continue
            if phase == "pick" and self.wants_to_leave():
                self.offer_leaving()
                return
            if self.closed == self.place():
                self.screen.offer(Choice(words=closed_words(phase)))
                return
            action = await self.ask(phase)
            if action is None:
                self.closed = self.place()
                self.screen.offer(Choice(words=closed_words(phase)))
                return
            if not await self.perform(action):
                return

    def place(self) -> tuple[int, str]:
        """Where the game stands: its log's length and its phase."""
        return len(self.game.log), str(self.game.phase)

    def resume(self) -> None:
        """The screen covering the dungeon closed: go on where the flow stopped (or close the
        screen of a game that is over)."""
        if self.closing:
            self.close_screen()
        elif self.waiting:
            self.waiting = False
            self.run()

    # What each phase asks ----------------------------------------------------------------------

    async def ask(self, phase: str) -> Action | None:
        """The dialog for a phase; its answer is a legal action (None: not now)."""
        game = self.game
        legal = game.legal_actions()
        if phase == "pick":
            return await self.ask_pick([a for a in legal if not isinstance(a, Pick)])
        # The sharing and splitting dialogs load when their phase first comes.
        if phase == "share":
            from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog

            done = await self.app.push_screen_wait(ShareDiceDialog(game, self.apply_now))
            if done is HINT:
                return self.hint_action()
            return Go() if done else None
        if phase == "loot_split":
            from duckgeon_tui.tui.dialogs.loot_split import LootSplitDialog, pooled_shares

            total = self.loot_total()
            shares = await self.app.push_screen_wait(
                LootSplitDialog(total, [d.name for d in game.ducks], pooled_shares(game, total))
            )
            if shares is HINT:
                return self.hint_action()
            return Split(shares=shares) if isinstance(shares, tuple) else None
        title, note = phase_prompt(game, phase, self.screen.last_roll, self.screen.walk)
        explain = ROOM_TABLE_WORDS if phase == "room_table" else ""
        return action_of(await self.choose(title, legal, note, explain))

    async def ask_pick(self, others: list[Action]) -> Action | None:
        """The dice picker; from it, the turn's other actions, the shop or the quest map."""
        count = self.game.dice_to_pick
        note = (
            "Other actions (o): " + ", ".join(sorted({type(a).__name__ for a in others}))
            if others
            else ""
        )
        picked = await self.app.push_screen_wait(
            PickDiceDialog(count, self.last_pick[:count], note, shop=self.shop_open())
        )
        answer: object = picked
        if picked == OTHER:
            answer = await self.choose("This turn, before the dice", self.other_choices(others))
        if answer is HINT:
            return self.hint_action()
        if answer in (SHOP, MAP):
            return await self.shop_or_map(str(answer))
        if isinstance(answer, tuple):
            self.last_pick = answer
            return Pick(picked=answer)
        return action_of(answer)

    async def choose(
        self,
        title: str,
        items: Sequence[MenuItem],
        note: str = "",
        explain: str = "",
        keyed: bool = False,
    ) -> MenuItem | None:
        """A menu; the entry chosen (None when closed), or the hint's action. `explain`: what
        its `?` says about the choice (a DuckFighter's menu says what Choppy and Shooty are)."""
        if not items:
            self.notify("Nothing can be done here now.")
            return None
        if keyed:
            label = partial(keyed_label, self.game, acting=self.screen.acting)
        else:
            label = partial(menu_label, self.game)
        choices = [(label(item), item) for item in items]
        fights = [i for i in items if isinstance(i, RollDie) and i.die == "fighter"]
        if fights and not explain:
            explain = fight_explanation(self.game, fights[0].who)
        details = [menu_detail(self.game, item) for item in items]
        menu = ChooseActionDialog(title, choices, note, explain, details)
        answer = await self.app.push_screen_wait(menu)
        if answer is HINT:
            hint = self.hint_action()
            if hint is None:
                self.notify("No hint now: choose from the menu (p opens it again).")
            return hint
        return answer if isinstance(answer, (Action, AimGroup, str)) else None

    def hint_action(self) -> Action | None:
        """The party bot's choice now (None when it has none, e.g. after the game)."""
        if self.game.outcome is not None:
            return None
        log = self.game.log
        key = (len(log), str(log[-1]) if log else "", str(self.game.phase))
        if self.hint is not None and self.hint[0] == key:
            return self.hint[1]
        try:
            action = self.bot().choose(self.game)
        except Exception:  # a bot without an idea gives no hint; the game is untouched
            return None
        if not self.game.is_legal(action):
            return None  # never a hint that the rules then refuse (it would do nothing)
        self.hint = (key, action)
        return action

    def bot(self) -> PartyBot:
        """The party bot that gives the hints, made (and its rules loaded) at the first hint:
        the game's first prompt needs none."""
        if self._bot is None:
            from duckgeon_tui.engine.bot import PartyBot

            self._bot = PartyBot(random.Random(self.session.game.seed))
        return self._bot

    def other_choices(self, others: list[Action]) -> list[MenuItem]:
        """The turn's other actions: the shop and the quest map first, then the rest."""
        rest: list[MenuItem] = [a for a in others if not isinstance(a, (Buy, RankUp))]
        extra: list[MenuItem] = [SHOP] if self.shop_open() else []
        return [*extra, MAP, *rest]

    def shop_open(self) -> bool:
        """Whether something can be bought or a Rank reached now."""
        if str(self.game.phase) != "pick":
            return False
        return any(isinstance(a, (Buy, RankUp)) for a in self.game.legal_actions())

    async def open_extra(self, which: str) -> Action | None:
        """The shop or the quest map; the action it answers (a Leave, the hint) or None."""
        from duckgeon_tui.tui.dialogs.quest_map import QuestMapDialog  # when first opened
        from duckgeon_tui.tui.dialogs.shop import ShopDialog

        if which == SHOP:
            shopped = await self.app.push_screen_wait(ShopDialog(self.game, self.apply_now))
            return self.hint_action() if isinstance(shopped, TakeHint) else None
        left = await self.app.push_screen_wait(QuestMapDialog(self.game))
        if isinstance(left, Leave) and not await self.sure_to_leave(left):
            return None
        return self.hint_action() if isinstance(left, TakeHint) else left

    async def shop_or_map(self, which: str) -> Action | None:
        """Open the shop or the quest map from the dice picker; then pick again (or leave)."""
        answer = await self.open_extra(which)
        if answer is not None or which == MAP:
            return answer  # the map closed: the room shows (p picks the dice)
        return await self.ask(str(self.game.phase))

    def loot_total(self) -> int:
        """The Loot just rolled for the Cleared room."""
        for event in reversed(self.session.events):
            if event.kind == "loot" and event.loot is not None:
                return event.loot
        return 0

    async def game_over(self) -> None:
        """Write the autosave and summary, show it, and go where the player says (quitting
        asks first when the game could not be saved)."""
        from duckgeon_tui.tui.dialogs.game_over import GameOverDialog  # when a game ends

        self.autosave()
        if self.session.lesson is not None:
            await self.lesson_over()
            return
        answer = await self.app.push_screen_wait(
            GameOverDialog(self.session.summary(), self.game.content.classes)
        )
        if answer == "quit":
            await self.app.run_action("app.quit")
        else:
            self.close_screen()

    async def lesson_over(self) -> None:
        """A lesson is over: say what it taught, then the next lesson, again, or back."""
        from duckgeon_tui.tui.dialogs.lesson_done import AGAIN, LESSONS, NEXT, LessonDoneDialog

        scenario, outcome = self.game.scenario, self.game.outcome
        assert scenario is not None and scenario.lesson is not None and outcome is not None
        try:
            index, following = place_of(self.session.content, scenario.id)
        except ContentErrors:  # the lesson files changed under the game: no next lesson
            index, following = -1, None
        title = None if following is None else following.lesson.title
        dialog = LessonDoneDialog(scenario.lesson, outcome.won, outcome.text, title)
        answer = await self.app.push_screen_wait(dialog)
        if answer == NEXT and following is not None:
            self.app.call_later(self.app.run_action, f"app.play_lesson({index + 1})")
        elif answer == AGAIN and index >= 0:
            self.app.call_later(self.app.run_action, f"app.play_lesson({index})")
        else:
            if answer == LESSONS:
                self.app.call_later(self.app.run_action, "app.learn_to_play")
            self.close_screen()

    def close_screen(self) -> None:
        """Close the dungeon screen, the game being over: now if it is on top, else once the
        screen opened over it meanwhile (a hand-over, an error) is closed by its player. (A
        screen under a dialog counts as current, and dismissing it would pop the dialog.)"""
        if self.screen.is_active:
            self.screen.dismiss(None)
        elif self.screen in self.app.screen_stack:
            self.closing = True

    def autosave(self) -> bool:
        """Write the autosave now (on quit, at the game's end); False when it failed (the
        banner says why: a failed save is never raised, and nothing is rolled back)."""
        saved = self.session.autosave()
        self.screen.saving_changed()
        return saved

    async def prepare(self) -> Action | None:
        """The Prepare dialog for the acting Duckventurer; the Prepare action chosen (or None)."""
        from duckgeon_tui.tui.dialogs.prepare import PrepareDialog  # when first opened

        who = self.screen.acting or ""
        prepares = [
            a
            for a in self.game.legal_actions()
            if isinstance(a, FreeAction) and a.who == who and a.kind == "prepare" and a.card
        ]
        answer = await self.app.push_screen_wait(PrepareDialog(self.game, who, prepares))
        return self.hint_action() if answer is HINT else action_of(answer)

    # Choosing on the map -----------------------------------------------------------------------

    def offer_on_map(
        self, what: str, actions: Sequence[Action], sight: Iterable[Pos] = (), legend: str = ""
    ) -> bool:
        """Mark where the actions aim (their targets first); False when none aims at a space."""
        choice = map_choosing.aimed(self.game, what, actions, sight, legend)
        if choice is None:
            return False
        self.screen.offer(choice)
        return True

    def start_walk(self) -> None:
        """A DuckWalk was rolled: mark where the Duckventurer may end and wait for a space."""
        self.screen.offer(
            map_choosing.walking(self.game, self.game.active or self.screen.acting or "")
        )

    def leaves_now(self) -> list[Leave]:
        """The ways out of the room the party may take now (a Cleared room, before the dice)."""
        if str(self.game.phase) != "pick":
            return []
        return [a for a in self.game.legal_actions() if isinstance(a, Leave)]

    def wants_to_leave(self) -> bool:
        """Whether to ask where to go before the dice: the room is Cleared, the party may leave,
        and the players have not chosen to stay this turn."""
        return bool(self.leaves_now()) and self.stay_turn != self.game.turn

    def may_escape(self) -> bool:
        """Whether the party may take the quest's way out now, and has not said 'not yet'."""
        return self.no_escape_turn != self.game.turn and self.game.is_legal(Escape())

    async def offer_escape(self) -> bool:
        """Ask whether to take the way out now (it wins the quest); a 'no' holds this turn."""
        sure = await self.app.push_screen_wait(
            ConfirmDialog(
                "The way out is open",
                "Every other objective is met, the room is Cleared and everybody is up: escape "
                "from the Duckgeon now and win the quest? (No: play this turn here; Escape stays "
                "in the dice picker's other actions, o.)",
                yes="Escape!",
                no="Not yet",
            )
        )
        if not sure:
            self.no_escape_turn = self.game.turn
        return bool(sure)

    def offer_leaving(self) -> None:
        """Mark the doors that lead on and the rooms behind them on the quest map panel."""
        self.screen.offer(
            map_choosing.leaving(self.game, self.leaves_now(), self.screen.panel_shown())
        )

    def choose_at(self, pos: Pos) -> None:
        """The player chose a space while choosing: apply the action aimed there (a card that
        moves its target asks where to, next)."""
        choice = self.screen.choice
        options = choice.options.get(pos)
        if not options:
            if choice.stage == "walk":
                who = self.game.active or self.screen.acting or "The Duckventurer"
                self.notify(why_not_walk(self.game, who, pos))
            else:
                self.notify("Not a space you can choose now (the marked spaces only).")
            return
        if next_stage(self.game, options, choice.stage) == "dest":
            self.screen.offer(map_choosing.destinations(self.game, choice.title, options))
            return
        if choice.stage == "leave" and isinstance(options[0], Leave):
            self.leave_toward(options[0])
        elif len(options) == 1:
            self.run(options[0])
        else:
            title = choice.title.split(" (")[0]
            self.menu_then_flow(f"{title}: which one?" if title else "Which one?", list(options))

    def go_to_room(self, number: int, by_key: bool = False) -> None:
        """Leave the Cleared room toward a room (by its number on the quest map); a digit
        (a key meant for another dialog may be one) asks first."""
        rooms = self.screen.choice.rooms
        leave = rooms.get(number)
        if leave is None:
            known = ", ".join(str(n) for n in sorted(rooms))
            self.notify(f"No corridor leads from here to room {number} (rooms {known}).")
            return
        self.leave_toward(leave, ask=by_key)

    def leave_toward(self, leave: Leave, ask: bool = False) -> None:
        """Set off toward the room behind a door (asking first: see `sure_to_leave`)."""
        self.start(partial(self.leave_step, leave, ask))

    async def leave_step(self, leave: Leave, ask: bool) -> None:
        if await self.sure_to_leave(leave, ask):
            await self.step(leave)

    async def sure_to_leave(self, leave: Leave, ask: bool = False) -> bool:
        """Whether the party sets off toward the room behind a door: asked first when `ask`
        (a leave chosen by one key) or when that room rolls its Room Table again."""
        number = self.game.room_view().exits.get(leave.door)
        if number is None or not (ask or rolls_again(self.game, number)):
            return True
        title, question = leave_question(self.game, number)
        sure = await self.app.push_screen_wait(
            ConfirmDialog(title, question, yes="Set off (y)", no="Stay (n)")
        )
        return bool(sure)

    def menu_then_flow(
        self,
        title: str,
        items: Sequence[MenuItem],
        back: Choice | None = None,
        keyed: bool = False,
    ) -> None:
        """A menu of choices; the flow goes on from the one chosen, or, closed, from the choice
        on the map it was opened in (`back`: the one before a preview of the menu)."""
        back = self.screen.choice if back is None else back
        self.start(partial(self.menu_step, title, items, back, keyed))

    async def menu_step(
        self, title: str, items: Sequence[MenuItem], back: Choice, keyed: bool
    ) -> None:
        chosen = await self.choose(title, items, keyed=keyed)
        if chosen == PICK:  # the dice picker, as `p` opens it
            self.closed = None
            await self.advance()
            return
        if chosen == PREPARE:
            chosen = await self.prepare()
        if isinstance(chosen, AimGroup):
            self.offer_on_map(chosen.title, chosen.options)
            return
        action = action_of(chosen)
        if action is None:
            # Closed: back to the step in progress (a walk's spaces), else to nothing.
            self.screen.offer(back if back.active else map_choosing.NOTHING)
        elif await self.perform(action):
            await self.advance()

    def aim_or_menu(
        self,
        title: str,
        actions: Sequence[Action],
        group_of: Callable[[Action], str],
        label_of: Callable[[str, int], str],
        extra: Iterable[MenuItem] = (),
        places: Mapping[str, Refused] | None = None,
    ) -> None:
        """Choose among actions on the map when they aim at spaces: with one group (one card,
        one kind of free action) straight away, with several after a menu of the groups;
        actions that aim nowhere, and `extra` entries, are menu lines of their own. `places`:
        every group the menu always shows, in its order, with the line shown when none of its
        actions is legal now (so the lines after it keep their numbers)."""
        groups: dict[str, list[Action]] = {key: [] for key in places or {}}
        for action in actions:
            groups.setdefault(group_of(action), []).append(action)
        entries: list[MenuItem] = []
        for key, grouped in groups.items():
            if not grouped and places:
                entries.append(places[key])
            elif first_stage(self.game, grouped) is None:
                entries += grouped
            else:
                label = label_of(key, len(grouped))
                entries.append(AimGroup(label, f"{title}: {label.split(':')[0]}", tuple(grouped)))
        entries += list(extra)
        if len(entries) == 1 and isinstance(entries[0], AimGroup):
            self.offer_on_map(entries[0].title, entries[0].options)
            return
        aimed = [a for e in entries if isinstance(e, AimGroup) for a in e.options]
        back = self.screen.choice
        # While the menu is open, the map already shows where its entries aim.
        self.screen.offer(map_choosing.preview(self.game, aimed))
        self.menu_then_flow(title, entries, back)

    # What the keys do ----------------------------------------------------------------------------

    def use_die(self, index: int) -> None:
        """A digit: the acting Duckventurer uses that held die (or, leaving a Cleared room, the
        party sets off toward the room of that number)."""
        game = self.game
        if self.screen.choice.rooms:
            self.go_to_room(index + 1, by_key=True)
            return
        duck = self.screen.acting_duck()
        if str(game.phase) != "act" or duck is None:
            self.run()
            return
        if not 0 <= index < len(duck.dice):
            self.notify(f"{duck.name} holds {len(duck.dice)} dice.")
            return
        die = duck.dice[index]
        legal = game.legal_actions()
        if die == "goose":
            geese: list[MenuItem] = [
                a for a in legal if isinstance(a, Goose) and a.who == duck.name
            ]
            self.menu_then_flow(f"{duck.name}: DuckDuckGoose", geese)
            return
        options = [
            a for a in legal if isinstance(a, RollDie) and a.who == duck.name and a.die == die
        ]
        name = DIE_NAMES.get(die, die)
        if not options:
            self.notify(cannot_use(game, duck.name, die))
            return
        if die == "fighter":
            sight: list[Pos] = []
            if duck.pos is not None and any(o.style == "shooty" for o in options):
                sight = game.spaces_in_range(duck.pos, game.shooty_range(duck.name), los=True)
            shading = "red: targets, yellow: Shooty range in sight; " if sight else ""
            legend = shading + reach_words(game, duck.name, short=True)
            self.offer_on_map(f"{possessive(duck.name)} {name}", options, sight, legend)
            return
        if len(options) == 1 and die in ("walk", "duck"):
            self.run(options[0])
            return
        if die == "funky":
            self.aim_or_menu(
                f"{possessive(duck.name)} {name}",
                options,
                card_of,
                lambda card, n: card_group_label(game, duck.name, card, n),
                places=refused_cards(game, duck.name),
            )
            return
        self.menu_then_flow(f"{duck.name}: {name}", options)

    def free_action(self) -> None:
        """`f`: the acting Duckventurer's free actions, chosen on the map where they aim."""
        duck = self.screen.acting_duck()
        if duck is None:
            return
        options = [
            a for a in self.game.legal_actions() if isinstance(a, FreeAction) and a.who == duck.name
        ]
        # Cards to Prepare come in their own dialog; a quest ritual is chosen on the map.
        aimed = [a for a in options if a.kind != "prepare" or a.at is not None]
        prepare = [PREPARE] if len(aimed) < len(options) else []
        game = self.game
        self.aim_or_menu(
            f"{possessive(duck.name)} free action",
            aimed,
            lambda action: free_kind(game, action),
            lambda kind, n: free_group_label(game, kind, n),
            prepare,
            places=refused_free(game, duck.name, game.free_refusal(duck.name)),
        )

    def choice_menu(self) -> None:
        """`o`: the menu of what is being chosen on the map (the same actions, in words)."""
        choice = self.screen.choice
        if not choice.active:
            self.notify("Nothing is being chosen on the map now.")
            return
        self.menu_then_flow(choice.title or "Choose", choice.in_order())

    def end_turn(self) -> None:
        """`e`: end the Duckventurers' turn, asking first when dice would be lost."""
        if str(self.game.phase) != "act":
            self.run()
            return
        held = sum(len(d.dice) for d in self.game.ducks)
        if held:
            self.start(partial(self.confirm_end, held))
        else:
            self.run(EndTurn())

    async def confirm_end(self, held: int) -> None:
        from duckgeon_tui.tui.dialogs.card import cash_words  # the cards' words: when asked

        sure = await self.app.push_screen_wait(
            ConfirmDialog(
                "End the turn?",
                unused_dice_text(held, cash_words(self.game)),
            )
        )
        if sure:
            await self.step(EndTurn())

    def undo(self) -> None:
        """Take back the last choice (never a roll)."""
        game = self.game
        if not game.can_undo:
            self.notify("Nothing to undo (a roll can never be taken back).")
            return
        try:
            game.undo()
        except Exception as exc:  # an undo the engine refuses is shown, not raised
            self.notify(str(exc), severity="warning")
            return
        self.screen.write_log("info", "Undone.")
        self.autosave()  # Continue picks the game up as it stands after the undo
        self.screen.clear_choice()
        self.run()

    def all_actions(self) -> None:
        """`.`: every legal action now, in a menu (the dice to pick: one line)."""
        legal = self.game.legal_actions()
        items: list[MenuItem] = [a for a in legal if not isinstance(a, Pick)]
        if len(items) < len(legal):
            items.insert(0, PICK)
        items += missing_moves(self.game, self.screen.acting)
        self.menu_then_flow("Everything you can do now (its key in brackets)", items, keyed=True)

    def extra(self, which: str) -> None:
        """The shop or the quest map opened by its key; the flow goes on after it."""
        self.start(partial(self.extra_step, which))

    async def extra_step(self, which: str) -> None:
        await self.step(await self.open_extra(which))

    def show_hint(self) -> None:
        """Say what the party bot would do now, in the log and a notice."""
        action = self.hint_action()
        if action is None:
            self.notify("No hint now.")
            return
        words = describe_action(self.game, action)
        self.screen.note("hint", f"Hint: {words}")
        self.notify(f"{words}\n({HINT_KEYS[1]} plays it)", title="Hint", timeout=6)

    def take_hint(self) -> None:
        """Play the party bot's choice."""
        action = self.hint_action()
        if action is None:
            self.notify("No hint now.")
            return
        self.screen.note("hint", f"Hint played: {describe_action(self.game, action)}")
        self.run(action)

    def go_on(self) -> None:
        """`p`: go on with the turn; offered a way out of a Cleared room, stay this turn."""
        choice = self.screen.choice
        if choice.rooms:
            self.stay_turn = self.game.turn
        if choice.rooms or not choice.active:
            self.screen.clear_choice()
        self.closed = None
        self.run()

    def save_in_place(self) -> None:
        """Save the game where it is kept (a campaign's quest: the whole campaign), and say
        so (a failure: the banner says why)."""
        if self.autosave():
            self.notify(f"Saved {self.session.kept_in}.")

    def save(self, slot: str) -> None:
        """Write the game to a named slot, and say how that went."""
        try:
            self.session.save_to(slot)
        except (OSError, SaveError) as exc:
            reason = exc.reason if isinstance(exc, SaveError) else str(exc)
            self.notify(f"Could not save: {reason}", severity="error")
            return
        self.notify(f"Saved to '{slot}'.")


def refused_cards(game: Game, name: str) -> dict[str, Refused]:
    """Every card a FunkyDuck could activate, in hand order, with the line it shows while it
    cannot be activated now (why not, as the engine refuses it)."""
    return {
        card: Refused(
            card_group_label(game, name, card), card_refusal(game, name, card) or "not now"
        )
        for card in game.usable_cards(name)
    }


def refused_free(game: Game, name: str, why: str | None) -> dict[str, Refused]:
    """Every kind of free action, in the rules' order, with the line it shows while it cannot
    be taken now (the lines after it keep their numbers), that there is nothing to aim it at;
    or, when the Duckventurer may take no free Action at all, one line saying `why` (as the
    engine says)."""
    if why is not None:
        return {"none": Refused("Free action", why)}
    return {
        kind: Refused(FREE_WORDS[kind], why or nothing.format(name))
        for kind, nothing in FREE_NOTHING.items()
    }


def card_of(action: Action) -> str:
    """The Funkard a FunkyDuck is rolled for (its group in the menu)."""
    return (action.card or "") if isinstance(action, RollDie) else ""


def free_kind(game: Game, action: Action) -> str:
    """The group of a free action in the menu: its kind, or `disarm:<snare>` for an Interact
    with a Snare (named apart from the doors and chests)."""
    if not isinstance(action, FreeAction):
        return ""
    snare = snare_at(game, action.at) if action.kind == "interact" else None
    return f"disarm:{snare}" if snare else action.kind


def action_of(answer: object) -> Action | None:
    """A dialog's answer if it is an action (None for anything else: closed, a named entry)."""
    return answer if isinstance(answer, Action) else None
