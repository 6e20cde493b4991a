"""The camp between two quests of a campaign: its actions (the Shop, Ranks, bringing back the
fallen, retiring, recruiting, setting off), their rules and their notation."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.campaigns import Campaign
from duckgeon_tui.content.party import MAX_PLAYER, NAME_RE, Carried
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.vocabulary import Stat, possessive
from duckgeon_tui.engine.actions.rank_up import next_rank, rank_words
from duckgeon_tui.engine.campaign_state import CampaignState, CampState, Veteran
from duckgeon_tui.engine.deck import quest_funkards
from duckgeon_tui.engine.errors import IllegalAction, NotationError

STATS: tuple[Stat, ...] = ("F", "Q", "P")
MAX_ROSTER = 40
"""The most Duckventurers a campaign ever has on its roster (retired and lost included)."""


@dataclass(frozen=True, slots=True)
class CampEvent:
    """One thing that happened at the camp, in words."""

    kind: str
    text: str
    who: str | None = None


class Camp:
    """What the camp's rules work on: the content, the campaign, its state, the next quest."""

    def __init__(self, content: Content, state: CampaignState) -> None:
        if state.camp is None:
            raise IllegalAction("the party is not at a camp")
        self.content = content
        self.state = state
        self.camp: CampState = state.camp
        self.campaign: Campaign = content.campaigns[state.campaign]
        self.quest: Quest = content.quests[self.campaign.quests[state.chapter].quest]
        self.events: list[CampEvent] = []

    def emit(self, kind: str, text: str, who: str | None = None) -> None:
        """Report something that happened."""
        self.events.append(CampEvent(kind, text, who))

    @property
    def price(self) -> int:
        """Loot a Funkard of the Shop costs."""
        return self.campaign.shop.price or self.quest.funkard_price

    def veteran(self, name: str, *statuses: str) -> Veteran:
        """The Duckventurer of that name (IllegalAction when there is none, or not in one of
        `statuses`)."""
        for vet in self.state.roster:
            if vet.name.lower() == name.lower():
                if statuses and vet.status not in statuses:
                    raise IllegalAction(f"{vet.name} is {vet.status}, not {' or '.join(statuses)}")
                return vet
        raise IllegalAction(f"there is no Duckventurer called {name!r} in the roster")

    def record(self, vet: Veteran) -> Carried:
        """What a Duckventurer carries now (a newcomer's Rank 1 and starting Funkards)."""
        if vet.carried is not None:
            return vet.carried
        cls = self.content.classes[vet.class_id]
        cards = tuple(c for c in cls.starting_funkards if c in self.quest_cards)
        return Carried(funkards=cards)

    @cached_property
    def quest_cards(self) -> frozenset[str]:
        """The Funkards of the next quest's deck."""
        return frozenset(quest_funkards(self.content, self.quest))

    def in_party(self) -> list[Veteran]:
        """Those still with the campaign: ready, or fallen and waiting to be brought back."""
        return [v for v in self.state.roster if v.status in ("ready", "fallen")]

    def ready(self) -> list[Veteran]:
        """Those who will set off."""
        return [v for v in self.state.roster if v.status == "ready"]

    def payers(self, fallen: Veteran) -> list[tuple[Veteran, int]]:
        """Who pays the price of bringing `fallen` back, and how much each: the fallen first,
        then one Loot at a time from the richest of the others (the first listed on a tie)."""
        left = self.campaign.fallen.loot
        purses = {v.name: v.loot for v in self.in_party()}
        paid: dict[str, int] = {}
        take = min(left, purses[fallen.name])
        if take:
            paid[fallen.name] = take
            left -= take
        others = [v for v in self.in_party() if v is not fallen]
        while left > 0:
            richest = max(others, key=lambda v: purses[v.name] - paid.get(v.name, 0), default=None)
            if richest is None or purses[richest.name] - paid.get(richest.name, 0) <= 0:
                break
            paid[richest.name] = paid.get(richest.name, 0) + 1
            left -= 1
        if left > 0:
            total = sum(purses.values())
            raise IllegalAction(
                f"bringing {fallen.name} back costs {self.campaign.fallen.loot} Loot; the party "
                f"has {total}"
            )
        by_name = {v.name: v for v in self.state.roster}
        return [(by_name[name], amount) for name, amount in paid.items()]


