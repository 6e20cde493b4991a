"""Names a package offers from its modules, each module imported when its name is first read
(a PEP 562 module `__getattr__`): the screens and dialogs the players may never open cost a
game's start nothing, and the code that opens one names it like any other class."""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module


def names_loaded_later(package: str, homes: Mapping[str, str]) -> Callable[[str], object]:
    """The `__getattr__` of `package`: a name of `homes` is imported from its module there (the
    module's name inside the package) when first read, then kept as the package's own."""

    def name_of_package(name: str) -> object:
        home = homes.get(name)
        if home is None:  # a submodule imported by name, or no such name
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{package}.{home}"), name)
        setattr(sys.modules[package], name, value)
        return value

    return name_of_package
