"""The app imports at the top of its modules: an import inside a function is the exception
(what a game's start must not wait for), under ten in all, each with a comment saying why."""

from __future__ import annotations

import ast
from pathlib import Path

import duckgeon_tui.tui

TUI = Path(duckgeon_tui.tui.__file__).parent
MOST = 9
"""Function-level imports allowed in `tui/`: a screen or dialog opened later is a name of its
package (`tui/lazy_names.py`), not an import in a function."""


def function_imports(root: Path) -> list[tuple[str, int, bool]]:
    """Every import inside a function body below `root`: its file, its line, and whether a
    comment on its line or the line above gives its reason."""
    found = []
    for path in sorted(root.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for function in ast.walk(ast.parse(source)):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Import | ast.ImportFrom):
                    line, above = lines[node.lineno - 1], lines[node.lineno - 2]
                    reason = "#" in line or above.strip().startswith("#")
                    found.append((str(path.relative_to(root)), node.lineno, reason))
    return sorted(set(found))  # a function nested in another is walked twice


def test_the_app_has_under_ten_function_level_imports() -> None:
    found = function_imports(TUI)
    where = "\n".join(f"{path}:{line}" for path, line, _ in found)
    assert len(found) <= MOST, f"{len(found)} imports inside functions in tui/:\n{where}"


def test_each_function_level_import_says_why() -> None:
    silent = [f"{path}:{line}" for path, line, reason in function_imports(TUI) if not reason]
    assert not silent, "imports inside functions with no comment saying why: " + ", ".join(silent)


def test_an_import_in_a_nested_function_counts_once(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text(
        "def outer():\n    def inner():\n        import json\n\n    # why\n    import csv\n"
    )
    assert function_imports(tmp_path) == [("m.py", 3, False), ("m.py", 6, True)]