def _set(vet: Veteran, carried: Carried) -> None:
    vet.carried = carried


@dataclass(frozen=True, slots=True)
class CampAction:
    """Base of the camp's actions: a small frozen dataclass with a notation."""

    VERB: ClassVar[str] = ""

    def notation(self) -> str:
        """The action as text, e.g. 'buy Plumpy frost-o'."""
        words = [self.VERB, *(str(getattr(self, f.name)) for f in dataclasses.fields(self))]
        return " ".join(words)

    def __str__(self) -> str:
        return self.notation()

    def check(self, camp: Camp) -> object:
        """Raise IllegalAction (changing nothing) unless the rules allow it now."""
        raise NotImplementedError

    def run(self, camp: Camp) -> None:
        """Do it (after `check`)."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class DuckAction(CampAction):
    """Base of the camp actions of one Duckventurer (`who`) on what it carries."""

    STATUSES: ClassVar[tuple[str, ...]] = ("ready",)
    """The statuses the Duckventurer may be in."""
    who: str

    def check(self, camp: Camp) -> Veteran:
        vet = camp.veteran(self.who, *self.STATUSES)
        self.refuse(camp, vet, camp.record(vet))
        return vet

    def refuse(self, camp: Camp, vet: Veteran, record: Carried) -> None:
        """Raise IllegalAction when the rules forbid it to this Duckventurer now."""

    def run(self, camp: Camp) -> None:
        vet = self.check(camp)
        self.change(camp, vet, camp.record(vet))

    def change(self, camp: Camp, vet: Veteran, record: Carried) -> None:
        """Do it to this Duckventurer (after `check`)."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class ShopBuy(DuckAction):
    """A Duckventurer buys one of the Shop's face-up Funkards with its Loot."""

    VERB: ClassVar[str] = "buy"
    card: str

    def refuse(self, camp: Camp, vet: Veteran, record: Carried) -> None:
        if self.card not in camp.camp.stock:
            raise IllegalAction(f"the Shop has no `{self.card}` on its table")
        if record.loot < camp.price:
            raise IllegalAction(f"a Funkard costs {camp.price} Loot; {vet.name} has {record.loot}")
        if len(record.funkards) >= camp.quest.hand_limit:
            raise IllegalAction(
                f"{possessive(vet.name)} hand is full ({camp.quest.hand_limit} Funkards)"
            )

    def change(self, camp: Camp, vet: Veteran, record: Carried) -> None:
        stock = camp.camp.stock
        stock.remove(self.card)
        if camp.camp.deck:
            stock.append(camp.camp.deck.pop())
        cards = (*record.funkards, self.card)
        _set(vet, dataclasses.replace(record, loot=record.loot - camp.price, funkards=cards))
        name = camp.content.funkard(self.card).name
        camp.emit("buy", f"{vet.name} buys {name} for {camp.price} Loot.", vet.name)


@dataclass(frozen=True, slots=True)
class ShopSell(DuckAction):
    """A Duckventurer sells one of its Funkards to the Shop (it goes into the Shop's deck)."""

    VERB: ClassVar[str] = "sell"
    STATUSES: ClassVar[tuple[str, ...]] = ("ready", "fallen")
    card: str

    def refuse(self, camp: Camp, vet: Veteran, record: Carried) -> None:
        if self.card not in record.funkards:
            raise IllegalAction(f"{vet.name} holds no `{self.card}`")

    def change(self, camp: Camp, vet: Veteran, record: Carried) -> None:
        cards = list(record.funkards)
        cards.remove(self.card)
        back = camp.campaign.shop.sell_back
        _set(vet, dataclasses.replace(record, loot=record.loot + back, funkards=tuple(cards)))
        if self.card in camp.quest_cards:
            camp.camp.deck.insert(0, self.card)
        name = camp.content.funkard(self.card).name
        words = f"for {back} Loot" if back else "for nothing (the Shop does not buy back)"
        camp.emit("sell", f"{vet.name} sells {name} {words}.", vet.name)


