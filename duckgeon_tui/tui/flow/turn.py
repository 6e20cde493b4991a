"""The dungeon's turn flow, one per game: it turns the players' keys, clicks and answers into
engine actions, applies them, then asks for whatever the new phase needs (questions, choosing
on the map) until the Duckventurers act. It asks and tells through a `Seat` (the dungeon screen
with its dialogs, or a test's scripted answers) and imports no Textual. Each piece runs in the
seat's one runner, and every unexpected error takes one way out (`failed`): an engine error goes
back to the last autosave, a file that cannot be written or read leaves the game as it is."""

from __future__ import annotations

import asyncio
import random
import traceback
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, assert_never

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
    Goose,
    IllegalAction,
    Leave,
    Phase,
    Pick,
    RankUp,
    RollDie,
    RollNeeded,
)
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.saves import SaveError
from duckgeon_tui.tui.card_words import cash_words
from duckgeon_tui.tui.describe import describe_action
from duckgeon_tui.tui.fight_words import cannot_use, fight_explanation, reach_words
from duckgeon_tui.tui.flow import map_choosing
from duckgeon_tui.tui.flow.beasties import beasties_turn, quiet_turn
from duckgeon_tui.tui.flow.loot import loot_total, pooled_shares
from duckgeon_tui.tui.flow.map_aims import first_stage, next_stage
from duckgeon_tui.tui.flow.map_choosing import NOTHING, AimGroup, Choice
from duckgeon_tui.tui.flow.menus import action_of, card_of, free_kind, refused_cards, refused_free
from duckgeon_tui.tui.flow.news import (
    Applied,
    LogLine,
    News,
    Notice,
    Offer,
    OpenLesson,
    SaveFailed,
    Severity,
    Signal,
    WatchRun,
    WentBack,
)
from duckgeon_tui.tui.flow.prompts import (
    CLOSED_DIALOGS,
    ESCAPE_QUESTION,
    HINT_KEYS,
    ROOM_TABLE_WORDS,
    card_group_label,
    closed_words,
    free_group_label,
    held_words,
    keyed_label,
    leave_question,
    menu_label,
    missing_moves,
    others_note,
    phase_prompt,
    unused_dice_text,
    why_not_walk,
)
from duckgeon_tui.tui.flow.questions import (
    AfterGame,
    AfterLesson,
    Choose,
    Confirm,
    GameOver,
    LessonOver,
    MenuItem,
    Named,
    PickDice,
    PrepareCard,
    QuestMap,
    Refused,
    RollTableDie,
    ShareDice,
    Shop,
    ShowBeasties,
    SplitLoot,
    TakeHint,
)
from duckgeon_tui.tui.flow.seat import Seat, Step
from duckgeon_tui.tui.menu_details import menu_detail
from duckgeon_tui.tui.room_states import rolls_again, shut_in
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.tutorial import place_of

if TYPE_CHECKING:
    from duckgeon_tui.engine.bot import PartyBot

Pos = tuple[int, int]
DEFAULT_PICK = ("walk", "fighter", "fighter", "duck", "loot", "funky")
FLOW_GUARD = 60
"""The most questions one flow asks in a row (a guard against a phase that never moves on)."""


