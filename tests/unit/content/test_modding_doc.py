"""docs/MODDING.md documents every file kind and every field, and its tables are current."""

from __future__ import annotations

from duckgeon_tui.content.field_docs import DOC, END, START, documented_models, field_tables
from duckgeon_tui.content.files import FILE_KINDS
from duckgeon_tui.content.rooms import LEGEND


def test_field_tables_are_current() -> None:
    text = DOC.read_text(encoding="utf-8")
    generated = text[text.index(START) : text.index(END) + len(END)]
    assert generated == field_tables(), "run `python -m duckgeon_tui.content.field_docs`"


def test_every_model_and_field_is_in_the_doc() -> None:
    text = DOC.read_text(encoding="utf-8")
    for model in documented_models():
        assert f"### {model.__name__}" in text
        for field, info in model.model_fields.items():
            name = info.alias or field  # what a YAML file writes (`class:` for `class_id`)
            assert f"| `{name}` |" in text, (model.__name__, name)


def test_every_kind_folder_and_glyph_is_explained() -> None:
    text = DOC.read_text(encoding="utf-8")
    for kind in FILE_KINDS:
        assert f"{kind}/" in text
    for glyph in LEGEND:
        assert f"| `{glyph}` |" in text
