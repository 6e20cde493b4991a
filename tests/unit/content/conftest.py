"""Fixtures for the content tests: a tiny valid base, and copies of it with broken files."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest


@pytest.fixture
def fixtures(pytestconfig: pytest.Config) -> Path:
    """The test content folders, `tests/fixtures/`."""
    return pytestconfig.rootpath / "tests" / "fixtures"


@pytest.fixture
def minimal_copy(tmp_path: Path, fixtures: Path) -> Path:
    """A copy of the tiny valid base content, to break or extend in a test."""
    target = tmp_path / "data"
    shutil.copytree(fixtures / "minimal", target)
    return target


@pytest.fixture
def overlay(minimal_copy: Path, fixtures: Path) -> Callable[[str], Path]:
    """The tiny base with one bad-input fixture folder copied over it."""

    def build(case: str) -> Path:
        shutil.copytree(fixtures / "bad" / case, minimal_copy, dirs_exist_ok=True)
        return minimal_copy

    return build
