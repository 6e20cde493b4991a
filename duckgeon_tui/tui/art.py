"""The title screen's duck art and name banner (plain ASCII)."""

from __future__ import annotations

TITLE = r"""
 ____             _
|  _ \ _   _  ___| | ____ _  ___  ___  _ __
| | | | | | |/ __| |/ / _` |/ _ \/ _ \| '_ \
| |_| | |_| | (__|   < (_| |  __/ (_) | | | |
|____/ \__,_|\___|_|\_\__, |\___|\___/|_| |_|
                      |___/
""".strip("\n")

DUCK = r"""
      __
    <(o )___
     ( ._> /
      `---'
""".strip("\n")

TAGLINE = "A cooperative dungeon-bash for 1+ Duckventurers. Everything is about SIXES."
