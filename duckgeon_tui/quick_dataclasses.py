"""Dataclasses that load quickly, for the modules a new game imports before its first prompt:
the standard library's dataclass compiles each generated method from source text as its
module loads (six texts for a frozen class, about half a millisecond a class); these compile
the `__init__` alone, as the first object is built, and share their equality, hash, display
and immutability."""

from __future__ import annotations

import dataclasses
import inspect
import operator
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, NoReturn, TypeVar, cast, dataclass_transform, overload

C = TypeVar("C", bound=type)


@overload
def dataclass(cls: C, /) -> C: ...


@overload
def dataclass(
    *,
    init: bool = True,
    eq: bool = True,
    order: bool = False,
    frozen: bool = False,
    slots: bool = False,
) -> Callable[[C], C]: ...


@dataclass_transform(field_specifiers=(dataclasses.field, Field))
def dataclass(
    cls: C | None = None,
    /,
    *,
    init: bool = True,
    eq: bool = True,
    order: bool = False,
    frozen: bool = False,
    slots: bool = False,
) -> C | Callable[[C], C]:
    """`dataclasses.dataclass` with these options: the same fields (defaults, factories,
    keyword-only fields, a base's fields first), `__init__`, `__match_args__`, slots,
    `fields()`, `replace()` and `asdict()`; equality, hashing and display by the fields' values
    as the standard library has them (a frozen class is hashed as a tuple of its fields),
    and no change to a frozen one once built. Its `__dataclass_params__` are not these
    options: a class made so extends only classes made so."""

    def make(cls: C) -> C:
        documented = cls.__doc__ is not None
        made: Any = dataclasses.dataclass(init=False, repr=False, eq=False, slots=slots)(cls)
        fields = dataclasses.fields(made)
        if init and "__init__" not in cls.__dict__:
            check_order(made, fields)
            made.__init__ = (first_init if documented else init_of)(made, fields, frozen)
        if "__repr__" not in cls.__dict__:
            made.__repr__ = repr_of(made, [f.name for f in fields if f.repr])
        if eq and "__eq__" not in cls.__dict__:
            set_eq_and_hash(made, fields, frozen)
        if order:
            set_order(made, values_of([f.name for f in fields if f.compare]))
        if frozen:
            made.__setattr__ = refuse_to_set
            made.__delattr__ = refuse_to_delete
            if slots:
                made.__getstate__ = slot_values
                made.__setstate__ = set_slot_values
        if not documented:  # as the standard library does, without the `__init__` it lacked
            made.__doc__ = made.__name__ + str(inspect.signature(made)).replace(" -> None", "")
        return cast(C, made)

    return make if cls is None else make(cls)


def check_order(cls: type, fields: tuple[Field[Any], ...]) -> None:
    """Refuse a positional field without a default after one with, as the class is made."""
    defaulted = False
    for f in fields:
        if not f.init or f.kw_only:
            continue
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if defaulted and not has_default:
            raise TypeError(f"{cls.__name__}: field {f.name} without a default after one with")
        defaulted = defaulted or has_default


def first_init(cls: type, fields: tuple[Field[Any], ...], frozen: bool) -> Callable[..., None]:
    """An `__init__` that compiles the class's own as the first object is built, puts it in
    its place and builds with it: most classes loaded by then build none before the first
    prompt. (An undocumented class has it compiled at once: its docstring is its signature.)"""

    def __init__(self: object, *args: object, **kwargs: object) -> None:
        made = init_of(cls, fields, frozen)
        setattr(cls, "__init__", made)  # noqa: B010 (a method put in place)
        made(self, *args, **kwargs)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def init_of(cls: type, fields: tuple[Field[Any], ...], frozen: bool) -> Callable[..., None]:
    """The class's `__init__`, compiled from its text as the standard library writes it."""
    scope: dict[str, object] = {"__set": object.__setattr__, "__missing": MISSING}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for f in fields:
        value = f.name
        if f.default is not MISSING:
            scope[f"__default_{f.name}"] = f.default
            default = f"=__default_{f.name}"
        elif f.default_factory is not MISSING:
            scope[f"__factory_{f.name}"] = f.default_factory
            default = "=__missing"
            value = f"__factory_{f.name}() if {f.name} is __missing else {f.name}"
        else:
            default = ""
        if not f.init:
            if not default:
                continue
            value = f"__default_{f.name}" if f.default is not MISSING else f"__factory_{f.name}()"
        elif f.kw_only:
            keyword.append(f.name + default)
        else:
            positional.append(f.name + default)
        body.append(f"__set(self, {f.name!r}, {value})" if frozen else f"self.{f.name} = {value}")
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    params = ["self", *positional, *(["*", *keyword] if keyword else [])]
    text = f"def __init__({', '.join(params)}):\n    " + ("\n    ".join(body) or "pass")
    exec(text, scope)
    made: Any = scope["__init__"]
    made.__qualname__ = f"{cls.__qualname__}.__init__"
    made.__annotations__ = {f.name: f.type for f in fields if f.init} | {"return": None}
    return made


