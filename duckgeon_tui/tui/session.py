"""One game being played: the engine game, and how it is saved, autosaved and summarised."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from duckgeon_tui import saves
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.errors import ContentErrors
from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Event, Game, IllegalAction, Options
from duckgeon_tui.engine.lessons import LessonGuide
from duckgeon_tui.printable import shown
from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.saves import AUTOSAVE, LESSON_SLOT, SaveError, SaveStore, SaveWriteError
from duckgeon_tui.saves.store import AUTOSAVE_FILE, check_content, now_iso
from duckgeon_tui.tui.launch import DUCK_NAMES, NewGameSpec
from duckgeon_tui.tui.log_notes import LogNote, notes_data, notes_from
from duckgeon_tui.tui.save_order import SaveOrder
from duckgeon_tui.tui.scenario_files import read_scenario_file

# The save models (pydantic: `saves.SaveFile`, ...) load at the first autosave, once the game's
# first prompt is on the screen; a built dungeon's builder and the checks of a saved game, when
# one is asked for.
if TYPE_CHECKING:
    from duckgeon_tui.content.scenario import Scenario
    from duckgeon_tui.saves.models import ClockSummary, ModRef, RunSummary, SaveFile


def mod_refs(content: Content) -> list[ModRef]:
    """The mods of the loaded content, as a save records them."""
    return [saves.ModRef(id=m.id, version=m.version) for m in content.mods]


def clock_summary(game: Game) -> ClockSummary | None:
    """The run summary's record of the quest's clock (None: the quest has no clock)."""
    clock, view = game.quest.clock, game.clock()
    if clock is None or view is None:
        return None
    names = {mark.at: mark.name for mark in clock.marks}
    went_off = [names[at] for at in game.tally.clock_marks if at in names]
    ran_out = view.loses and view.value >= view.length
    return saves.ClockSummary(
        name=view.name, value=view.value, length=view.length, went_off=went_off, ran_out=ran_out
    )


def dungeon_seed(game: Game) -> int | None:
    """The seed the game's dungeon was built with, or None on the quest's own layout."""
    return None if game.dungeon is None else game.dungeon.seed


def claim_slot(store: SaveStore, wanted: str = AUTOSAVE) -> tuple[str, str]:
    """The autosave slot a game gets (`wanted` unless another game holds it), and what to tell
    the player when it is another one."""
    slot = store.claim(wanted)
    if slot == wanted:
        return slot, ""
    return slot, (
        f"Another Duckgeon game is playing in the save '{wanted}' of this folder: this game "
        f"autosaves to '{slot}'."
    )


def replayed_events(content: Content, state: dict[str, Any]) -> list[Event]:
    """The events of a saved game, told again by replaying its action log from its setup (the
    message log of a game continued); none when the log cannot be replayed."""
    try:
        setup = dict(state["setup"])
        setup["options"] = {**setup.get("options", {}), "undo": False}  # no snapshots: faster
        game = Game.replay(content, setup, [])
        return [event for action in state.get("log", []) for event in game.apply(action)]
    except Exception:  # a log that no longer replays tells nothing; the game itself is fine
        return []


def replay_data(game: Game, content: Content) -> dict[str, Any]:
    """What rebuilds a game to watch it again: its setup, its actions, the content it needs."""
    data = game.to_json()
    return {"setup": data["setup"], "log": data["log"], "fingerprint": content.fingerprint}


def new_game(content: Content, spec: NewGameSpec) -> Game:
    """The game `spec` asks for (the quest's party when it names none), not yet saved:
    ValueError says why the quest, the dungeon or the party cannot be played."""
    if spec.quest not in content.quests:
        known = ", ".join(sorted(content.quests)) or "none"
        raise ValueError(f"there is no quest '{shown(spec.quest)}' (quests: {known})")
    party = list(spec.party)
    if not party:
        quest = content.quests[spec.quest]
        party = [
            PartyMember(name, class_id)
            for name, class_id in zip(DUCK_NAMES, quest.default_party, strict=False)
        ]
    options = Options(
        omens=spec.omens if content.quests[spec.quest].omens == "optional" else None,
        physical_dice=spec.physical_dice,
        undo=True,
    )
    dungeon = None
    if spec.dungeon == "random":
        from duckgeon_tui.engine.dungeon_build import build_dungeon  # when one is asked for

        seed = spec.seed if spec.dungeon_seed is None else spec.dungeon_seed
        dungeon = build_dungeon(content, spec.quest, seed)
    try:
        return Game.new(
            content, spec.quest, party, seed=spec.seed, options=options, dungeon=dungeon
        )
    except IllegalAction as exc:  # a built dungeon that fails is a ValueError already
        raise ValueError(str(exc)) from None


def scenario_game(content: Content, spec: NewGameSpec) -> tuple[Game, Scenario]:
    """The game of the scenario file `spec` names, and the scenario (ValueError says what
    does not fit)."""
    assert spec.scenario is not None
    try:
        scenario = read_scenario_file(spec.scenario, content)
        options = Options(physical_dice=spec.physical_dice, undo=True)
        return Game.from_scenario(content, scenario, options), scenario
    except ContentErrors as exc:
        raise ValueError(f"the scenario does not fit the game:\n{exc}") from None
    except IllegalAction as exc:
        raise ValueError(str(exc)) from None


@dataclass
class GameSession:
    """The engine game plus where it is saved; the app reads the game, never copies it.

    A failed autosave never stops the game: it is kept in `save_failure` (until a write
    succeeds again) and the next autosave tries again."""

    content: Content
    game: Game
    store: SaveStore
    created_at: str
    animation: bool = True
    players: tuple[str, ...] = ()
    summary_written: bool = False
    events: list[Event] = field(default_factory=list)
    slot: str = AUTOSAVE
    """The slot this game autosaves to (held for it: no other game writes there)."""
    slot_note: str = ""
    """Why the game autosaves to another slot than `autosave`, for the player (or empty)."""
    save_failure: SaveWriteError | None = None
    """Why the last autosave failed, while saving fails (None once a write succeeds)."""
    lesson: LessonGuide | None = None
    """The prompts of a Learn to play lesson, following the game (None for any other game)."""
    finished_at: str | None = None
    """When the game ended (None while it goes on): a game continued after its end keeps it."""
    acting: str | None = None
    """Whom the players' keys act for (the screen's choice, saved with the game)."""
    notes: list[LogNote] = field(default_factory=list)
    """The log's lines that are no event (hints), saved with the game."""
    order: SaveOrder = field(default_factory=SaveOrder, repr=False, compare=False)
    """The order its autosaves are written in (by the flow's thread, or the app's on quitting)."""

    @classmethod
    def new(cls, content: Content, spec: NewGameSpec, store: SaveStore) -> GameSession:
        """Start a new game of a quest with a party (the quest's party when none is given).

        Nothing is written yet: the caller makes the first `autosave()` (the app does it just
        after the dungeon's first frame is on the screen)."""
        if spec.scenario is not None:
            return cls.from_scenario(content, spec, store)
        game = new_game(content, spec)
        players = tuple(dict.fromkeys(d.player for d in game.state.ducks))
        slot, note = claim_slot(store)
        return cls(
            content, game, store, now_iso(), spec.animation, players, slot=slot, slot_note=note
        )

    @classmethod
    def from_scenario(cls, content: Content, spec: NewGameSpec, store: SaveStore) -> GameSession:
        """A new game from the scenario file of `spec` (ValueError says what does not fit)."""
        game, scenario = scenario_game(content, spec)
        players = tuple(dict.fromkeys(d.player for d in scenario.party))
        guide = None if scenario.lesson is None else LessonGuide(scenario.lesson)
        slot, note = claim_slot(store, AUTOSAVE if guide is None else LESSON_SLOT)
        return cls(
            content,
            game,
            store,
            now_iso(),
            spec.animation,
            players,
            slot=slot,
            slot_note=note,
            lesson=guide,
        )

    @classmethod
    def from_save(
        cls, content: Content, save: SaveFile, store: SaveStore, slot: str = ""
    ) -> GameSession:
        """Continue a saved game (from `slot`); SaveError when its content or mods are not the
        loaded ones, or when anything in it does not fit the content."""
        from duckgeon_tui.saves.fit import describe, save_misfits  # when a save is opened

        name = slot or save.header.quest
        check_content(save, content.fingerprint, mod_refs(content), slot=name)
        try:
            game = Game.from_json(content, save.state)
        except Exception as exc:  # a state the engine refuses is a damaged save
            raise SaveError(name, f"the saved game does not fit the content: {exc}") from None
        problems = save_misfits(save, game)
        if problems:
            raise SaveError(name, f"the saved game does not fit the content: {describe(problems)}")
        lesson = None if game.scenario is None else game.scenario.lesson
        guide = None
        if lesson is not None:
            guide = LessonGuide(lesson)
            guide.catch_up(str(game.phase))
        # A game continued from an autosave slot goes on saving there (unless another holds
        # it); a lesson, in the lessons' slot.
        wanted = slot if AUTOSAVE_FILE.match(slot + ".json") else AUTOSAVE
        autosave, note = claim_slot(store, wanted if guide is None else LESSON_SLOT)
        header = save.header
        # A game over saved before saves kept its end: it ended when it was saved.
        ended = header.finished_at or (header.saved_at if game.outcome is not None else None)
        events = replayed_events(content, save.state)
        acting = save.options.get("acting")
        return cls(
            content,
            game,
            store,
            save.header.created_at,
            save.options.get("animation", True),
            tuple(save.header.players),
            events=events,
            slot=autosave,
            slot_note=note,
            lesson=guide,
            finished_at=ended,
            acting=acting if any(d.name == acting for d in game.state.ducks) else None,
            notes=notes_from(save.options.get("notes"), len(events)),
        )

    @property
    def kills(self) -> int:
        """Beasties slain so far."""
        return self.game.tally.kills

    @property
    def loot(self) -> int:
        """Loot the party has won so far (rolled from Loot Pools, and given or taken by cards)."""
        tally = self.game.tally
        return max(0, tally.loot_rolled + tally.loot_from_effects)

    # Playing -----------------------------------------------------------------------------

    def apply(self, action: Any, save: bool = True) -> list[Event]:
        """Apply an action (IllegalAction / RollNeeded pass through) and autosave the game as
        it now stands (a failed autosave is kept in `save_failure`, never raised); `save`
        False: the caller autosaves (`autosave_later`)."""
        events = self.game.apply(action)
        self.events.extend(events)
        if self.lesson is not None:
            self.lesson.follow(str(self.game.phase), events)
        if save:
            self.autosave()
        return events

    def ended_at(self) -> str | None:
        """When the game ended: the first time it is seen over (None while it goes on)."""
        if self.game.outcome is None:
            return None
        if self.finished_at is None:
            self.finished_at = now_iso()
        return self.finished_at

    # Saving ------------------------------------------------------------------------------

    def to_save(self) -> SaveFile:
        """The game as a save file."""
        game = self.game
        quest = game.quest
        header = saves.SaveHeader(
            quest=quest.id,
            quest_name=quest.name,
            party=list(game.party),
            players=list(self.players),
            turn=game.turn,
            seed=game.seed,
            dungeon_seed=dungeon_seed(game),
            phase=str(game.phase),
            created_at=self.created_at,
            saved_at=now_iso(),
            finished_at=self.ended_at(),
        )
        return saves.SaveFile(
            header=header,
            content_fingerprint=self.content.fingerprint,
            mods=mod_refs(self.content),
            options={
                "animation": self.animation,
                "acting": self.acting,
                "notes": notes_data(self.notes),
            },
            state=game.to_json(),
        )

    @property
    def kept_in(self) -> str | None:
        """What a Save writes when the game is part of something larger (a campaign), in
        words; None: Save asks the player for a slot."""
        return None

    def save_to(self, slot: str) -> None:
        """Write the game to a named slot (SaveWriteError saying why it could not)."""
        self.store.write(slot, self.to_save())

    def autosave(self) -> bool:
        """Write the autosave (the previous one becomes its backup) and, once the game is over,
        its summary. False when the write failed: why is in `save_failure`, and the next
        autosave tries again. Never raises for a write that failed."""
        return self.autosave_later()()

    def autosave_later(self) -> Callable[[], bool]:
        """The autosave of the game as it stands now, written when called (`autosave`): the
        flow calls it in a thread, so that the writes and their fsyncs leave the keys free.
        Saves are written in the order they were made (`order`), whatever thread writes them."""
        write_save, store = self.save_writer(), self.store
        # A lesson is no run of the game: it leaves the run summaries alone.
        ended = self.game.outcome is not None and not self.summary_written and not self.lesson
        summary = self.summary() if ended else None

        def write() -> bool:
            try:
                write_save()
                if summary is not None and not self.summary_written:
                    store.write_run_summary(summary)
                    self.summary_written = True
            except SaveWriteError as exc:
                self.save_failure = exc
                return False
            self.save_failure = None
            return True

        return self.order.in_order(write)

    def save_writer(self) -> Callable[[], object]:
        """The game's save, made now, and what writes it when called (SaveWriteError when it
        cannot be written)."""
        save, store, slot = self.to_save(), self.store, self.slot
        return lambda: store.write(slot, save)

    def save_elsewhere(self, folder: Path) -> Path:
        """Save the game in another saves folder, and autosave there from now on (the way out
        when the folder in use cannot be written); SaveWriteError when that one fails too."""
        store = SaveStore(folder)
        slot, note = claim_slot(store)
        path = store.write(slot, self.to_save())
        self.store, self.slot, self.slot_note, self.save_failure = store, slot, note, None
        return path

    def last_good(self) -> GameSession:
        """The game as it stood at the last autosave (after an unexpected engine error)."""
        save = self.store.load(self.slot)
        session = GameSession.from_save(self.content, save, self.store, self.slot)
        session.order = self.order  # the saves still being written stay in order with its own
        return session

    def summary(self) -> RunSummary:
        """The run summary of a finished game (or how it stands now)."""
        game = self.game
        outcome = game.outcome
        return saves.RunSummary(
            quest=game.quest.id,
            quest_name=game.quest.name,
            party=list(game.party),
            outcome="victory" if outcome and outcome.won else "defeat",
            cause=outcome.text if outcome else "the game was abandoned",
            turns=game.turn,
            kills=self.kills,
            loot=self.loot,
            booster_step=game.booster_step if game.quest.booster_wooster is not None else None,
            booster_start=game.booster_start,
            clock=clock_summary(game),
            fallen=[d.name for d in game.ducks if d.f <= 0],
            seed=game.seed,
            dungeon_seed=dungeon_seed(game),
            mods=mod_refs(self.content),
            started_at=self.created_at,
            finished_at=self.ended_at() or now_iso(),
            messages=[event.text for event in self.events],
            replay=replay_data(game, self.content),
        )