@dataclass(frozen=True, slots=True)
class CampRank(DuckAction):
    """A Duckventurer reaches its next Rank with Loot, raising one max STAT."""

    VERB: ClassVar[str] = "rank"
    stat: Stat

    def refuse(self, camp: Camp, vet: Veteran, record: Carried) -> None:
        next_rank(camp.content.ranks, vet.name, record.rank, record.loot, self.stat)

    def change(self, camp: Camp, vet: Veteran, record: Carried) -> None:
        nxt = camp.content.ranks[record.rank + 1]
        raises = (*record.raises, self.stat)
        loot = record.loot - nxt.cost
        _set(vet, dataclasses.replace(record, rank=nxt.rank, raises=raises, loot=loot))
        camp.emit("rank", rank_words(vet.name, nxt, self.stat), vet.name)


@dataclass(frozen=True, slots=True)
class Revive(CampAction):
    """The party pays the price to bring back a Duckventurer who fell in the last quest."""

    VERB: ClassVar[str] = "revive"
    who: str

    def check(self, camp: Camp) -> list[tuple[Veteran, int]]:
        vet = camp.veteran(self.who, "fallen")
        return camp.payers(vet)

    def run(self, camp: Camp) -> None:
        payers = self.check(camp)
        vet = camp.veteran(self.who)
        for payer, amount in payers:
            paid = camp.record(payer)
            _set(payer, dataclasses.replace(paid, loot=paid.loot - amount))
        price = camp.campaign.fallen
        record = camp.record(vet)
        rank = max(1, record.rank - price.ranks_lost)
        cards = record.funkards
        if not price.keeps_funkards:
            cls = camp.content.classes[vet.class_id]
            cards = tuple(c for c in cls.starting_funkards if c in camp.quest_cards)
        _set(
            vet,
            dataclasses.replace(
                record, rank=rank, raises=record.raises[: rank - 1], funkards=cards
            ),
        )
        vet.status = "ready"
        who_paid = ", ".join(f"{p.name} {amount}" for p, amount in payers) or "nobody"
        lost = record.rank - rank
        words = (
            f", and comes back {lost} Rank{'s' if lost > 1 else ''} lower (Rank {rank})"
            if lost
            else ""
        )
        camp.emit(
            "revive",
            f"{vet.name} is fished out of the pond for {price.loot} Loot ({who_paid}){words}.",
            vet.name,
        )


@dataclass(frozen=True, slots=True)
class Retire(DuckAction):
    """A Duckventurer leaves the campaign (its Loot and Funkards go with it)."""

    VERB: ClassVar[str] = "retire"
    STATUSES: ClassVar[tuple[str, ...]] = ("ready", "fallen")

    def change(self, camp: Camp, vet: Veteran, record: Carried) -> None:
        vet.status = "retired"
        camp.emit("retire", f"{vet.name} retires to a quiet pond, at Rank {vet.rank}.", vet.name)


@dataclass(frozen=True, slots=True)
class Recruit(CampAction):
    """A newcomer joins the party at Rank 1, with its class's starting Funkards."""

    VERB: ClassVar[str] = "recruit"
    who: str
    class_id: str
    player: str

    def check(self, camp: Camp) -> None:
        most = camp.campaign.party.most
        if len(camp.in_party()) >= most:
            raise IllegalAction(f"the party is full ({most} Duckventurers)")
        if len(camp.state.roster) >= MAX_ROSTER:
            raise IllegalAction(f"the roster holds {MAX_ROSTER} names already")
        if not NAME_RE.match(self.who):
            raise IllegalAction(
                f"{self.who!r}: a name is a letter then up to 19 letters, digits, - _ or ' "
                "(no spaces)"
            )
        if any(v.name.lower() == self.who.lower() for v in camp.state.roster):
            raise IllegalAction(f"the name {self.who} is taken in this campaign")
        if self.class_id not in camp.content.classes:
            raise IllegalAction(f"there is no class {self.class_id!r}")
        player = self.player.strip()
        if not player or len(player) > MAX_PLAYER or not player.isprintable():
            raise IllegalAction(f"a player's name is 1 to {MAX_PLAYER} printable characters")

    def run(self, camp: Camp) -> None:
        self.check(camp)
        vet = Veteran(self.who, self.class_id, self.player.strip(), joined=camp.state.chapter)
        camp.state.roster.append(vet)
        cls = camp.content.classes[self.class_id]
        camp.emit("recruit", f"{vet.name} the {cls.name} joins the party ({vet.player}).", vet.name)


