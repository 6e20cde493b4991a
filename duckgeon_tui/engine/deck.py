"""The Funkard deck (Omens and Snares shuffled in), hands, DuckDice changes, the Booster-Wooster."""

from __future__ import annotations

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.vocabulary import DIE_NAMES, possessive
from duckgeon_tui.engine import effects, quest_goals, snares
from duckgeon_tui.engine.errors import RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import BeastieState, DuckState, Phase, Reason, Result
from duckgeon_tui.engine.world import Character, World

OMEN = "omen:"
SNARE = "snare:"


def quest_funkards(content: Content, quest: Quest) -> list[str]:
    """The Funkards of a quest's deck (Omens and Snares aside), in content order: the
    Easy-Peasy deck's and those of the expansion sets the quest names."""
    sets = quest.expansions
    pools = (content.items, content.zappies, content.feats)
    return [
        c
        for pool in pools
        for c, card in pool.items()
        if card.expansion is None or card.expansion in sets
    ]


def build_deck(w: World, omens: bool, set_aside: tuple[str, ...] = ()) -> list[str]:
    """Every Funkard once (of the Easy-Peasy deck, and of the expansion sets the quest names),
    plus the quest's Snares and (if on) the Omens, shuffled. The `set_aside` Funkards are
    shuffled in too, then taken out: the dice after the shuffle fall as in the full deck's
    game, and the other cards come in the same order."""
    cards = quest_funkards(w.content, w.quest)
    cards += [SNARE + s for s in w.quest.snares_in_deck if s in w.content.snares]
    if omens:
        cards += [OMEN + o for o in w.content.omens]
    w.roller.shuffle(cards)
    return [card for card in cards if card not in set_aside]


def _next_card(w: World) -> str | None:
    state = w.state
    if not state.deck and state.discard:
        state.deck = state.discard
        state.discard = []
        w.roller.shuffle(state.deck)
        w.emit(EventKind.DRAW, "The discard pile is shuffled into a new deck.")
    return state.deck.pop() if state.deck else None


def draw(w: World, duck: DuckState, count: int = 1) -> list[str]:
    """Draw Funkards. Omens go off and Snares spring (or are set), and neither takes a place in
    the hand: the drawer draws again. Over the hand limit, a Funkard drawn is discarded."""
    got: list[str] = []
    drawn = 0
    while drawn < count and w.state.result is None:
        card = _next_card(w)
        if card is None:
            w.emit(EventKind.DRAW, "The deck is empty.")
            break
        if card.startswith(OMEN):
            omen = w.content.omens[card[len(OMEN) :]]
            w.state.discard.append(card)
            w.emit(
                EventKind.OMEN,
                f"{duck.name} draws an Omen: {omen.name}!",
                actor=duck.name,
                card=omen.id,
            )
            effects.run(w, omen.effects, user=duck, targets=[duck], source=omen.name)
            continue
        if card.startswith(SNARE):
            w.state.discard.append(card)
            snares.drawn(w, card[len(SNARE) :], duck)
            continue
        drawn += 1
        if len(duck.hand) >= w.quest.hand_limit:
            w.state.discard.append(card)
            w.emit(
                EventKind.DRAW,
                f"{duck.name} draws {w.funkards[card].name}, but the hand is full "
                f"({w.quest.hand_limit}): it is discarded.",
                actor=duck.name,
                card=card,
                value=0,
            )
        else:
            duck.hand.append(card)
            got.append(card)
            w.emit(
                EventKind.DRAW,
                f"{duck.name} draws {w.funkards[card].name}.",
                actor=duck.name,
                card=card,
                value=1,
            )
    return got


def discard(w: World, duck: DuckState, card: str) -> None:
    """A Funkard leaves the hand for the discard pile (Gobbly dice in it are lost)."""
    duck.hand.remove(card)
    w.state.discard.append(card)
    lost = duck.stored.pop(card, [])
    duck.charges.pop(card, None)
    if card in duck.prepared:
        duck.prepared.remove(card)
    if duck.wielded == card:
        duck.wielded = None
    extra = f" ({len(lost)} stored dice lost)" if lost else ""
    w.emit(
        EventKind.DRAW,
        f"{duck.name} discards {w.funkards[card].name}{extra}.",
        actor=duck.name,
        card=card,
        value=-1,
    )


