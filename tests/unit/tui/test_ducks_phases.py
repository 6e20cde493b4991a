"""The Feed the Ducks screens read the game's phase as the engine's enum, never as a string."""

from __future__ import annotations

import ast
from pathlib import Path

import duckgeon_tui.tui.ducks as screens


def _is_phase(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "phase"


def _has_text(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_has_text(item) for item in node.elts)
    return False


def _string_phases(tree: ast.AST) -> list[int]:
    """Lines comparing a phase with a string, or matching one against a string pattern."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(map(_is_phase, sides)) and any(map(_has_text, sides)):
                lines.append(node.lineno)
        elif isinstance(node, ast.Match) and _is_phase(node.subject):
            for case in node.cases:
                for pattern in ast.walk(case.pattern):
                    if isinstance(pattern, ast.MatchValue) and _has_text(pattern.value):
                        lines.append(pattern.lineno)
    return lines


def test_no_phase_is_compared_with_a_string() -> None:
    folder = Path(screens.__file__).parent
    found = {
        path.name: lines
        for path in sorted(folder.glob("*.py"))
        if (lines := _string_phases(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert found == {}


def test_the_check_finds_a_string_phase() -> None:
    source = 'if game.phase == "tie": pass\nmatch game.phase:\n    case "over": pass\n'
    assert sorted(_string_phases(ast.parse(source))) == [1, 3]
