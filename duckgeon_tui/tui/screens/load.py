"""Load: every save slot with its quest, party, turn and date; broken ones say why (and offer
their backup when it is good). Text from the files is shown with control characters escaped."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import DataTable, Static

from duckgeon_tui.content.characters import DuckClass
from duckgeon_tui.printable import printable, short_date
from duckgeon_tui.saves import SaveError, SaveStore, SlotInfo
from duckgeon_tui.saves.store import LESSON_SLOTS
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog
from duckgeon_tui.tui.party_words import party_words
from duckgeon_tui.tui.screens.back import BackScreen
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader


def describe_party(info: SlotInfo, classes: Mapping[str, DuckClass]) -> str:
    """The party of a slot as 'Plumpy (Duckidin), Pantsy (Duckwiz)'."""
    if info.header is None:
        return ""
    return printable(party_words(info.header.party, classes))


def slot_words(slot: str) -> str:
    """A slot as the Load list names it: a lesson's as 'Lesson (tutorial)', any other as its
    own name."""
    return f"Lesson ({slot})" if LESSON_SLOTS.match(slot) else slot


class LoadScreen(BackScreen):
    """Enter opens the highlighted slot; d deletes it (after asking)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "open", "Open", show=True),
        Binding("d,delete", "delete", "Delete"),
    ]

    def __init__(self, store: SaveStore, classes: Mapping[str, DuckClass] | None = None) -> None:
        super().__init__()
        self.store = store
        self.duck_classes = classes or {}
        """The classes of the content loaded, if it is: their names stand for their ids."""
        self.infos: list[SlotInfo] = []

    def compose(self) -> ComposeResult:
        yield GameHeader()
        yield DataTable(id="load-table", cursor_type="row", zebra_stripes=True)
        yield Static("", id="load-detail", markup=False)
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Duckgeon - Load"
        if not self.query(DataTable):
            return  # closed before its table was built (keys pressed as it opened)
        self.query_one(DataTable).add_columns("Slot", "Quest", "Turn", "Saved", "Party")
        self.refill()

    def on_screen_resume(self) -> None:
        self.refill()

    def refill(self) -> None:
        """Read the folder again and fill the table."""
        table = self.query_one(DataTable)
        table.clear()
        detail = self.query_one("#load-detail", Static)
        try:
            self.infos = self.store.slots()
        except SaveError as exc:  # the folder itself cannot be read
            self.infos = []
            detail.update(exc.reason[:1].upper() + exc.reason[1:] + ".")
            table.focus()
            return
        for info in self.infos:
            header = info.header
            if header is None:
                state = "(broken; backup good)" if info.backup else "(cannot be opened)"
                table.add_row(slot_words(info.slot), state, "", "", info.problem or "")
                continue
            table.add_row(
                slot_words(info.slot),
                printable(header.quest_name or header.quest),
                str(header.turn),
                short_date(header.saved_at),
                # last: the longest, and the least needed to choose
                describe_party(info, self.duck_classes),
            )
        if not self.infos:
            detail.update(f"No saves yet in {printable(str(self.store.root))}.")
        else:
            self.describe(table.cursor_row)
        table.focus()

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.describe(event.cursor_row)

    async def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        await self.action_open()

    def describe(self, row: int) -> None:
        """Explain the highlighted slot (and why it cannot be opened, if so)."""
        if not 0 <= row < len(self.infos):
            return
        info = self.infos[row]
        if info.header is None:
            text = f"{slot_words(info.slot)}: cannot be opened: {info.problem}."
            if info.backup is not None:
                when = f"turn {info.backup.turn}, {short_date(info.backup.saved_at)}"
                text += f" Its backup is good ({when}): Enter offers to restore it."
            else:
                text += " The file is left as it is."
        else:
            h = info.header
            players = printable(", ".join(h.players)) or "solo"
            built = "" if h.dungeon_seed is None else f", built dungeon seed {h.dungeon_seed}"
            # the date saved and the party too: at 80 columns their columns are off the screen
            text = (
                f"{slot_words(info.slot)}: {printable(h.quest_name or h.quest)}, turn {h.turn}, "
                f"seed {h.seed}{built}, players: {players}; started {short_date(h.created_at)}, "
                f"saved {short_date(h.saved_at)}; party: {describe_party(info, self.duck_classes)}"
            )
        if info.in_use:
            text += " Another Duckgeon game is playing in this slot now."
        self.query_one("#load-detail", Static).update(text)

    def selected(self) -> SlotInfo | None:
        """The highlighted slot, if any."""
        row = self.query_one(DataTable).cursor_row
        return self.infos[row] if 0 <= row < len(self.infos) else None

    async def action_open(self) -> None:
        info = self.selected()
        if info is not None:
            await self.app.run_action(f"app.open_slot({info.slot!r})")

    def action_delete(self) -> None:
        info = self.selected()
        if info is None:
            return

        def done(answer: bool | None) -> None:
            if answer:
                try:
                    self.store.delete(info.slot)
                except SaveError as exc:
                    self.notify(f"Could not delete it: {exc.reason}", severity="error")
                self.refill()

        self.app.push_screen(
            ConfirmDialog("Delete save", f"Delete the save '{info.slot}' and its backup?"), done
        )