def values_of(names: list[str]) -> Callable[[object], tuple[Any, ...]]:
    """The values of these fields of an object, as a tuple."""
    if len(names) == 1:
        [name] = names
        return lambda obj: (getattr(obj, name),)
    if not names:
        return lambda obj: ()
    return attrgetter(*names)


def repr_of(cls: type, names: list[str]) -> Callable[[object], str]:
    """`Name(field=value, ...)`, as the standard library shows a dataclass."""

    @recursive_repr()
    def __repr__(self: object) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"

    __repr__.__qualname__ = f"{cls.__qualname__}.__repr__"
    return __repr__


def set_eq_and_hash(cls: Any, fields: tuple[Field[Any], ...], frozen: bool) -> None:
    """Equal when of the same class with equal compared fields; a frozen class hashed as
    their tuple, an unfrozen one not hashed (unless the class writes its own hash)."""
    values = values_of([f.name for f in fields if f.compare])

    def __eq__(self: object, other: object) -> bool:
        if other.__class__ is self.__class__:
            return bool(values(self) == values(other))
        return NotImplemented

    own_hash = cls.__dict__.get("__hash__", MISSING)
    explicit_hash = own_hash is not MISSING and own_hash is not None
    cls.__eq__ = __eq__
    if explicit_hash:
        return
    if frozen:
        hashed = values_of([f.name for f in fields if (f.compare if f.hash is None else f.hash)])

        def __hash__(self: object) -> int:
            return hash(hashed(self))

        cls.__hash__ = __hash__
    else:
        cls.__hash__ = None


def set_order(cls: Any, values: Callable[[object], tuple[Any, ...]]) -> None:
    """`<`, `<=`, `>` and `>=` between objects of the same class, by their compared fields in
    order (the standard library's `order=True`)."""
    for name, compare in (
        ("__lt__", operator.lt),
        ("__le__", operator.le),
        ("__gt__", operator.gt),
        ("__ge__", operator.ge),
    ):
        method = comparison(compare, values)
        method.__name__ = name
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, method)


def comparison(
    compare: Callable[[Any, Any], bool], values: Callable[[object], tuple[Any, ...]]
) -> Callable[[object, object], Any]:
    """One comparison of two objects of the same class by their fields' values."""

    def method(self: object, other: object) -> Any:
        if other.__class__ is self.__class__:
            return compare(values(self), values(other))
        return NotImplemented

    return method


def refuse_to_set(self: object, name: str, value: object) -> NoReturn:
    """A frozen object's fields are never assigned."""
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def refuse_to_delete(self: object, name: str) -> NoReturn:
    """A frozen object's fields are never deleted."""
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def slot_values(self: object) -> list[object]:
    """A frozen object's fields (the state `copy` and `pickle` take of a class with slots)."""
    return [getattr(self, f.name) for f in dataclasses.fields(cast(Any, self))]


def set_slot_values(self: object, state: list[object]) -> None:
    """Set a frozen object's fields from `slot_values` (a copy being made)."""
    for f, value in zip(dataclasses.fields(cast(Any, self)), state, strict=True):
        object.__setattr__(self, f.name, value)