def redraw(w: World, duck: DuckState, cards: list[str]) -> None:
    """Discard these Funkards and draw as many."""
    for card in list(cards):
        discard(w, duck, card)
    if cards:
        draw(w, duck, len(cards))


def move_booster(w: World, steps: int, source: str) -> None:
    """Move Duckthulhu along his Booster-Wooster; the boss on the board grows (or shrinks)."""
    state = w.state
    track = w.quest.booster_wooster
    if track is None:
        w.emit(
            EventKind.INFO, f"No boss grows in this quest: it has no Booster-Wooster ({source})."
        )
        return
    before = state.booster
    state.booster = max(0, min(len(track.steps), before + steps))
    if state.booster == before:
        return
    lo, hi = sorted((before, state.booster))
    df = sum(s.stats.F for s in track.steps[lo:hi]) * (1 if state.booster > before else -1)
    for b in state.beasties:
        if b.boss:
            b.fmax = max(1, b.fmax + df)
            b.f = max(1, min(b.fmax, b.f + df))
    names = ", ".join(s.name for s in track.steps[lo:hi])
    verb = "climbs" if state.booster > before else "slides back"
    boss = w.content.beasties[track.boss].name if track.boss in w.content.beasties else "The boss"
    w.emit(
        EventKind.BOOSTER,
        f"{boss} {verb} the Booster-Wooster to step {state.booster}/"
        f"{len(track.steps)} ({names}) — {source}.",
        booster_step=state.booster,
        value=state.booster - before,
    )
    if state.booster == len(track.steps) and any(d.kind == "booster_top" for d in w.quest.defeat):
        w.finish(
            Result.DEFEAT,
            Reason.BOOSTER_TOP,
            "Duckthulhu reached the top of his Booster-Wooster",
        )


def goose_rolled(w: World, who: str) -> int:
    """A DuckDuckGoose is rolled: its total, and Duckthulhu moves one step up."""
    roll = w.roller.duck_die(who, "goose", RollPurpose.GOOSE)
    w.emit(
        EventKind.GOOSE,
        f"{who} rolls a DuckDuckGoose: {roll.chain()}"
        + (f" = {roll.total}" if len(roll.faces) > 1 else "")
        + ".",
        actor=who,
        die="goose",
        faces=roll.faces,
        value=roll.total,
    )
    if w.quest.booster_wooster is not None:
        move_booster(w, 1, f"{possessive(who)} DuckDuckGoose")
    quest_goals.goose_rolled(w, who)
    return roll.total


def add_dice(w: World, ch: Character, die: str, count: int, source: str) -> None:
    """More DuckDice: to the pool while picking/sharing, to the Duckventurer while acting,
    else to the next turn's pool."""
    state = w.state
    if die == "loot" and state.phase in (
        Phase.PICK,
        Phase.SHARE,
        Phase.ACT,
        Phase.WALK,
        Phase.ROLL,
    ):
        state.loot_counters += count
        state.tally.loot_dice_picked += count
    elif state.phase in (Phase.PICK, Phase.SHARE):
        state.pool.extend([die] * count)
    elif state.phase in (Phase.ACT, Phase.WALK, Phase.ROLL) and isinstance(ch, DuckState):
        ch.dice.extend([die] * count)
    else:
        state.next_turn_dice.extend([die] * count)
    w.emit(
        EventKind.GIVE,
        f"{w.name(ch)} gains {count} {DIE_NAMES[die]} ({source}).",
        actor=ch.handle,
        die=die,
        value=count,
    )


def lose_dice(w: World, ch: Character, die: str, count: int, source: str) -> None:
    """Unrolled DuckDice of one kind (or any) are taken away."""
    if isinstance(ch, BeastieState):
        return
    held = ch.dice if w.state.phase in (Phase.ACT, Phase.WALK, Phase.ROLL) else w.state.pool
    gone = 0
    for kind in list(held):
        if gone < count and (die == "any" or kind == die):
            held.remove(kind)
            gone += 1
    if die == "any" and gone < count and w.state.phase == Phase.PICK:
        # the dice are not picked yet: this turn has fewer to pick (never fewer than one)
        fewer = min(count - gone, w.state.to_pick - 1)
        w.state.to_pick -= fewer
        gone += fewer
    if gone:
        w.emit(
            EventKind.LOST_DICE,
            f"{w.name(ch)} loses {gone} DuckDice ({source}).",
            actor=ch.handle,
            value=gone,
        )
