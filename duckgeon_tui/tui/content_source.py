"""Loading the base content plus mods for the app, and reading mod manifests for the Mods screen."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from duckgeon_tui import paths
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.errors import ContentErrors
from duckgeon_tui.content.loader import load_content, read_manifest
from duckgeon_tui.content.manifest import ModManifest
from duckgeon_tui.printable import printable
from duckgeon_tui.quick_dataclasses import dataclass

if TYPE_CHECKING:
    from duckgeon_tui.content.cache_seal import CachedIds


def load(mod_dirs: Sequence[Path], cached: CachedIds | None = None) -> Content:
    """The validated base content plus these mods (from the loader's cache when unchanged;
    `cached`: what the command line read of that cache already)."""
    return load_content(mods=list(mod_dirs), cache_dir=paths.cache_dir(), cached=cached)


@dataclass(frozen=True)
class ModStatus:
    """A mod folder as the Mods screen lists it: its manifest, and whether it loads cleanly."""

    path: Path
    manifest: ModManifest | None
    problems: tuple[str, ...]
    enabled: bool
    total: int = 0
    """How many problems there are (a very broken file's are not all listed)."""

    @property
    def ok(self) -> bool:
        """Whether the mod loads with no error."""
        return not self.problems


def mod_folders(extra: Sequence[Path]) -> list[Path]:
    """Every mod found by name (the player's and the shipped ones), plus the `--mod` folders."""
    found = paths.mod_folders()
    for path in extra:
        resolved = path.resolve()
        if all(resolved != f.resolve() for f in found):
            found.append(path)
    return found


def check_mod(path: Path, enabled: bool) -> ModStatus:
    """Read a mod's manifest and load the base content with it, collecting every error (every
    YAML file, `mod.yaml` included, goes through the loader's guarded reading)."""
    problems: list[str] = []
    total = 0
    manifest = read_manifest(path)
    try:
        load([path])
    except ContentErrors as exc:
        problems.extend(str(e) for e in exc.errors)
        total = exc.total
    except Exception as exc:  # a broken mod must never break the Mods screen
        problems.append(printable(str(exc)))
        total = 1
    return ModStatus(path, manifest, tuple(problems), enabled, total)
