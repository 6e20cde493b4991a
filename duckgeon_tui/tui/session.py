"""One game being played: the engine game, and how it is saved, autosaved and summarised."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.saves import AUTOSAVE, SaveError, SaveStore
from duckgeon_tui.saves.models import ModRef, RunSummary, SaveFile, SaveHeader
from duckgeon_tui.saves.store import check_content, now_iso
from duckgeon_tui.tui.launch import DUCK_NAMES, NewGameSpec

if TYPE_CHECKING:
    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.engine import Event, Game


def mod_refs(content: Content) -> list[ModRef]:
    """The mods of the loaded content, as a save records them."""
    return [ModRef(id=m.id, version=m.version) for m in content.mods]


def dungeon_seed(game: Game) -> int | None:
    """The seed the game's dungeon was built with, or None on the quest's own layout."""
    return None if game.dungeon is None else game.dungeon.seed


@dataclass
class GameSession:
    """The engine game plus where it is saved; the app reads the game, never copies it."""

    content: Content
    game: Game
    store: SaveStore
    created_at: str
    animation: bool = True
    players: tuple[str, ...] = ()
    summary_written: bool = False
    events: list[Event] = field(default_factory=list)

    @classmethod
    def new(cls, content: Content, spec: NewGameSpec, store: SaveStore) -> GameSession:
        """Start a new game of a quest with a party (the quest's party when none is given).

        Nothing is written yet: the caller makes the first `autosave()` (the app does it just
        after the dungeon's first frame is on the screen)."""
        from duckgeon_tui.engine import Game, Options

        if spec.quest not in content.quests:
            known = ", ".join(sorted(content.quests)) or "none"
            raise ValueError(f"there is no quest '{spec.quest}' (quests: {known})")
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
            from duckgeon_tui.engine.dungeon_build import build_dungeon

            seed = spec.seed if spec.dungeon_seed is None else spec.dungeon_seed
            dungeon = build_dungeon(content, spec.quest, seed)
        game = Game.new(
            content, spec.quest, party, seed=spec.seed, options=options, dungeon=dungeon
        )
        players = tuple(dict.fromkeys(p.player for p in party))
        return cls(content, game, store, now_iso(), spec.animation, players)

    @classmethod
    def from_save(cls, content: Content, save: SaveFile, store: SaveStore) -> GameSession:
        """Continue a saved game; SaveError when its content or mods are not the loaded ones."""
        from duckgeon_tui.engine import Game

        check_content(save, content.fingerprint, mod_refs(content), slot=save.header.quest)
        try:
            game = Game.from_json(content, save.state)
        except Exception as exc:  # a state the engine refuses is a damaged save
            raise SaveError(save.header.quest, f"the saved game does not fit ({exc})") from None
        animation = bool(save.options.get("animation", True))
        return cls(
            content, game, store, save.header.created_at, animation, tuple(save.header.players)
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

    def apply(self, action: Any) -> list[Event]:
        """Apply an action (IllegalAction / RollNeeded pass through); autosave on a new turn."""
        turn = self.game.turn
        events = self.game.apply(action)
        self.events.extend(events)
        if self.game.turn != turn or self.game.outcome is not None:
            self.autosave()
        return events

    # Saving ------------------------------------------------------------------------------

    def to_save(self) -> SaveFile:
        """The game as a save file."""
        game = self.game
        quest = game.quest
        header = SaveHeader(
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
        )
        return SaveFile(
            header=header,
            content_fingerprint=self.content.fingerprint,
            mods=mod_refs(self.content),
            options={"animation": self.animation},
            state=game.to_json(),
        )

    def save_to(self, slot: str) -> None:
        """Write the game to a named slot."""
        self.store.write(slot, self.to_save())

    def autosave(self) -> None:
        """Write the autosave (the previous one becomes its backup); write the summary once."""
        self.store.write(AUTOSAVE, self.to_save())
        if self.game.outcome is not None and not self.summary_written:
            self.store.write_run_summary(self.summary())
            self.summary_written = True

    def last_good(self) -> GameSession:
        """The game as it stood at the last autosave (after an unexpected engine error)."""
        return GameSession.from_save(self.content, self.store.load(AUTOSAVE), self.store)

    def summary(self) -> RunSummary:
        """The run summary of a finished game (or how it stands now)."""
        game = self.game
        outcome = game.outcome
        return RunSummary(
            quest=game.quest.id,
            quest_name=game.quest.name,
            party=list(game.party),
            outcome=outcome.result if outcome else "defeat",
            cause=outcome.reason if outcome else "the game was abandoned",
            turns=game.turn,
            kills=self.kills,
            loot=self.loot,
            booster_step=game.booster_step,
            seed=game.seed,
            dungeon_seed=dungeon_seed(game),
            mods=mod_refs(self.content),
            started_at=self.created_at,
            finished_at=now_iso(),
        )
