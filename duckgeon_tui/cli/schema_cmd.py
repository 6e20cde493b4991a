"""`duckgeon schema`: write the JSON Schemas of the content files for editors."""

from __future__ import annotations

import argparse
from pathlib import Path

from duckgeon_tui import paths
from duckgeon_tui.content.schema_export import write_schemas
from duckgeon_tui.content.sources import DATA_DIR, SCHEMA_FOLDER, display_path


def default_out() -> Path:
    """The committed schemas in a checkout; for an installed game, `schema/` in this folder."""
    return DATA_DIR / SCHEMA_FOLDER if paths.checkout_dir() is not None else Path(SCHEMA_FOLDER)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `schema` subcommand."""
    parser = subparsers.add_parser(
        "schema",
        help="write the JSON Schemas of the content files (committed in data/schema/)",
        description="Write a draft-07 JSON Schema for each content file kind and for mod.yaml, "
        "so editors (yaml-language-server) complete and check fields as you type.",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=default_out(),
        metavar="DIR",
        help="where to write them (default: data/schema/ in a checkout; schema/ here for an "
        "installed game, which never writes inside its package)",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Write the schemas and list them."""
    try:
        written = write_schemas(args.out)
    except OSError as exc:
        print(f"cannot write the schemas to {display_path(args.out)}: {exc.strerror}")
        return 1
    for path in written:
        print(display_path(path))
    return 0
