"""JSON Schemas (draft-07) of the content file kinds and mod.yaml, for editors and checks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from duckgeon_tui.content.common import ContentModel
from duckgeon_tui.content.files import FILE_KINDS
from duckgeon_tui.content.manifest import ModManifest
from duckgeon_tui.content.scenario import Scenario

DRAFT_07 = "http://json-schema.org/draft-07/schema#"
MOD_SCHEMA = "mod"
SCENARIO_SCHEMA = "scenario"


def schema_name(kind: str) -> str:
    """The schema file of a kind folder (or `mod` for mod.yaml), e.g. `funkards.schema.json`."""
    return f"{kind}.schema.json"


def _required_tags(node: Any, definitions: dict[str, Any]) -> None:
    """A discriminated union's members must state their tag, though the models default it."""
    if isinstance(node, dict):
        discriminator = node.get("discriminator")
        if isinstance(discriminator, dict):
            tag = discriminator["propertyName"]
            for ref in discriminator.get("mapping", {}).values():
                member = definitions[ref.rsplit("/", 1)[-1]]
                if tag not in member.setdefault("required", []):
                    member["required"].insert(0, tag)
        for value in node.values():
            _required_tags(value, definitions)
    elif isinstance(node, list):
        for value in node:
            _required_tags(value, definitions)


def _to_draft_07(node: Any) -> Any:
    """Rewrite the 2020-12 keywords pydantic writes into their draft-07 forms."""
    if isinstance(node, list):
        return [_to_draft_07(value) for value in node]
    if not isinstance(node, dict):
        return node
    out = {key: _to_draft_07(value) for key, value in node.items() if key != "discriminator"}
    if "prefixItems" in out:
        out["items"] = out.pop("prefixItems")
        out["additionalItems"] = False
    if "$ref" in out and len(out) > 1:
        # Draft-07 ignores the siblings of `$ref` (descriptions, defaults): wrap it.
        out["allOf"] = [{"$ref": out.pop("$ref")}]
    return out


def file_schema(model: type[ContentModel], title: str) -> dict[str, Any]:
    """The draft-07 schema of one file model."""
    raw = model.model_json_schema(ref_template="#/definitions/{model}")
    definitions = raw.pop("$defs", {})
    _required_tags(definitions, definitions)
    _required_tags(raw, definitions)
    schema: dict[str, Any] = {"$schema": DRAFT_07, **_to_draft_07(raw), "title": title}
    if definitions:
        schema["definitions"] = _to_draft_07(definitions)
    return schema


def build_schemas() -> dict[str, dict[str, Any]]:
    """File name → schema, for every kind folder and for mod.yaml."""
    schemas = {
        schema_name(kind): file_schema(model, f"Duckgeon {kind} file")
        for kind, model in FILE_KINDS.items()
    }
    schemas[schema_name(MOD_SCHEMA)] = file_schema(ModManifest, "Duckgeon mod.yaml")
    schemas[schema_name(SCENARIO_SCHEMA)] = file_schema(Scenario, "Duckgeon scenario file")
    return schemas


def render(schema: dict[str, Any]) -> str:
    """The schema as the committed file text."""
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def write_schemas(out_dir: Path) -> list[Path]:
    """Write every schema into `out_dir`; return the files written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, schema in build_schemas().items():
        path = out_dir / name
        path.write_text(render(schema), encoding="utf-8")
        written.append(path)
    return written