class TurnFlow:
    """The turn flow of one game shown at a seat; holds the session (the game and where it is
    saved) and what the flow remembers between choices, never game state."""

    def __init__(self, seat: Seat, session: GameSession) -> None:
        self.seat = seat
        self.session = session
        self._bot: PartyBot | None = None
        self.hint: tuple[tuple[int, str, Phase], Action] | None = None
        self.last_pick: tuple[str, ...] = DEFAULT_PICK
        self.stay_turn: int | None = None
        """The turn the players chose to stay in a Cleared room (not asked where to go again)."""
        self.waiting = False
        """The flow stopped while another screen (Help ...) covered the dungeon."""
        self.no_escape_turn: int | None = None
        """The turn the players chose not to take the way out yet (not asked again)."""
        self.beasties: list[Event] = []
        """The Beasties' turn just played, shown before the flow asks anything else."""
        self.closed: tuple[int, Phase] | None = None
        """Where the players closed the question a phase asks (the game's log length and
        phase): it is asked again only by its key (`p`), never by itself after Help or the
        map."""

    @property
    def game(self) -> Game:
        """The engine game being played."""
        return self.session.game

    def tell(self, news: News) -> None:
        self.seat.tell(news)

    def notify(
        self,
        text: str,
        title: str = "",
        severity: Severity = "information",
        timeout: float | None = None,
    ) -> None:
        self.seat.tell(Notice(text, title, severity, timeout))

    def acting_duck(self) -> DuckState | None:
        """The Duckventurer the keys act for."""
        acting = self.seat.acting
        return self.game.duck(acting) if acting else None

    # The one runner and its one error path --------------------------------------------------

    def start(self, step: Step) -> None:
        """Run a piece of the flow in the seat's runner (a new piece cancels one still waiting
        on a question); an error it raises comes back to `failed`."""
        self.seat.start(step)

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
        self.tell(Signal.CHANGED)
        self.tell(SaveFailed(reason))

    def engine_failed(self, error: BaseException) -> None:
        """Show an unexpected engine error and go back to the last autosave."""
        detail = "".join(traceback.format_exception_only(type(error), error)).strip()
        self.tell(LogLine("error", f"Unexpected error: {detail}"))
        try:
            self.session = self.session.last_good()
            note = "The game goes on from the last autosave."
        except SaveError as err:
            note = f"The last autosave could not be opened either: {err.reason}."
        self.tell(WentBack("Something went wrong in the rules", detail, note))

    # Applying actions ------------------------------------------------------------------------

    def begin(self) -> None:
        """The game is in sight: a game continued at a corridor's far door shows that corridor
        as walked (its Strolling checks, what followed the party), then the flow goes on."""
        self.start(self.first_step)

    async def first_step(self) -> None:
        events = self.session.events
        walked = [i for i, e in enumerate(events) if e.kind == EventKind.CORRIDOR]
        if walked and self.game.phase == Phase.ROOM_TABLE:
            await self.seat.show_walk(events[walked[-1] :], animate=False)
        await self.advance()

    def run(self, action: Action | None = None) -> None:
        """Apply an action (if any), then ask whatever the new phase asks."""
        self.start(partial(self.step, action))

    async def step(self, action: Action | None) -> None:
        if action is not None and not await self.perform(action):
            return
        await self.advance()

    def apply_now(self, action: Action) -> bool:
        """Apply an action that rolls nothing (a give, a take, a purchase: the dialog asking it
        stays open); False if refused. Its autosave is written beside the flow, in a thread."""
        try:
            events = self.session.apply(action, save=False)
            write = self.session.autosave_later()
        except (IllegalAction, RollNeeded) as exc:
            self.notify(str(exc), severity="warning")
            return False
        except Exception as exc:  # the questions' own way in: the same error path as the flow's
            self.failed(exc)
            return False
        self.tell(Applied(tuple(events)))
        self.tell(Signal.CHANGED)
        self.seat.alongside(partial(self.write_alongside, write))
        return True

    async def perform(self, action: Action) -> bool:
        """Apply an action, asking for real dice faces in physical-dice mode; a corridor walked
        is shown before the flow goes on."""
        while True:
            try:
                events = self.session.apply(action, save=False)
            except RollNeeded as need:
                request = need.request
                face = await self.seat.ask(
                    RollTableDie(request.prompt(), tuple(request.faces_so_far))
                )
                if face is None:
                    return False
                action = action.with_dice((*action.dice, face))
                continue
            except IllegalAction as exc:
                self.notify(str(exc), title="Not allowed", severity="warning")
                return False
            self.tell(Applied(tuple(events)))
            if isinstance(action, EndTurn):
                self.beasties = beasties_turn(self.game, events)
                if not self.beasties and (quiet := quiet_turn(self.game)) is not None:
                    self.tell(LogLine("beastie", quiet, kept=True))
            self.tell(Offer(NOTHING))
            self.tell(Signal.CHANGED)
            await self.write_autosave()
            await self.seat.show_walk(events, animate=True)
            return True

    async def advance(self) -> None:
        """Ask for each choice the phase needs until the Duckventurers act (or the game ends);
        stop while something else (Help ...) covers the game: the flow goes on after it."""
        for _ in range(FLOW_GUARD):
            if self.seat.covered():
                self.waiting = True
                return
            if self.beasties:  # what they did, the room in sight, before the next question
                shown, self.beasties = self.beasties, []
                over = self.game.outcome is not None
                history = await self.seat.ask(ShowBeasties(tuple(shown), over))
                if history is None and self.game.phase in CLOSED_DIALOGS:
                    # Escape: the room in sight; p goes on with the turn
                    self.closed = self.place()
                    self.tell(Signal.CHANGED)
                    self.tell(Offer(Choice(words=closed_words(self.game.phase))))
                    return
                if history:
                    self.tell(Signal.HISTORY)  # the flow goes on once it is closed
                continue
            phase = self.game.phase
            self.tell(Signal.CHANGED)
            match phase:
                case Phase.ACT:
                    return
                case Phase.WALK:
                    self.start_walk()
                    return
                case Phase.OVER:
                    await self.game_over()
                    return
                case Phase.PICK if self.may_escape():
                    if await self.offer_escape() and not await self.perform(Escape()):
                        return
                    continue
                case Phase.PICK if self.wants_to_leave():
                    self.offer_leaving()
                    return
                case _:
                    pass
            if self.closed == self.place():
                self.tell(Offer(Choice(words=closed_words(phase))))
                return
            action = await self.ask_for(phase)
            if action is None:
                self.closed = self.place()
                self.tell(Offer(Choice(words=closed_words(phase))))
                return
            if not await self.perform(action):
                return

    def place(self) -> tuple[int, Phase]:
        """Where the game stands: its log's length and its phase."""
        return len(self.game.log), self.game.phase

    def resume(self) -> None:
        """What covered the game closed: go on where the flow stopped."""
        if self.waiting:
            self.waiting = False
            self.run()

    # What each phase asks ----------------------------------------------------------------------

    async def ask_for(self, phase: Phase) -> Action | None:
        """The question of a phase; its answer is a legal action (None: not now)."""
        game = self.game
        legal = game.legal_actions()
        match phase:
            case Phase.PICK:
                return await self.ask_pick([a for a in legal if not isinstance(a, Pick)])
            case Phase.SHARE:
                return await self.or_hint(await self.seat.ask(ShareDice()))
            case Phase.LOOT_SPLIT:
                total = loot_total(self.session.events)
                names = tuple(d.name for d in game.ducks)
                shares, why = pooled_shares(game, total)
                split = SplitLoot(total, names, (tuple(shares), why))
                return await self.or_hint(await self.seat.ask(split))
            case Phase.ROOM_TABLE | Phase.GOOSE_SIGN | Phase.ROLL | Phase.LOOT_ROLL:
                explain = ROOM_TABLE_WORDS if phase == Phase.ROOM_TABLE else ""
            case Phase.ACT | Phase.WALK | Phase.OVER:
                explain = ""
            case _:
                assert_never(phase)
        title, note = phase_prompt(game, phase, self.seat.last_roll, self.seat.walk)
        return action_of(await self.choose(title, legal, note, explain))

    async def or_hint(self, answer: Action | TakeHint | None) -> Action | None:
        """An answer's action, or the hint's when the players asked for it."""
        return await self.hint_action() if isinstance(answer, TakeHint) else answer

    async def ask_pick(self, others: list[Action]) -> Action | None:
        """The dice picker; from it, the turn's other actions, the shop or the quest map."""
        count = self.game.dice_to_pick
        note = "\n".join(t for t in (shut_in(self.game), others_note(others)) if t)
        question = PickDice(count, self.last_pick[:count], note, shop=self.shop_open())
        answer: MenuItem | TakeHint | None = await self.seat.ask(question)
        if answer is Named.OTHER:
            answer = await self.choose("This turn, before the dice", self.other_choices(others))
        if isinstance(answer, TakeHint):
            return await self.hint_action()
        if answer is Named.SHOP or answer is Named.MAP:
            return await self.shop_or_map(answer)
        if isinstance(answer, Pick):
            self.last_pick = answer.picked
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
            label = partial(keyed_label, self.game, acting=self.seat.acting)
        else:
            label = partial(menu_label, self.game)
        lines = tuple((label(item), item) for item in items)
        fights = [i for i in items if isinstance(i, RollDie) and i.die == "fighter"]
        if fights and not explain:
            explain = fight_explanation(self.game, fights[0].who)
        details = tuple(menu_detail(self.game, item) for item in items)
        answer = await self.seat.ask(Choose(title, lines, note, explain, details))
        if isinstance(answer, TakeHint):
            hint = await self.hint_action()
            if hint is None:
                self.notify("No hint now: choose from the menu (p opens it again).")
            return hint
        return answer

    async def hint_action(self) -> Action | None:
        """The party bot's choice now (None when it has none, e.g. after the game). The bot
        thinks on a copy of the game in a thread: the keys still repaint meanwhile."""
        game = self.game
        if game.outcome is not None:
            return None
        key = self.hint_key()
        if self.hint is not None and self.hint[0] == key:
            return self.hint[1]
        bot, thinking = self.bot(), game.copy()
        try:
            action = await asyncio.to_thread(bot.choose, thinking)
        except Exception:  # a bot without an idea gives no hint; the game is untouched
            return None
        if self.hint_key() != key or not self.game.is_legal(action):
            return None  # never a hint that the rules then refuse (it would do nothing)
        self.hint = (key, action)
        return action

    def hint_key(self) -> tuple[int, str, Phase]:
        """Where the game stands, for the hint: its log's length, last action and phase."""
        log = self.game.log
        return len(log), str(log[-1]) if log else "", self.game.phase

    def bot(self) -> PartyBot:
        """The party bot that gives the hints, made (and its rules loaded) at the first hint:
        the game's first prompt needs none."""
        if self._bot is None:
            from duckgeon_tui.engine.bot import PartyBot  # at the first hint

            self._bot = PartyBot(random.Random(self.session.game.seed))
        return self._bot

    def other_choices(self, others: list[Action]) -> list[MenuItem]:
        """The turn's other actions: the shop and the quest map first, then the rest."""
        rest: list[MenuItem] = [a for a in others if not isinstance(a, (Buy, RankUp))]
        extra: list[MenuItem] = [Named.SHOP] if self.shop_open() else []
        return [*extra, Named.MAP, *rest]

    def shop_open(self) -> bool:
        """Whether something can be bought or a Rank reached now."""
        if self.game.phase != Phase.PICK:
            return False
        return any(isinstance(a, (Buy, RankUp)) for a in self.game.legal_actions())

    async def open_extra(self, which: Named) -> Action | None:
        """The shop or the quest map; the action it answers (a Leave, the hint) or None."""
        if which is Named.SHOP:
            shopped = await self.seat.ask(Shop())
            return await self.hint_action() if isinstance(shopped, TakeHint) else None
        left = await self.seat.ask(QuestMap())
        if isinstance(left, Leave) and not await self.sure_to_leave(left):
            return None
        return await self.or_hint(left)

    async def shop_or_map(self, which: Named) -> Action | None:
        """Open the shop or the quest map from the dice picker; then pick again (or leave)."""
        answer = await self.open_extra(which)
        if answer is not None or which is Named.MAP:
            return answer  # the map closed: the room shows (p picks the dice)
        return await self.ask_for(self.game.phase)

    async def game_over(self) -> None:
        """Write the autosave and summary, show it, and go where the players say."""
        await self.write_autosave()
        if self.session.lesson is not None:
            await self.lesson_over()
            return
        summary = self.session.summary()
        answer = await self.seat.ask(GameOver(summary))
        if answer is AfterGame.QUIT:
            self.tell(Signal.QUIT)
            return
        if answer is AfterGame.REPLAY:
            self.tell(WatchRun(summary))
        elif answer is AfterGame.HALL:
            self.tell(Signal.HALL)
        self.tell(Signal.CLOSE)

    async def lesson_over(self) -> None:
        """A lesson is over: say what it taught, then the next lesson, again, or back."""
        scenario, outcome = self.game.scenario, self.game.outcome
        assert scenario is not None and scenario.lesson is not None and outcome is not None
        try:
            index, following = place_of(self.session.content, scenario.id)
        except ContentErrors:  # the lesson files changed under the game: no next lesson
            index, following = -1, None
        title = None if following is None else following.lesson.title
        question = LessonOver(scenario.lesson, outcome.won, outcome.text, title)
        answer = await self.seat.ask(question)
        if answer is AfterLesson.NEXT and following is not None:
            self.tell(OpenLesson(index + 1))
        elif answer is AfterLesson.AGAIN and index >= 0:
            self.tell(OpenLesson(index))
        else:
            if answer is AfterLesson.LESSONS:
                self.tell(OpenLesson(None))
            self.tell(Signal.CLOSE)

    def autosave(self) -> bool:
        """Write the autosave now (on quit, a Save key); False when it failed (the banner says
        why: a failed save is never raised, and nothing is rolled back)."""
        saved = self.session.autosave()
        self.tell(Signal.SAVING)
        return saved

    async def write_autosave(self) -> bool:
        """Write the autosave of the game as it stands, the files written (and synced to the
        disk) in a thread: the keys still repaint meanwhile. False when it failed."""
        return await self.written(self.session.autosave_later())

    async def written(self, write: Callable[[], bool]) -> bool:
        """Write a save made before in a thread (saves keep the order they were made in,
        `GameSession.order`), then show how saving stands. False when it failed."""
        saved = await asyncio.to_thread(write)
        self.tell(Signal.SAVING)
        return saved

    async def write_alongside(self, write: Callable[[], bool]) -> None:
        """Write a save beside the flow: an error on the way takes the flow's one way out (a
        file that cannot be written is told as such, never as an engine error)."""
        try:
            await self.written(write)
        except Exception as exc:
            self.failed(exc)

    async def prepare(self) -> Action | None:
        """The Prepare question for the acting Duckventurer; the Prepare chosen (or None)."""
        who = self.seat.acting or ""
        prepares = tuple(
            a
            for a in self.game.legal_actions()
            if isinstance(a, FreeAction) and a.who == who and a.kind == "prepare" and a.card
        )
        return await self.or_hint(await self.seat.ask(PrepareCard(who, prepares)))

    # Choosing on the map -----------------------------------------------------------------------

    def offer_on_map(
        self, what: str, actions: Sequence[Action], sight: Iterable[Pos] = (), legend: str = ""
    ) -> bool:
        """Mark where the actions aim (their targets first); False when none aims at a space."""
        choice = map_choosing.aimed(self.game, what, actions, sight, legend)
        if choice is None:
            return False
        self.tell(Offer(choice))
        return True

    def start_walk(self) -> None:
        """A DuckWalk was rolled: mark where the Duckventurer may end and wait for a space."""
        who = self.game.active or self.seat.acting or ""
        self.tell(Offer(map_choosing.walking(self.game, who)))

    def leaves_now(self) -> list[Leave]:
        """The ways out of the room the party may take now (a Cleared room, before the dice)."""
        if self.game.phase != Phase.PICK:
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
        title, question = ESCAPE_QUESTION
        sure = await self.seat.ask(Confirm(title, question, yes="Escape!", no="Not yet"))
        if not sure:
            self.no_escape_turn = self.game.turn
        return bool(sure)

    def offer_leaving(self) -> None:
        """Mark the doors that lead on and the rooms behind them on the quest map panel."""
        choice = map_choosing.leaving(self.game, self.leaves_now(), self.seat.panel_shown())
        self.tell(Offer(choice))

    def choose_at(self, pos: Pos) -> None:
        """The players chose a space while choosing: apply the action aimed there (a card that
        moves its target asks where to, next)."""
        choice = self.seat.choice
        options = choice.options.get(pos)
        if not options:
            if choice.stage == "walk":
                who = self.game.active or self.seat.acting or "The Duckventurer"
                self.notify(why_not_walk(self.game, who, pos))
            else:
                self.notify("Not a space you can choose now (the marked spaces only).")
            return
        if next_stage(self.game, options, choice.stage) == "dest":
            self.tell(Offer(map_choosing.destinations(self.game, choice.title, options)))
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
        (a key meant for another question may be one) asks first."""
        rooms = self.seat.choice.rooms
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
        sure = await self.seat.ask(Confirm(title, question, yes="Set off (y)", no="Stay (n)"))
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
        back = self.seat.choice if back is None else back
        self.start(partial(self.menu_step, title, items, back, keyed))

    async def menu_step(
        self, title: str, items: Sequence[MenuItem], back: Choice, keyed: bool
    ) -> None:
        chosen = await self.choose(title, items, keyed=keyed)
        if chosen is Named.PICK:  # the dice picker, as `p` opens it
            self.closed = None
            await self.advance()
            return
        if chosen is Named.PREPARE:
            chosen = await self.prepare()
        if isinstance(chosen, AimGroup):
            self.offer_on_map(chosen.title, chosen.options)
            return
        action = action_of(chosen)
        if action is None:
            # Closed: back to the step in progress (a walk's spaces), else to nothing.
            self.tell(Offer(back if back.active else NOTHING))
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
        back = self.seat.choice
        # While the menu is open, the map already shows where its entries aim.
        self.tell(Offer(map_choosing.preview(self.game, aimed)))
        self.menu_then_flow(title, entries, back)

    # What the keys do ----------------------------------------------------------------------------

    def use_die(self, index: int) -> None:
        """A digit: the acting Duckventurer uses that held die (or, leaving a Cleared room, the
        party sets off toward the room of that number)."""
        game = self.game
        if self.seat.choice.rooms:
            self.go_to_room(index + 1, by_key=True)
            return
        duck = self.acting_duck()
        if game.phase != Phase.ACT or duck is None:
            self.run()
            return
        if not 0 <= index < len(duck.dice):
            self.notify(held_words(duck.name, len(duck.dice)))
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
        duck = self.acting_duck()
        if duck is None:
            return
        options = [
            a for a in self.game.legal_actions() if isinstance(a, FreeAction) and a.who == duck.name
        ]
        # Cards to Prepare come in their own question; a quest ritual is chosen on the map.
        aimed = [a for a in options if a.kind != "prepare" or a.at is not None]
        prepare = [Named.PREPARE] if len(aimed) < len(options) else []
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
        choice = self.seat.choice
        if not choice.active:
            self.notify("Nothing is being chosen on the map now.")
            return
        self.menu_then_flow(choice.title or "Choose", choice.in_order())

    def end_turn(self) -> None:
        """`e`: end the Duckventurers' turn, asking first when dice would be lost."""
        if self.game.phase != Phase.ACT:
            self.run()
            return
        held = sum(len(d.dice) for d in self.game.ducks)
        if held:
            self.start(partial(self.confirm_end, held))
        else:
            self.run(EndTurn())

    async def confirm_end(self, held: int) -> None:
        words = unused_dice_text(held, cash_words(self.game))
        if await self.seat.ask(Confirm("End the turn?", words)):
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
        self.tell(LogLine("info", "Undone."))
        self.tell(Offer(NOTHING))
        self.start(self.after_undo)

    async def after_undo(self) -> None:
        await self.write_autosave()  # Continue picks the game up as it stands after the undo
        await self.advance()

    def all_actions(self) -> None:
        """`.`: every legal action now, in a menu (the dice to pick: one line)."""
        legal = self.game.legal_actions()
        items: list[MenuItem] = [a for a in legal if not isinstance(a, Pick)]
        if len(items) < len(legal):
            items.insert(0, Named.PICK)
        items += missing_moves(self.game, self.seat.acting)
        self.menu_then_flow("Everything you can do now (its key in brackets)", items, keyed=True)

    def extra(self, which: Named) -> None:
        """The shop or the quest map opened by its key; the flow goes on after it."""
        self.start(partial(self.extra_step, which))

    async def extra_step(self, which: Named) -> None:
        await self.step(await self.open_extra(which))

    def show_hint(self) -> None:
        """Say what the party bot would do now, in the log and a notice (beside the flow: a
        question waiting stays open)."""
        self.seat.beside(self.say_hint)

    async def say_hint(self) -> None:
        action = await self.hint_action()
        if action is None:
            self.notify("No hint now.")
            return
        words = describe_action(self.game, action)
        self.tell(LogLine("hint", f"Hint: {words}", kept=True))
        self.notify(f"{words}\n({HINT_KEYS[1]} plays it)", title="Hint", timeout=6)

    def take_hint(self) -> None:
        """Play the party bot's choice."""
        self.start(self.play_hint)

    async def play_hint(self) -> None:
        action = await self.hint_action()
        if action is None:
            self.notify("No hint now.")
            return
        self.tell(LogLine("hint", f"Hint played: {describe_action(self.game, action)}", kept=True))
        await self.step(action)

    def go_on(self) -> None:
        """`p`: go on with the turn; offered a way out of a Cleared room, stay this turn."""
        choice = self.seat.choice
        if choice.rooms:
            self.stay_turn = self.game.turn
        if choice.rooms or not choice.active:
            self.tell(Offer(NOTHING))
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
