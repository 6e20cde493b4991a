"""Tests of the Duckgeon rules engine."""
