"""The lessons of Learn to play, each played as its prompts say (for the engine's and the
app's tests of the tutorial)."""

from __future__ import annotations

FOLLOWED = {
    "1-six-dice": [
        "pick W F F D L K",
        "give W Plumpy",
        "give F Plumpy",
        "go",
        "roll W Plumpy",
        "walk Plumpy 6,2",
        "roll F Plumpy choppy pesky-rat-head-1",
        "end",
        "loot Plumpy",
        "split Plumpy 1",
    ],
    "2-shooty-and-duck": [
        "roll F Pantsy shooty pesky-rat-head-1",
        "roll D Plumpy",
        "end",
        "pick W F F D K G",
        "give F Plumpy",
        "go",
        "roll F Plumpy choppy hordling-1",
        "end",
    ],
    "3-funkards": ["roll K Pantsy frost-o pesky-rat-head-1", "end"],
    "4-loot": [
        "give F Plumpy",
        "give F Plumpy",
        "give F Plumpy",
        "go",
        "roll F Plumpy choppy pesky-rat-head-1",
        "interact Pantsy 6,7",
        "roll F Plumpy choppy furry-ghost-mouse-1",
        "roll F Plumpy choppy hordling-1",
        "end",
        "loot Plumpy",
        "split Plumpy 4 Pantsy 8",
    ],
    "5-goose": ["roll F Plumpy choppy hordling-1", "goose Plumpy add", "sign +", "end"],
}
"""Each lesson played as its prompts say, in the notation."""
