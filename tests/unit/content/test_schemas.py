"""The committed JSON Schemas match the models, and every YAML file points its editor at one."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft7Validator

from duckgeon_tui import paths
from duckgeon_tui.cli import main
from duckgeon_tui.content.files import FILE_KINDS
from duckgeon_tui.content.schema_export import DRAFT_07, build_schemas, render

ROOT = paths.shipped_dir()
SCHEMA_DIR = paths.data_dir() / "schema"
HEADER = "# yaml-language-server: $schema="


def test_committed_schemas_match_the_models() -> None:
    schemas = build_schemas()
    assert sorted(schemas) == sorted(p.name for p in SCHEMA_DIR.glob("*.schema.json"))
    for name, schema in schemas.items():
        committed = (SCHEMA_DIR / name).read_text(encoding="utf-8")
        assert committed == render(schema), f"{name} is stale: run `duckgeon schema`"


def test_schemas_are_draft_07() -> None:
    for name, schema in build_schemas().items():
        assert schema["$schema"] == DRAFT_07
        text = json.dumps(schema)
        for newer in ('"$defs"', '"prefixItems"', '"discriminator"', "#/$defs/"):
            assert newer not in text, (name, newer)


def test_union_members_require_their_kind() -> None:
    definitions = build_schemas()["funkards.schema.json"]["definitions"]
    assert definitions["Damage"]["required"][0] == "kind"
    assert definitions["Damage"]["properties"]["kind"]["const"] == "damage"


def test_schema_command_writes_every_kind(tmp_path: Path) -> None:
    assert main(["schema", "--out", str(tmp_path)]) == 0
    names = {p.name for p in tmp_path.iterdir()}
    assert names == {f"{kind}.schema.json" for kind in FILE_KINDS} | {
        "mod.schema.json",
        "scenario.schema.json",
    }


def _yaml_files() -> list[Path]:
    return sorted([*ROOT.glob("data/**/*.yaml"), *ROOT.glob("mods/**/*.yaml")])


def _expected_header(path: Path) -> str:
    kind = "mod" if path.name == "mod.yaml" else path.parent.name
    relative = os.path.relpath(SCHEMA_DIR / f"{kind}.schema.json", path.parent)
    return HEADER + Path(relative).as_posix()


@pytest.mark.parametrize("path", _yaml_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_yaml_files_start_with_their_schema_line(path: Path) -> None:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first == _expected_header(path)
    schema = (path.parent / first.removeprefix(HEADER)).resolve()
    assert schema.is_file()


@pytest.mark.parametrize("name", sorted(build_schemas()))
def test_schemas_pass_the_draft_07_meta_schema(name: str) -> None:
    Draft7Validator.check_schema(build_schemas()[name])


def _schema_of(path: Path) -> dict[str, Any]:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    text = (path.parent / first.removeprefix(HEADER)).read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@pytest.mark.parametrize("path", _yaml_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_shipped_file_passes_its_schema(path: Path) -> None:
    """What an editor checks against the schema agrees with what the loader accepts."""
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    errors = [e.message for e in Draft7Validator(_schema_of(path)).iter_errors(document)]
    assert errors == []


def test_the_schema_refuses_what_the_loader_refuses() -> None:
    path = sorted((ROOT / "data" / "funkards").glob("*.yaml"))[0]
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    validator = Draft7Validator(_schema_of(path))
    assert validator.is_valid(document)
    assert not validator.is_valid({**document, "colour": "teal"})  # extra="forbid"
