"""Play together online: the table server, its client and the wire protocol between them
(plain Python and the `websockets` package; no textual or rich)."""

DEFAULT_PORT = 8765
"""The port a table is served on unless the host says otherwise."""
