"""Mods: every mod found under `mods/` (and given with --mod), its manifest and whether it loads."""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import DataTable, Static

from duckgeon_tui.content.sources import display_path
from duckgeon_tui.printable import printable
from duckgeon_tui.tui.content_source import ModStatus, check_mod, mod_folders
from duckgeon_tui.tui.screens.back import BackScreen
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader

COLUMNS = (("Mod", 24), ("Name", 30), ("Version", 8), ("In this game", 20), ("Status", 16))
"""The table's columns and their widths (fixed, so the table does not shift as rows arrive)."""


class ModsScreen(BackScreen):
    """A table of mods; the selected one's description and problems below it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "recheck", "Check again"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.statuses: list[ModStatus] = []

    def compose(self) -> ComposeResult:
        yield GameHeader()
        yield DataTable(id="mods-table", cursor_type="row", zebra_stripes=True)
        yield Static("Checking mods ...", id="mods-detail", markup=False)
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Duckgeon - Mods"
        if not self.query(DataTable):
            return  # closed before its table was built (keys pressed as it opened)
        table = self.query_one(DataTable)
        for label, width in COLUMNS:
            table.add_column(label, width=width)
        self.action_recheck()

    def action_recheck(self) -> None:
        self.query_one("#mods-detail", Static).update("Checking mods ...")
        self.check_all()

    @work(thread=True, exclusive=True)
    def check_all(self) -> None:
        """Validate every mod off the UI thread (each loads the whole content once)."""
        enabled = {p.resolve() for p in getattr(self.app, "mod_dirs", ())}
        statuses = [check_mod(p, p.resolve() in enabled) for p in mod_folders(tuple(enabled))]
        self.app.call_from_thread(self.show, statuses)

    def show(self, statuses: list[ModStatus]) -> None:
        """Fill the table with the results."""
        self.statuses = statuses
        table = self.query_one(DataTable)
        table.clear()
        for status in statuses:
            manifest = status.manifest
            table.add_row(
                manifest.id if manifest else printable(status.path.name),
                manifest.name if manifest else "?",
                manifest.version if manifest else "?",
                "yes" if status.enabled else "no (add with --mod)",
                "OK" if status.ok else f"{status.total} problem(s)",
            )
        if not statuses:
            self.query_one("#mods-detail", Static).update(
                "No mods found. A mod is a folder under mods/ with a mod.yaml; "
                "start the game with --mod DIR to play with it."
            )
        else:
            self.describe(0)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.describe(event.cursor_row)

    def describe(self, row: int) -> None:
        """Show the description and the problems of the mod in this row."""
        if not 0 <= row < len(self.statuses):
            return
        status = self.statuses[row]
        lines = [printable(display_path(status.path.resolve()))]
        if status.manifest and status.manifest.description:
            lines.append(status.manifest.description)
        lines.extend(f"  ! {p}" for p in status.problems[:20])
        if status.total > 20:
            lines.append(f"  ... and {status.total - 20} more")
        if status.ok:
            lines.append("Loads cleanly with the base game.")
        self.query_one("#mods-detail", Static).update("\n".join(lines))
