"""Feed the Ducks: the hex pond game engine, notation and computer opponents."""

from __future__ import annotations
