"""Fixtures for the content tests: a tiny valid base, and copies of it with broken files."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
MINIMAL = FIXTURES / "minimal"
BAD = FIXTURES / "bad"


@pytest.fixture
def minimal_copy(tmp_path: Path) -> Path:
    """A copy of the tiny valid base content, to break or extend in a test."""
    target = tmp_path / "data"
    shutil.copytree(MINIMAL, target)
    return target


@pytest.fixture
def overlay(minimal_copy: Path) -> Callable[[str], Path]:
    """The tiny base with one bad-input fixture folder copied over it."""

    def build(case: str) -> Path:
        shutil.copytree(BAD / case, minimal_copy, dirs_exist_ok=True)
        return minimal_copy

    return build