@dataclass(frozen=True, slots=True)
class SetOff(CampAction):
    """The party leaves the camp for the next quest (the fallen not brought back stay)."""

    VERB: ClassVar[str] = "setoff"

    def check(self, camp: Camp) -> list[Veteran]:
        ready = camp.ready()
        fewest = camp.campaign.party.fewest
        if len(ready) < fewest:
            raise IllegalAction(
                f"at least {fewest} Duckventurer{'s' if fewest > 1 else ''} must set off "
                "(bring back the fallen, or recruit)"
            )
        limit = camp.quest.hand_limit
        full = [v.name for v in ready if len(camp.record(v).funkards) > limit]
        if full:
            raise IllegalAction(
                f"{', '.join(full)} hold{'s' if len(full) == 1 else ''} more than {limit} "
                "Funkards, the next quest's hand limit: sell some first"
            )
        return ready

    def run(self, camp: Camp) -> None:
        self.check(camp)
        for vet in camp.state.roster:
            if vet.status == "fallen":
                vet.status = "lost"
                camp.emit(
                    "lost", f"{vet.name} is left behind, and is out of the campaign.", vet.name
                )
        camp.emit("setoff", f"The party sets off for {camp.quest.name}.")


CAMP_ACTIONS: tuple[type[CampAction], ...] = (
    ShopBuy,
    ShopSell,
    CampRank,
    Revive,
    Retire,
    Recruit,
    SetOff,
)
"""Every camp action, in the order `legal_camp_actions` lists them."""


def parse_camp_action(text: str) -> CampAction:
    """A camp action read from its notation; NotationError when it does not read as one."""
    words = text.split()
    if not words:
        raise NotationError("an empty line is not a camp action")
    verb, rest = words[0].lower(), words[1:]
    for kind in CAMP_ACTIONS:
        if verb != kind.VERB:
            continue
        names = [f.name for f in dataclasses.fields(kind)]
        if kind is Recruit and len(rest) >= 3:
            rest = [*rest[:2], " ".join(rest[2:])]
        if len(rest) != len(names):
            usage = " ".join([verb, *(n.upper() for n in names)])
            raise NotationError(f"{text[:60]!r} does not read as `{usage}`")
        if kind is CampRank and rest[1].upper() not in STATS:
            raise NotationError(f"{rest[1][:10]!r} is not a STAT (F, Q or P)")
        if kind is CampRank:
            rest[1] = rest[1].upper()
        return kind(*rest)
    known = ", ".join(k.VERB for k in CAMP_ACTIONS)
    raise NotationError(f"{verb[:20]!r} is not a camp action ({known})")


def legal_camp_actions(camp: Camp) -> list[CampAction]:
    """Every legal camp action now (recruits: one per class, with a free name)."""
    found: list[CampAction] = []
    for action in _candidates(camp):
        try:
            action.check(camp)
        except IllegalAction:
            continue
        found.append(action)
    return found


RECRUIT_NAMES = (
    "Dabbles", "Drizzle", "Mallory", "Bill", "Nibbles", "Sprat", "Puddles", "Feathers",
    "Paddles", "Splash", "Quill", "Dumpling", "Ripple", "Teal", "Wigeon", "Gadwall",
)  # fmt: skip
"""Names a newcomer is offered under, in order (then the class's name with a number)."""


def free_name(camp: Camp, class_id: str) -> str:
    """A name no one on the roster has: the first free one of RECRUIT_NAMES, else after the
    class ('Bonker-2' ...)."""
    taken = {v.name.lower() for v in camp.state.roster}
    for name in RECRUIT_NAMES:
        if name.lower() not in taken:
            return name
    base = class_id.replace("-", " ").title().replace(" ", "")[:16]
    n = 2
    while f"{base}-{n}".lower() in taken:
        n += 1
    return f"{base}-{n}"


def _candidates(camp: Camp) -> Iterator[CampAction]:
    players = [v.player for v in camp.state.roster] or ["Player 1"]
    for vet in camp.state.roster:
        if vet.status not in ("ready", "fallen"):
            continue
        for card in dict.fromkeys(camp.camp.stock):
            yield ShopBuy(vet.name, card)
        for card in dict.fromkeys(camp.record(vet).funkards):
            yield ShopSell(vet.name, card)
        for stat in STATS:
            yield CampRank(vet.name, stat)
        yield Revive(vet.name)
        yield Retire(vet.name)
    for class_id in camp.content.classes:
        yield Recruit(free_name(camp, class_id), class_id, players[0])
    yield SetOff()
