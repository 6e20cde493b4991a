"""The YAML reader: plain data like PyYAML's safe loader, with duplicate keys, bad tags and
alias tricks caught."""

from __future__ import annotations

import yaml

from duckgeon_tui import paths
from duckgeon_tui.content.yaml_source import locate, parse_yaml

DATA = paths.data_dir()


def _parse(text: str) -> tuple[object, list[str]]:
    parsed, errors = parse_yaml(text.encode(), "t.yaml")
    return parsed.data, [str(error) for error in errors]


def test_reads_every_base_file_like_the_safe_loader() -> None:
    files = sorted(DATA.glob("*/*.yaml"))
    assert files
    for path in files:
        raw = path.read_bytes()
        data, errors = _parse(raw.decode())
        assert errors == []
        assert data == yaml.load(raw, Loader=yaml.SafeLoader)


def test_only_true_and_false_are_booleans() -> None:
    data, _ = _parse("omens: off\nanswer: no\nyes_please: yes\nflag: true\nother: False\n")
    assert data == {
        "omens": "off",
        "answer": "no",
        "yes_please": "yes",
        "flag": True,
        "other": False,
    }


def test_numbers_nulls_and_merge_keys() -> None:
    data, _ = _parse("base: &b {a: 1, b: 2}\nx:\n  <<: *b\n  b: 3\nn: ~\nf: 1.5\nh: 0x10\n")
    assert data == {"base": {"a": 1, "b": 2}, "x": {"a": 1, "b": 3}, "n": None, "f": 1.5, "h": 16}


def test_duplicate_keys_are_all_reported() -> None:
    data, errors = _parse("a: 1\nb:\n  c: 1\n  c: 2\na: 3\n")
    assert data is None
    assert errors == [
        "t.yaml:4:3: duplicate key `c` (first at line 3); YAML would keep only the last one",
        "t.yaml:5:1: duplicate key `a` (first at line 1); YAML would keep only the last one",
    ]


def test_unsafe_and_unused_tags_are_refused() -> None:
    for text in ("a: !!python/object/apply:os.system [ls]\n", "a: !!set {x}\n", "a: !wat 1\n"):
        data, errors = _parse(text)
        assert data is None
        assert len(errors) == 1 and errors[0].startswith("t.yaml:1:4: YAML error: the YAML tag")


def test_a_self_containing_alias_is_refused() -> None:
    _, errors = _parse("a: &x [1, *x]\n")
    assert errors == ["t.yaml:1:4: an alias refers to a value that contains it"]


def test_anchors_within_limits_are_fine() -> None:
    data, errors = _parse("a: &x [1, 2]\nb: [*x, *x]\n")
    assert errors == [] and data == {"a": [1, 2], "b": [[1, 2], [1, 2]]}


def test_multiple_documents_and_control_characters_are_errors() -> None:
    assert _parse("a: 1\n---\nb: 2\n")[1][0].startswith("t.yaml:2:1: YAML syntax error")
    assert _parse("a: \x07\n")[1] == ["t.yaml:1:4: the character U+0007 is not allowed in YAML"]


def test_locate_skips_the_union_tags_pydantic_adds() -> None:
    parsed, _ = parse_yaml(
        b"zappies:\n  - effects:\n      - kind: damage\n        amount: 0\n", "t.yaml"
    )
    where = locate(parsed.node, ("zappies", 0, "effects", 0, "damage", "amount"))
    assert (where.line, where.column, where.path) == (4, 9, "zappies[0].effects[0].amount")
    missing = locate(parsed.node, ("zappies", 0, "name"))
    assert (missing.line, missing.column, missing.path) == (2, 5, "zappies[0].name")
