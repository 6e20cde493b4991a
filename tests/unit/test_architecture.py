"""The rules engines stay plain Python: no textual or rich anywhere in them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "duckgeon_tui"
FORBIDDEN = ("textual", "rich")


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("package", ["engine", "ducks", "content"])
def test_engines_do_not_import_ui_libraries(package: str) -> None:
    files = sorted((PACKAGE / package).rglob("*.py"))
    assert files, f"no modules found under {package}"
    for path in files:
        for name in _imported_modules(path):
            root = name.split(".")[0]
            assert root not in FORBIDDEN, f"{path.relative_to(PACKAGE)} imports {name}"
