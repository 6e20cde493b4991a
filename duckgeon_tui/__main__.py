"""Run the command line with `python -m duckgeon_tui`."""

from __future__ import annotations

from duckgeon_tui.cli import main

raise SystemExit(main())
