"""The app's modal dialogs, each a `ModalScreen[T]` in its own module."""

from __future__ import annotations
