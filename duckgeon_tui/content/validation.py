"""Validating one parsed file with its pydantic model, turning pydantic errors into positions."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from duckgeon_tui.content.common import ContentModel
from duckgeon_tui.content.errors import MAX_LOCATED, ContentError
from duckgeon_tui.content.yaml_source import ParsedFile, locate


def _message(error: ErrorDetails) -> str:
    kind = error["type"]
    ctx: dict[str, Any] = dict(error.get("ctx") or {})
    if kind == "missing":
        return "missing required field"
    if kind == "extra_forbidden":
        return "unknown field (check its spelling against docs/MODDING.md)"
    if kind == "union_tag_invalid":
        expected = str(ctx.get("expected_tags", "")).replace("'", "")
        return f"unknown kind `{ctx.get('tag')}`; expected one of: {expected}"
    if kind == "union_tag_not_found":
        return "missing `kind`: say which kind of thing this is"
    message = error["msg"]
    value = error.get("input")
    if kind == "bool_type":
        return f"{message}: only `true` and `false` are booleans (`yes`, `off`, `1` are not)"
    if kind == "string_type" and isinstance(value, int | float) and not isinstance(value, bool):
        return f'{message}: YAML read {value} as a number; write it in quotes, e.g. "{value}"'
    return message.removeprefix("Value error, ")


def validation_errors(parsed: ParsedFile, exc: ValidationError) -> list[ContentError]:
    """Every pydantic error of one file, placed at its line and column in the YAML (the first
    MAX_LOCATED of them; the others are counted in one last error, so that a file of 50,000
    errors is reported as fast as one of fifty)."""
    errors = []
    details = exc.errors(include_url=False)
    for error in details[:MAX_LOCATED]:
        loc = tuple(error["loc"])
        if error["type"] == "union_tag_invalid":
            loc = (*loc, "kind")
        where = locate(parsed.node, loc)
        errors.append(
            ContentError(parsed.display, where.line, where.column, where.path, _message(error))
        )
    unlisted = len(details) - MAX_LOCATED
    if unlisted > 0:
        end = parsed.node.end_mark.line + 1 if parsed.node is not None else 1
        message = f"{unlisted} more errors in this file (fix the ones above first)"
        errors.append(ContentError(parsed.display, end, 1, "", message, unlisted - 1))
    return errors


def validate_file(parsed: ParsedFile, model: type[ContentModel]) -> tuple[Any, list[ContentError]]:
    """The validated file model, or None and the errors."""
    try:
        return model.model_validate(parsed.data), []
    except ValidationError as exc:
        return None, validation_errors(parsed, exc)
