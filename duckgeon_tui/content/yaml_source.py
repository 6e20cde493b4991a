"""Reading one YAML content file safely: size cap, UTF-8, duplicate keys, alias bombs, positions."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from duckgeon_tui.content.errors import MAX_FILE_BYTES, ContentError, too_big
from duckgeon_tui.printable import printable

MAX_EXPANDED_NODES = 200_000
"""The most values a file may hold once every alias is expanded (stops "billion laughs")."""
MAX_NODES = 100_000
"""The most values (keys, items, scalars) one file may hold as written; the biggest file of
the base game holds about 1,300."""

_BaseLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# An anchor (`&name`) is the only way to make aliases; files without one skip the alias check.
_ANCHOR = re.compile(r"&[^\s\[\]{},]")
_BOOL_TAG = "tag:yaml.org,2002:bool"


# C0 and C1 control characters (escape sequences, bells, carriage returns) but tab and newline.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
MAX_DIGITS = 4300
"""Python reads integers of at most this many digits (and content has no use for more)."""

_TAG = "tag:yaml.org,2002:"
_STR, _SEQ, _MAP, _MERGE = _TAG + "str", _TAG + "seq", _TAG + "map", _TAG + "merge"
_SCALAR_TAGS = frozenset(_TAG + name for name in ("int", "float", "bool", "null", "timestamp"))


class ContentLoader(_BaseLoader):  # type: ignore[misc, valid-type]
    """The safe YAML loader (libyaml when present) that builds plain data from the node tree,
    records duplicate keys instead of silently keeping the last one, refuses tags content has
    no use for, and reads only `true`/`false` as booleans (YAML 1.2), so `omens: off` stays
    a word."""

    yaml_implicit_resolvers: ClassVar[dict[Any, list[tuple[str, re.Pattern[str]]]]] = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag != _BOOL_TAG]
        for first, resolvers in _BaseLoader.yaml_implicit_resolvers.items()
    }

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.duplicates: list[tuple[Any, Node, Node]] = []
        self.nodes = 0

    # libyaml asks for every node's tag; content uses no path resolvers, so answer directly.
    def descend_resolver(self, current_node: Node | None, current_index: Any) -> None:
        """No path resolvers; count the values (called once for each), to stop a file of
        too many before it is all read."""
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise TooManyValues

    def ascend_resolver(self) -> None:
        """No path resolvers: nothing to track."""

    def resolve(self, kind: type[Node], value: Any, implicit: tuple[bool, bool]) -> str:
        """The tag of a node: implicit scalar types by their first character, else str."""
        if kind is ScalarNode:
            if implicit[0]:
                for tag, regexp in self.yaml_implicit_resolvers.get(value[:1], ()):
                    if regexp.match(value):
                        return str(tag)
            return _STR
        return _SEQ if kind is SequenceNode else _MAP

    def build(self, root: Node) -> Any:
        """The data of a node tree: like PyYAML's constructor for plain data, but a single
        tight pass (aliases give the same object, as in PyYAML)."""
        shared: dict[int, Any] = {}
        constructors = self.yaml_constructors

        def build(node: Node) -> Any:
            tag = node.tag
            if node.__class__ is ScalarNode:
                if tag == _STR:
                    if _CONTROL.search(node.value):
                        raise _control_error(node)
                    return node.value
                if tag in _SCALAR_TAGS:
                    return scalar(node, tag)
                raise _tag_error(node)
            known = shared.get(id(node))
            if known is not None:
                return known
            if tag == _SEQ and node.__class__ is SequenceNode:
                items: list[Any] = []
                shared[id(node)] = items
                items.extend([build(child) for child in node.value])
                return items
            if tag != _MAP or node.__class__ is not MappingNode:
                raise _tag_error(node)
            mapping: dict[Any, Any] = {}
            shared[id(node)] = mapping
            pairs = node.value
            for key_node, value_node in pairs:
                if key_node.tag == _MERGE:
                    return merged(node, mapping)
                key = build(key_node)
                put(mapping, key, key_node, build(value_node))
            if len(mapping) != len(pairs):
                self._record_duplicates(pairs, build)
            return mapping

        def scalar(node: Node, tag: str) -> Any:
            try:
                return constructors[tag](self, node)
            except (ValueError, OverflowError, TypeError):  # `!!int four`, 10,000 digits
                raise _scalar_error(node) from None

        def put(mapping: dict[Any, Any], key: Any, key_node: Node, value: Any) -> None:
            try:
                mapping[key] = value
            except TypeError:
                raise yaml.constructor.ConstructorError(
                    None, None, "a mapping key must be a plain value", key_node.start_mark
                ) from None

        def merged(node: MappingNode, mapping: dict[Any, Any]) -> dict[Any, Any]:
            explicit = [pair for pair in node.value if pair[0].tag != _MERGE]
            self.flatten_mapping(node)  # `<<: *defaults`: merged keys first, own keys win
            for key_node, value_node in node.value:
                put(mapping, build(key_node), key_node, build(value_node))
            self._record_duplicates(explicit, build)
            return mapping

        return build(root)

    def _record_duplicates(
        self, pairs: list[tuple[Node, Node]], build: Callable[[Node], Any]
    ) -> None:
        seen: dict[Any, Node] = {}
        for key_node, _ in pairs:
            key = build(key_node)
            if key in seen:
                self.duplicates.append((key, key_node, seen[key]))
            else:
                seen[key] = key_node


def _scalar_error(node: Node) -> yaml.YAMLError:
    value: str = node.value
    tag = node.tag.replace(_TAG, "!!")
    if value.lstrip("+-").isdigit() and len(value) > MAX_DIGITS:
        problem = f"a number of {len(value)} digits is too long (at most {MAX_DIGITS})"
    else:
        shown = printable(value if len(value) <= 40 else value[:40] + "...")
        problem = f"`{shown}` is not a valid `{tag}`"
    return yaml.constructor.ConstructorError(None, None, problem, node.start_mark)


def _control_error(node: Node) -> yaml.YAMLError:
    char = _CONTROL.search(node.value)
    code = ord(char.group()) if char else 0
    return yaml.constructor.ConstructorError(
        None,
        None,
        f"the text holds the control character U+{code:04X}; content text may not "
        "(a newline or a tab is fine)",
        node.start_mark,
    )


class TooManyValues(Exception):
    """A file holds more than MAX_NODES values."""


def _tag_error(node: Node) -> yaml.YAMLError:
    tag = node.tag.replace(_TAG, "!!")
    return yaml.constructor.ConstructorError(
        None, None, f"the YAML tag `{tag}` has no use in content files", node.start_mark
    )


ContentLoader.add_implicit_resolver(
    _BOOL_TAG, re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


@dataclass
class ParsedFile:
    """A content file read and parsed: its data and the node tree for error positions."""

    display: str
    data: Any = None
    node: Node | None = None


def _error(display: str, line: int, column: int, message: str, path: str = "") -> ContentError:
    return ContentError(display, line, column, path, message)


def _decode(raw: bytes, display: str) -> str | ContentError:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        line = before.count(b"\n") + 1
        column = exc.start - (before.rfind(b"\n") + 1) + 1
        return _error(
            display,
            line,
            column,
            f"the file is not UTF-8 text (byte 0x{raw[exc.start]:02x}); save it as UTF-8",
        )


def _yaml_error(exc: yaml.YAMLError, display: str, text: str) -> ContentError:
    if isinstance(exc, yaml.MarkedYAMLError) and exc.problem_mark is not None:
        mark = exc.problem_mark
        what = (
            "YAML error"
            if isinstance(exc, yaml.constructor.ConstructorError)
            else ("YAML syntax error")
        )
        message = f"{what}: {exc.problem}"
        if exc.context:
            context_mark = exc.context_mark
            where = f" that starts at line {context_mark.line + 1}" if context_mark else ""
            message += f" ({exc.context}{where})"
        return _error(display, mark.line + 1, mark.column + 1, message)
    if isinstance(exc, yaml.reader.ReaderError):
        before = text[: exc.position]
        line = before.count("\n") + 1
        column = exc.position - (before.rfind("\n") + 1) + 1
        code = exc.character if isinstance(exc.character, int) else ord(exc.character)
        return _error(display, line, column, f"the character U+{code:04X} is not allowed in YAML")
    return _error(display, 1, 1, f"YAML error: {exc}")


def _alias_bomb(root: Node, limit: int) -> tuple[Node, str] | None:
    """The node whose alias-expanded size passes `limit` (or that contains itself), if any."""
    sizes: dict[int, int] = {}
    open_nodes: set[int] = set()
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        if key in sizes and not children_done:
            continue
        if isinstance(node, ScalarNode):
            sizes[key] = 1
            continue
        if isinstance(node, MappingNode):
            children = [child for pair in node.value for child in pair]
        else:
            children = list(node.value)
        if children_done:
            open_nodes.discard(key)
            total = 1 + sum(sizes[id(child)] for child in children)
            if total > limit:
                return node, f"aliases here expand to more than {limit} values (an alias bomb?)"
            sizes[key] = total
            continue
        open_nodes.add(key)
        stack.append((node, True))
        for child in children:
            if id(child) in open_nodes:
                return child, "an alias refers to a value that contains it"
            if id(child) not in sizes:
                stack.append((child, False))
    return None


def parse_yaml(raw: bytes, display: str) -> tuple[ParsedFile, list[ContentError]]:
    """Parse one file's bytes; on any problem return errors (with positions), never raise."""
    parsed = ParsedFile(display)
    if len(raw) > MAX_FILE_BYTES:
        return parsed, [too_big(display, len(raw))]
    text = _decode(raw, display)
    if isinstance(text, ContentError):
        return parsed, [text]
    loader = ContentLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return parsed, [_error(display, 1, 1, "the file is empty; it must be a mapping")]
        parsed.node = node
        if not isinstance(node, MappingNode):
            found = "a list" if isinstance(node, SequenceNode) else "a single value"
            mark = node.start_mark
            return parsed, [
                _error(
                    display,
                    mark.line + 1,
                    mark.column + 1,
                    f"the file must be a mapping of field names to values, not {found}",
                )
            ]
        if _ANCHOR.search(text):
            bomb = _alias_bomb(node, MAX_EXPANDED_NODES)
            if bomb is not None:
                mark = bomb[0].start_mark
                return parsed, [_error(display, mark.line + 1, mark.column + 1, bomb[1])]
        parsed.data = loader.build(node)
    except yaml.YAMLError as exc:
        return parsed, [_yaml_error(exc, display, text)]
    except RecursionError:
        return parsed, [_error(display, 1, 1, "the file is nested too deeply")]
    except TooManyValues:
        message = f"the file holds more than {MAX_NODES:,} values; split it into several files"
        return parsed, [_error(display, 1, 1, message.replace(",", " "))]
    finally:
        loader.dispose()
    errors = []
    for key, key_node, first in loader.duplicates:
        mark = key_node.start_mark
        errors.append(
            _error(
                display,
                mark.line + 1,
                mark.column + 1,
                f"duplicate key `{key}` (first at line {first.start_mark.line + 1}); "
                "YAML would keep only the last one",
            )
        )
    if errors:
        parsed.data = None
    return parsed, errors


