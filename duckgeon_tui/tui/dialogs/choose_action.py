"""Pick one of a list of legal actions: the menu behind every choice the screen does not draw."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from duckgeon_tui.tui.dialogs.base import KeyHint
from duckgeon_tui.tui.dialogs.flow import FlowDialog
from duckgeon_tui.tui.flow.questions import Refused
from duckgeon_tui.tui.textual_fixes import PagedOptionList

MIN_LINES = 3
"""The fewest rows a menu's list keeps on the shortest terminal (one line and its frame)."""


class ChooseActionDialog(FlowDialog[object]):
    """Arrows/j/k and Enter, a digit for the first nine, or a click; Escape answers None."""

    AUTO_FOCUS = "#choices"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel"),
        Binding("j", "move(1)", "Down", show=False),
        Binding("k", "move(-1)", "Up", show=False),
        *[Binding(str(n), f"pick({n - 1})", str(n), show=False) for n in range(1, 10)],
    ]
    EXPLAIN = (
        "A menu of what can be done now: choose a line with up/down (or j/k) and Enter, type "
        "its number, or click it. Escape closes the menu and nothing happens."
    )
    KEY_HINTS = (
        KeyHint(("j", "k"), "up and down", "move"),
        KeyHint(tuple("123456789"), "that line", "pick", shown="1-9"),
    )

    def __init__(
        self,
        title: str,
        choices: Sequence[tuple[str, object]],
        note: str = "",
        explain: str = "",
        details: Sequence[str] = (),
    ) -> None:
        super().__init__(classes="dialog")
        self.title_text = title
        self.choices = list(choices)
        self.note = note
        self.explain = explain
        """What `?` says about these choices, before how to use the menu."""
        self.details = list(details)
        """What each choice does, shown below the list while it is highlighted ('': its
        label says it all)."""

    def detail(self) -> str:
        """The highlighted choice's detail ('' when it has none)."""
        index = self.highlighted()
        if index is None or not 0 <= index < len(self.details):
            return ""
        return self.details[index]

    def explanation(self) -> str:
        """The highlighted choice first, then the choices, then how the menu works."""
        index = self.highlighted()
        said = []
        if index is not None and 0 <= index < len(self.choices):
            label = self.choices[index][0]
            said.append(f"{label}: {self.detail()}" if self.detail() else label)
        return "\n\n".join([*said, *([self.explain] if self.explain else []), self.EXPLAIN])

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield Label(self.title_text, classes="dialog-title")
            if self.note:
                yield Static(self.note, classes="dialog-detail", markup=False)
            options = [
                Option(line_text(n, label, value), id=str(n - 1))
                for n, (label, value) in enumerate(self.choices, start=1)
            ]
            yield PagedOptionList(*options, id="choices")
            if any(self.details):
                yield Static("", id="choice-detail", classes="dialog-detail", markup=False)
            yield self.keys_line()

    def on_mount(self) -> None:
        self.call_after_refresh(self.fit_choices)

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_choices)

    def fit_choices(self) -> None:
        """Keep the detail line and the keys in sight on a short terminal: the detail line
        takes as many rows as the longest detail needs (so nothing moves as the cursor does),
        and a list too long for the rows left scrolls within them."""
        for line in self.query("#choice-detail").results(Static):
            width = line.content_region.width
            if width <= 0:  # not laid out yet (a busy machine): measure after the next refresh
                self.call_after_refresh(self.fit_choices)
                return
            wrapped = [len(Text(d).wrap(self.app.console, width)) for d in self.details]
            line.styles.height = max(wrapped, default=1)
        for options in self.query(OptionList):
            options.styles.max_height = None  # the stylesheet's, while the rows are measured
            self.call_after_refresh(self.shrink_choices, options)

    def shrink_choices(self, options: OptionList) -> None:
        """Take the rows the box's last line runs past its bottom off the list, and look
        again once that is laid out (a layout still on its way was measured, on a busy
        machine, and left the keys below the box)."""
        box = options.parent
        if not isinstance(box, Widget) or not box.children:
            return
        last = box.children[-1].region.bottom
        over = last - box.content_region.bottom
        rows = max(MIN_LINES, options.outer_size.height - over)
        now = options.styles.max_height
        if over > 0 and (now is None or rows < now.value):  # fewer rows each time: it ends
            options.styles.max_height = rows
            self.call_after_refresh(self.shrink_choices, options)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        for line in self.query("#choice-detail").results(Static):
            line.update(self.detail())
        self.call_after_refresh(self.shrink_choices, event.option_list)
        self.tell_changed()

    def highlighted(self) -> int | None:
        """The line highlighted now (None: none, or the menu is not built yet)."""
        return next((o.highlighted for o in self.query(OptionList)), None)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(int(event.option.id or 0))

    def action_pick(self, index: int) -> None:
        if not 0 <= index < len(self.choices):
            return
        value = self.choices[index][1]
        if isinstance(value, Refused):
            self.notify(f"{value.label}: {value.reason}.", title="Not now", severity="warning")
        else:
            self.dismiss(value)

    def action_move(self, step: int) -> None:
        for options in self.query(OptionList):  # none while the dialog is built or closed
            if step > 0:
                options.action_cursor_down()
            else:
                options.action_cursor_up()

    def action_cancel(self) -> None:
        self.dismiss(None)


def line_text(number: int, label: str, value: object) -> Text:
    """A menu line with its number (the first nine); a refused line dimmed, with its reason."""
    line = Text(f"{number}. {label}" if number <= 9 else f"   {label}")
    if isinstance(value, Refused):
        line.append(f" (not now: {value.reason})")
        line.stylize("dim")
    return line
