"""Content: the pydantic models of the YAML files and the loader that validates them."""

from __future__ import annotations