def _key_pair(node: MappingNode, step: str | int) -> tuple[Node, Node] | None:
    """The (key, value) nodes of a key (its first occurrence), from an index of the mapping
    built on first use: error location stays linear however many errors a file has."""
    index: dict[str, tuple[Node, Node]] | None = getattr(node, "_duckgeon_keys", None)
    if index is None:
        index = {}
        for key_node, value_node in node.value:
            if isinstance(key_node, ScalarNode):
                index.setdefault(key_node.value, (key_node, value_node))
        node._duckgeon_keys = index  # type: ignore[attr-defined]
    return index.get(str(step))


def _kind_of(node: MappingNode) -> str | None:
    pair = _key_pair(node, "kind")
    return pair[1].value if pair is not None and isinstance(pair[1], ScalarNode) else None


def format_path(parts: Sequence[str | int]) -> str:
    """`zappies[12].effects[0].amount` from ('zappies', 12, 'effects', 0, 'amount')."""
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


@dataclass(frozen=True)
class Location:
    """Where a field path lands in a file: 1-based line and column, and the YAML-like path."""

    line: int
    column: int
    path: str
    node: Node | None


def locate(root: Node | None, loc: Sequence[str | int]) -> Location:
    """Follow a pydantic error `loc` through the node tree.

    Steps pydantic inserts that are not in the YAML (the `kind` tag of a discriminated union,
    the member names of other unions) are skipped, so the path reads like the file. Errors
    point at the key of the field; a missing field points at the mapping that lacks it.
    """
    if root is None:
        return Location(1, 1, format_path(loc), None)
    node: Node = root
    mark = root.start_mark
    parts: list[str | int] = []
    for index, step in enumerate(loc):
        last = index == len(loc) - 1
        if isinstance(node, MappingNode):
            pair = _key_pair(node, step)
            if pair is not None:
                parts.append(step)
                key_node, node = pair
                mark = key_node.start_mark
                if index + 1 < len(loc) and loc[index + 1] == "[key]":
                    break
                continue
            if step == _kind_of(node) or not last:
                continue
            parts.append(step)
            break
        if isinstance(node, SequenceNode) and isinstance(step, int) and step < len(node.value):
            parts.append(step)
            node = node.value[step]
            mark = node.start_mark
    return Location(mark.line + 1, mark.column + 1, format_path(parts), node)
