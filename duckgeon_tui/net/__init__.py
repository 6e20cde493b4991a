"""Play together online: the table server, its client and the wire protocol between them
(plain Python and the `websockets` package; no textual or rich)."""
