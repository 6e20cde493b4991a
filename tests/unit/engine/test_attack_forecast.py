"""An attack weighed before its roll says what the rules then do: its chance to wound and its
wound on average match the attack played many times from the same position."""

from __future__ import annotations

import random

from duckgeon_tui.engine import Game, Resolve, RollDie
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.forecast import exploding_d6
from tests.support.dungeon_app import bot_until
from tests.unit.engine.test_playouts import _new

TRIES = 600


def an_attack(game: Game) -> RollDie | None:
    return next(
        (a for a in game.legal_actions() if isinstance(a, RollDie) and a.die == "fighter"), None
    )


def played(game: Game, attack: RollDie, seed: int) -> int:
    """The wound the attack deals from this position with the dice of `seed`."""
    again = Game.from_json(game.content, game.to_json())
    again.rng.seed(seed)
    events = again.apply(attack)
    while again.pending is not None and again.phase == "roll":
        events += again.apply(next(a for a in again.legal_actions() if isinstance(a, Resolve)))
    hits = [e for e in events if e.kind == EventKind.ATTACK and e.actor == attack.who]
    return sum(int(getattr(e, "damage", 0) or 0) for e in hits[:1])


def test_the_exploding_d6_is_a_whole_chance() -> None:
    faces = dict(exploding_d6())
    assert abs(sum(faces.values()) - 1) < 1e-4
    assert 6 not in faces and faces[7] == faces[1] / 6


def test_the_forecast_matches_the_attack_played_many_times() -> None:
    game = _new(11)
    bot_until(game, lambda g: g.phase == "act" and an_attack(g) is not None, seed=5)
    attack = an_attack(game)
    assert attack is not None and attack.style and attack.target
    told = game.attack_forecast(attack.who, attack.style, attack.target)
    wounds = [played(game, attack, seed) for seed in random.Random(1).sample(range(10**6), TRIES)]
    chance = sum(1 for w in wounds if w) / TRIES
    mean = sum(wounds) / TRIES
    assert abs(chance - told.chance) < 0.07, (chance, told)
    assert abs(mean - told.damage) < 0.25 + 0.15 * told.damage, (mean, told)
