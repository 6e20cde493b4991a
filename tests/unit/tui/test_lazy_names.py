"""The screens and dialogs loaded when first opened: each package's list of names loaded later
matches the imports its type checker reads, each name is the class of its module, and naming
the package loads none of them."""

from __future__ import annotations

import ast
import subprocess
import sys
from importlib import import_module
from pathlib import Path
from types import ModuleType

import pytest

from duckgeon_tui.tui import dialogs, screens

PACKAGES = [dialogs, screens]


def typed_names(package: ModuleType) -> dict[str, str]:
    """The names the package's `if TYPE_CHECKING:` block imports, each with its module there."""
    assert package.__file__ is not None
    tree = ast.parse(Path(package.__file__).read_text(encoding="utf-8"))
    [block] = [
        node
        for node in tree.body
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name)
        if node.test.id == "TYPE_CHECKING"
    ]
    names = {}
    for node in block.body:
        assert isinstance(node, ast.ImportFrom) and node.module is not None
        home, _, module = node.module.rpartition(".")
        assert home == package.__name__, f"{node.module} is not a module of the package"
        for alias in node.names:
            assert alias.asname == alias.name, f"{alias.name} is not a name of the package"
            names[alias.name] = module
    return names


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
def test_the_names_loaded_later_are_the_ones_the_type_checker_reads(package: ModuleType) -> None:
    assert typed_names(package) == package.LOADED_LATER


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
def test_each_name_is_the_one_of_its_module(package: ModuleType) -> None:
    for name, module in package.LOADED_LATER.items():
        home = import_module(f"{package.__name__}.{module}")
        assert getattr(package, name) is getattr(home, name)


def test_a_name_the_package_does_not_have_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="has no attribute 'NoSuchDialog'"):
        _ = dialogs.NoSuchDialog  # type: ignore[attr-defined]
    from duckgeon_tui.tui.dialogs import confirm  # a module of the package, by its name

    assert confirm.__name__ == "duckgeon_tui.tui.dialogs.confirm"


def test_naming_the_packages_loads_none_of_their_modules_until_a_name_is_read() -> None:
    modules = sorted(
        f"{package.__name__}.{module}"
        for package in PACKAGES
        for module in set(package.LOADED_LATER.values())
    )
    script = (
        "import sys\n"
        "from duckgeon_tui.tui import dialogs, screens\n"
        f"print(sorted(m for m in {modules!r} if m in sys.modules))\n"
        "dialogs.ShopDialog\n"
        f"print(sorted(m for m in {modules!r} if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    before, after = done.stdout.splitlines()
    assert before == "[]"
    assert "'duckgeon_tui.tui.dialogs.shop'" in after
    assert "'duckgeon_tui.tui.screens.help'" not in after
