"""Content models rebuilt from their own JSON dump, without validating it a second time, but
with its shape checked: every type, required field, known field and field bound (a cache file
spoilt or edited by hand is refused; the content is then loaded from YAML)."""

from __future__ import annotations

import operator
import re
import types
from collections.abc import Callable, Iterable
from functools import cache
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

Builder = Callable[[Any], Any]
_CONTAINERS = (list, tuple, set, frozenset)


class NotTheDump(ValueError):
    """The data does not have the shape of a dump of these models."""


def build(annotation: Any, value: Any) -> Any:
    """The value of `annotation` (a content model, or a container or union of them) from its
    `model_dump(mode="json")` data (the content cache). The shape is checked (types, required
    and unknown fields, bounds and lengths and patterns of fields); the models' own validators
    and the checks across files are not run again. Raises `NotTheDump` when the data does not
    fit the models."""
    try:
        return builder(annotation)(value)
    except (AttributeError, KeyError, TypeError, ValueError) as exc:
        raise NotTheDump(str(exc)) from exc


@cache
def builder(annotation: Any, discriminator: str | None = None) -> Builder:
    """A function that rebuilds values of this annotation from their JSON data."""
    origin = get_origin(annotation)
    args = get_args(annotation)
    if origin is Annotated:
        infos = [m for m in args[1:] if isinstance(m, FieldInfo)]
        marks = [i.discriminator for i in infos]
        inner = builder(args[0], next((d for d in marks if isinstance(d, str)), discriminator))
        return _constrained(inner, [m for i in infos for m in i.metadata])
    if origin is Literal:
        allowed = frozenset(args)
        return lambda value: value if value in allowed else _refuse(value, annotation)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return _model_builder(annotation)
    if origin in (Union, types.UnionType):
        return _union_builder(args, discriminator)
    if origin is list:
        item = builder(args[0])
        return lambda value: [item(v) for v in value]
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = builder(args[0])
        return lambda value: tuple(item(v) for v in value)
    if origin is tuple:
        items = [builder(a) for a in args]
        return lambda value: tuple(b(v) for b, v in zip(items, value, strict=True))
    if origin in (set, frozenset):
        item, kind = builder(args[0]), origin
        return lambda value: kind(item(v) for v in value)
    if origin is dict:
        key = _int_key if args[0] is int else builder(args[0])
        item = builder(args[1])
        return lambda value: {key(k): item(v) for k, v in _of(dict, value).items()}
    return _scalar(annotation)


def _refuse(value: Any, annotation: Any) -> Any:
    raise NotTheDump(f"{value!r:.60} is not a {annotation}")


def _of(kind: type, value: Any) -> Any:
    if not isinstance(value, kind):
        _refuse(value, kind)
    return value


def _int_key(value: Any) -> int:
    return int(value)  # JSON object keys are strings (the Ranks are keyed by number)


def _scalar(annotation: Any) -> Builder:
    if annotation is bool:
        return lambda value: value if value is True or value is False else _refuse(value, bool)
    if annotation is int:
        return lambda value: (
            value if type(value) is int else _refuse(value, int)  # bool is not an int here
        )
    if annotation is float:
        return lambda value: value if type(value) in (int, float) else _refuse(value, float)
    if annotation is str:
        return lambda value: value if type(value) is str else _refuse(value, str)
    if annotation is type(None):
        return lambda value: value if value is None else _refuse(value, None)
    return _same


def _same(value: Any) -> Any:
    return value


_BOUNDS = (("ge", operator.ge), ("gt", operator.gt), ("le", operator.le), ("lt", operator.lt))


