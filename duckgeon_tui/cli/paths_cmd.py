"""`duckgeon paths`: where the game reads content, docs and mods, and writes saves and cache."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

from duckgeon_tui import __version__, paths


def register(subparsers: Any) -> None:
    """Add the `paths` subcommand."""
    parser = subparsers.add_parser(
        "paths",
        help="show where content, mods, saves and the cache are read from and written to",
        description="Show the folders the game uses: what it reads (its content, rules and "
        "mods) and what it writes (saves, the content cache). `--saves DIR` and "
        f"${paths.SAVES_ENV} move the saves; ${paths.CACHE_ENV} moves the cache.",
    )
    parser.add_argument("--json", action="store_true", help="print the folders as JSON")
    parser.set_defaults(handler=run)


def _state(path: Path) -> str:
    """Whether the folder is there and can be written to, in a few words."""
    if path.is_dir():
        return "exists" if os.access(path, os.W_OK) else "exists, read-only"
    if path.exists():
        return "not a folder"
    parent = path.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    return "made on first use" if os.access(parent, os.W_OK) else "cannot be made (read-only)"


def _mods_state(path: Path) -> str:
    return "exists" if path.is_dir() else "not there yet: make it and put your mods in it"


def _saves_origin() -> str:
    if os.environ.get(paths.SAVES_ENV):
        return f"${paths.SAVES_ENV}"
    return "the checkout" if paths.checkout_dir() is not None else "the user data folder"


def report() -> dict[str, Any]:
    """Every folder the game uses, as `paths --json` prints it."""
    checkout = paths.checkout_dir()
    saves, cache = paths.saves_dir(), paths.cache_dir()
    return {
        "version": __version__,
        "installed": checkout is None,
        "package": str(paths.package_dir()),
        "checkout": str(checkout) if checkout is not None else None,
        "content": str(paths.data_dir()),
        "rules": str(paths.doc("RULES.md")),
        "scenarios": str(paths.scenarios_dir()),
        "mods": [str(folder) for folder in paths.mod_search_dirs()],
        "mods_found": {folder.name: str(folder) for folder in paths.mod_folders()},
        "saves": str(saves),
        "saves_from": _saves_origin(),
        "saves_state": _state(saves),
        "cache": str(cache),
        "cache_state": _state(cache),
    }


def run(args: argparse.Namespace) -> int:
    """Print the folders."""
    info = report()
    if args.json:
        print(json.dumps(info, indent=2))
        return 0
    where = f"the checkout {info['checkout']}" if info["checkout"] else "an installed package"
    user_mods, shipped_mods = info["mods"]
    found = ", ".join(info["mods_found"]) or "none"
    rows = [
        ("read", "content", info["content"], ""),
        ("read", "rules", info["rules"], ""),
        ("read", "scenarios", info["scenarios"], "play --scenario FILE; Learn to play"),
        ("read", "your mods", user_mods, _mods_state(Path(user_mods))),
        ("read", "game's mods", shipped_mods, ""),
        ("read+write", "saves", info["saves"], f"{info['saves_state']}; from {info['saves_from']}"),
        ("read+write", "cache", info["cache"], f"{info['cache_state']}; safe to delete"),
    ]
    print(f"duckgeon {info['version']}, running from {where} ({info['package']})")
    width = max(len(name) for _, name, _, _ in rows)
    for access, name, path, note in rows:
        print(f"  {access:<10}  {name:<{width}}  {path}" + (f"  ({note})" if note else ""))
    print(f"  mods found by name (--mod NAME): {found}")
    return 0
