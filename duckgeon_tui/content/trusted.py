"""Content models rebuilt from their own JSON dump, without validating it a second time."""

from __future__ import annotations

import types
from collections.abc import Callable
from functools import cache
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

Builder = Callable[[Any], Any]
_CONTAINERS = (list, tuple, set, frozenset)


class NotTheDump(ValueError):
    """The data does not have the shape of a dump of these models."""


def build(annotation: Any, value: Any) -> Any:
    """The value of `annotation` (a content model, or a container or union of them) from its
    `model_dump(mode="json")` data. Only for data the models wrote themselves (the content
    cache): nothing is checked beyond the shape. Raises `NotTheDump` when the shape differs."""
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
        marks = [m.discriminator for m in args[1:] if isinstance(m, FieldInfo)]
        return builder(args[0], next((d for d in marks if isinstance(d, str)), discriminator))
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
        key, item = builder(args[0]), builder(args[1])
        return lambda value: {key(k): item(v) for k, v in value.items()}
    if annotation is int:
        return int  # JSON object keys are strings (the Ranks are keyed by number)
    return _same


def _same(value: Any) -> Any:
    return value


def _model_builder(model: type[BaseModel]) -> Builder:
    fields: dict[str, Builder] = {}

    def rebuild(value: dict[str, Any]) -> BaseModel:
        if not fields:  # looked up on first use: a model may contain itself (nested effects)
            for name, info in model.model_fields.items():
                tag = info.discriminator if isinstance(info.discriminator, str) else None
                annotation: Any = info.annotation
                fields[name] = builder(annotation, tag)
        return model.model_construct(**{name: fields[name](v) for name, v in value.items()})

    return rebuild


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