def _constrained(inner: Builder, metadata: Iterable[Any]) -> Builder:
    """`inner`, after checking the value against the field's bounds, lengths and pattern."""
    bounds: list[tuple[Callable[[Any, Any], bool], Any]] = []
    lows: list[int] = []
    highs: list[int] = []
    patterns: list[re.Pattern[str]] = []
    for mark in metadata:
        for name, compare in _BOUNDS:
            bound = getattr(mark, name, None)
            if bound is not None:
                bounds.append((compare, bound))
        low, high = getattr(mark, "min_length", None), getattr(mark, "max_length", None)
        if low is not None:
            lows.append(low)
        if high is not None:
            highs.append(high)
        pattern = getattr(mark, "pattern", None)
        if isinstance(pattern, str):
            patterns.append(re.compile(pattern))
    if not bounds and not lows and not highs and not patterns:
        return inner
    measured = bool(lows or highs)
    shortest = max(lows, default=0)
    longest = min(highs, default=None)

    def check(value: Any) -> Any:
        # Plain loops: this runs for thousands of fields as the content is read from its cache.
        if value is None:  # the bounds of `int | None` hold for the int
            return inner(value)
        try:
            for compare, bound in bounds:
                if not compare(value, bound):
                    return _refuse(value, "value within the field's bounds")
            if measured:
                length = len(value)
                if length < shortest or (longest is not None and length > longest):
                    return _refuse(value, "value within the field's bounds")
            for found in patterns:
                if found.search(value) is None:
                    return _refuse(value, "value within the field's bounds")
        except TypeError:
            return _refuse(value, "value within the field's bounds")
        return inner(value)

    return check


def _model_builder(model: type[BaseModel]) -> Builder:
    fields: dict[str, Builder] = {}
    required: set[str] = set()
    plain = _plain(model)

    def rebuild(value: dict[str, Any]) -> BaseModel:
        if not fields:  # looked up on first use: a model may contain itself (nested effects)
            for name, info in model.model_fields.items():
                tag = info.discriminator if isinstance(info.discriminator, str) else None
                annotation: Any = info.annotation
                fields[name] = _constrained(builder(annotation, tag), info.metadata)
                if info.is_required():
                    required.add(name)
        if not isinstance(value, dict) or not required <= value.keys():
            raise NotTheDump(f"not a {model.__name__}, or a field it needs is missing")
        values = {name: fields[name](v) for name, v in value.items()}
        if plain and len(values) == len(fields):  # every field, as the cache writes them
            return _made(model, values)
        return model.model_construct(**values)

    return rebuild


def _plain(model: type[BaseModel]) -> bool:
    """Whether `model_construct` only sets the fields of this model (no aliases to read, no
    extra fields kept, no set-up after construction): `_made` then does the same at once."""
    return (
        model.model_config.get("extra") != "allow"
        and not model.__pydantic_root_model__
        and not model.__pydantic_post_init__
        and all(f.alias is None and f.validation_alias is None for f in model.model_fields.values())
    )


def _made(model: type[BaseModel], values: dict[str, Any]) -> BaseModel:
    """What `model.model_construct(**values)` makes of a plain model given every field, without
    going field by field (that was a third of reading the content from the cache)."""
    made = model.__new__(model)
    object.__setattr__(made, "__dict__", values)
    object.__setattr__(made, "__pydantic_fields_set__", set(values))
    object.__setattr__(made, "__pydantic_extra__", None)
    object.__setattr__(made, "__pydantic_private__", None)
    return made


def _union_builder(members: tuple[Any, ...], discriminator: str | None) -> Builder:
    models = [m for m in members if isinstance(m, type) and issubclass(m, BaseModel)]
    tagged = {
        tag: builder(m)
        for m in models
        if discriminator is not None
        for tag in get_args(m.model_fields[discriminator].annotation)
    }
    containers = [builder(m) for m in members if get_origin(m) in _CONTAINERS]
    mappings = [builder(m) for m in members if get_origin(m) is dict]
    others = [
        builder(m)
        for m in members
        if m is not type(None) and get_origin(m) not in (*_CONTAINERS, dict) and m not in models
    ]

    def rebuild(value: Any) -> Any:
        if value is None:
            return None
        if isinstance(value, dict):
            if discriminator is not None:
                return tagged[value[discriminator]](value)
            if len(models) == 1:
                return builder(models[0])(value)
            if not models and len(mappings) == 1:
                return mappings[0](value)
        elif isinstance(value, list):
            if len(containers) == 1:
                return containers[0](value)
        else:
            return others[0](value) if len(others) == 1 else value
        raise NotTheDump(f"cannot tell which of {members} {value!r} is")

    return rebuild
