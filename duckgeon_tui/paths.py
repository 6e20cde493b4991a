"""Where the game reads its files (content, docs, stylesheets, mods) and writes its saves and cache.

The files the game ships are found from the package's own folder (pip always installs it as
plain files). An installed package (a wheel) carries `data/`, `docs/`, `mods/` and `scenarios/`
inside `duckgeon_tui/`; a source checkout (run in place or installed editable) keeps them at the
top of the repository, next to the package. What the game writes follows the platform's
conventions (platformdirs): saves in the user data folder, or in the checkout's `saves/`; the
content cache in the user cache folder, never inside the package.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

APP_NAME = "duckgeon"
SAVES_ENV = "DUCKGEON_SAVES"
"""Overrides the saves folder (`--saves DIR` overrides this in turn)."""
CACHE_ENV = "DUCKGEON_CACHE"
"""Overrides the content cache folder."""
MOD_MANIFEST = "mod.yaml"
SAVES = "saves"
MODS = "mods"
SCENARIOS = "scenarios"
TUTORIAL = "tutorial"


@cache
def package_dir() -> Path:
    """The folder of the `duckgeon_tui` package (pip always installs it as plain files).

    Read from this module's own path, as `importlib.resources` finds a package of plain files,
    without its import (a sixtieth of a second at start: it brings `zipfile`)."""
    return Path(__file__).resolve().parent


@cache
def checkout_dir() -> Path | None:
    """The source checkout the game runs from (its `pyproject.toml` and `data/` beside the
    package), or None for an installed package."""
    if (package_dir() / "data").is_dir():
        return None
    top = package_dir().parent
    if (top / "pyproject.toml").is_file() and (top / "data").is_dir():
        return top
    return None


def shipped_dir() -> Path:
    """The folder holding the shipped `data/`, `docs/`, `mods/` and `scenarios/`."""
    return checkout_dir() or package_dir()


def data_dir() -> Path:
    """The base game's content folder."""
    return shipped_dir() / "data"


def doc(name: str) -> Path:
    """One of the docs the app shows, e.g. `RULES.md`."""
    return shipped_dir() / "docs" / name


def stylesheet(name: str) -> Path:
    """A Textual stylesheet of the app, relative to `duckgeon_tui/tui/` (e.g. `app.tcss`)."""
    return package_dir() / "tui" / name


def web_page_dir() -> Path:
    """The folder of the page `duckgeon serve` sends to browsers."""
    return package_dir() / "serve" / "page"


def scenarios_dir() -> Path:
    """The scenarios that come with the game: the rulebook's examples, a boss fight, and the
    lessons of "Learn to play" (`tutorial/`)."""
    return shipped_dir() / SCENARIOS


def tutorial_lessons() -> list[Path]:
    """The lessons of "Learn to play", in order (their file names start with their number)."""

    def number(path: Path) -> tuple[int, str]:
        head = path.stem.split("-", 1)[0]
        return (int(head) if head.isdigit() else 999, path.stem)

    return sorted((scenarios_dir() / TUTORIAL).glob("*.yaml"), key=number)


def shipped_mods_dir() -> Path:
    """The mods that come with the game (the example mod)."""
    return shipped_dir() / MODS


def user_data_dir() -> Path:
    """The player's data folder for the game (`~/.local/share/duckgeon` on Linux)."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)


def user_mods_dir() -> Path:
    """Where a player puts their own mods, found by folder name like the shipped ones."""
    return user_data_dir() / MODS


def saves_dir() -> Path:
    """`$DUCKGEON_SAVES` if set, else `saves/` of the checkout, else the user data folder's."""
    env = os.environ.get(SAVES_ENV)
    if env:
        return Path(env).expanduser()
    checkout = checkout_dir()
    return checkout / SAVES if checkout is not None else user_data_dir() / SAVES


def cache_dir() -> Path:
    """Where validated content is cached: `$DUCKGEON_CACHE`, else the user cache folder."""
    env = os.environ.get(CACHE_ENV)
    if env:
        return Path(env).expanduser()
    from platformdirs import user_cache_path

    return user_cache_path(APP_NAME, appauthor=False) / "content"


def mod_search_dirs() -> tuple[Path, ...]:
    """The folders whose sub-folders are mods found by name: the player's first."""
    return (user_mods_dir(), shipped_mods_dir())


def is_mod(folder: Path) -> bool:
    """Whether the folder holds a mod manifest (a folder that cannot be read holds none)."""
    return os.path.isfile(folder / MOD_MANIFEST)


def mod_folders() -> list[Path]:
    """Every mod found by name, the player's first (a player's mod hides a shipped one of the
    same folder name)."""
    found: dict[str, Path] = {}
    for root in mod_search_dirs():
        try:
            entries = sorted(root.iterdir()) if root.is_dir() else []
        except OSError:
            entries = []
        for entry in entries:
            if entry.name not in found and is_mod(entry):
                found[entry.name] = entry
    return list(found.values())


def resolve_mod(text: str | Path) -> Path:
    """A mod given on the command line: a folder, else a mod of that name in the mod folders.

    A name that matches nothing comes back as given, so that the command says the folder is
    missing (with `known_mods()` to help).
    """
    path = Path(text).expanduser()
    if path.is_dir() or len(path.parts) != 1 or path.name in ("", ".", ".."):
        return path
    for root in mod_search_dirs():
        if is_mod(root / path.name):
            return root / path.name
    return path


def resolve_scenario(text: str | Path) -> Path:
    """A scenario given on the command line: a file, else a shipped scenario of that name
    (`rulebook-gotcha`, or `tutorial/1-dice`); a name that matches nothing comes back as given."""
    path = Path(text).expanduser()
    if path.is_file() or path.suffix:
        return path
    shipped = scenarios_dir() / f"{path.as_posix()}.yaml"
    return shipped if shipped.is_file() else path


def known_scenarios() -> str:
    """The shipped scenarios by name, for a message."""
    root = scenarios_dir()
    names = sorted(p.relative_to(root).with_suffix("").as_posix() for p in root.rglob("*.yaml"))
    return ", ".join(names) or "none"


def known_mods() -> str:
    """The mods found by name, for a message: `a, b` or `none`."""
    return ", ".join(p.name for p in mod_folders()) or "none"
