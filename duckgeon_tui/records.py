"""Frozen records of named fields, for the modules the game loads before a new game's first
prompt: a frozen dataclass has its methods compiled from source text as its module loads
(about a millisecond a class), a record shares one set of methods with every other."""

from __future__ import annotations

import inspect
from typing import Any, ClassVar, cast, dataclass_transform

from duckgeon_tui.quick_dataclasses import refuse_to_delete, refuse_to_set


@dataclass_transform(frozen_default=True)
class Record:
    """A frozen dataclass's behaviour without its generated code: fields from the class's
    annotations (its bases' first), a default from a value in the class body; built
    positionally or by name, compared and hashed by type and field values, shown as
    `Name(field=value, ...)`, and never changed once built."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, object]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields = list(cls._fields)
        defaults = dict(cls._defaults)
        for name, note in inspect.get_annotations(cls).items():
            if str(note).startswith(("ClassVar", "typing.ClassVar")):
                continue
            if name not in fields:
                fields.append(name)
            if name in cls.__dict__:
                defaults[name] = cls.__dict__[name]
            elif defaults:
                raise TypeError(f"{cls.__name__}: field {name} without a default after one with")
        cls._fields = tuple(fields)
        cls._defaults = defaults
        setattr(cls, "__match_args__", cls._fields)  # noqa: B010 (positional `case` patterns)

    def __init__(self, *args: object, **kwargs: object) -> None:
        names = self._fields
        if not kwargs and len(args) == len(names):  # every field in order, the usual call
            object.__setattr__(self, "__dict__", dict(zip(names, args, strict=True)))
            return
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__} takes {len(names)} fields, not {len(args)}")
        given = dict(zip(names, args, strict=False))
        for name, value in kwargs.items():
            if name not in names or name in given:
                raise TypeError(f"{type(self).__name__} got a wrong or repeated field {name!r}")
            given[name] = value
        values = {}
        for name in names:
            if name in given:
                values[name] = given[name]
            elif name in self._defaults:
                values[name] = self._defaults[name]
            else:
                raise TypeError(f"{type(self).__name__} is missing its field {name!r}")
        object.__setattr__(self, "__dict__", values)

    def _values(self) -> tuple[object, ...]:
        return tuple(self.__dict__.values())

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == cast("Record", other)._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in self.__dict__.items())
        return f"{type(self).__qualname__}({shown})"

    __setattr__ = refuse_to_set
    __delattr__ = refuse_to_delete
