"""Where the lab's games are played: this process, local worker processes, or a Dask cluster
(embedded `LocalCluster`, or a scheduler at tcp://HOST:PORT); batches stream back as they end."""

from __future__ import annotations

import logging
import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.lab.games import Batch, Row, play_batch

LOCAL_CLUSTER = "local"


class BackendError(RuntimeError):
    """The games cannot be sent where they were asked to go (no Dask, no scheduler there...)."""


@dataclass(frozen=True)
class Backend:
    """How to play: `workers` processes, here or on an embedded LocalCluster (`cluster="local"`),
    or on the Dask scheduler at `cluster` (then the cluster's workers play)."""

    workers: int = 1
    cluster: str | None = None

    @property
    def label(self) -> str:
        """The backend in a few words, for the progress line."""
        if self.cluster == LOCAL_CLUSTER:
            return f"Dask LocalCluster, {self.workers} worker(s)"
        if self.cluster is not None:
            return f"Dask cluster at {self.cluster}"
        return f"{self.workers} local process(es)"


def cluster_address(text: str) -> str:
    """`local`, or a Dask scheduler address tcp://HOST:PORT (ValueError for anything else)."""
    if text == LOCAL_CLUSTER:
        return text
    if not text.isprintable() or len(text) > 200 or not text.startswith("tcp://"):
        raise ValueError(f"{text[:40]!r} is not 'local' nor a tcp://HOST:PORT address")
    host, colon, port = text[len("tcp://") :].rpartition(":")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"{text[:40]!r} is not 'local' nor a tcp://HOST:PORT address")
    return text


def play(
    batches: Sequence[Batch],
    backend: Backend,
    content: Content,
    on_started: Callable[[Any], None] | None = None,
) -> Iterator[list[Row]]:
    """Play the batches; yield each batch's rows as it ends (in no set order). `on_started` is
    given the Dask client once the cluster is up (the tests use it to kill a worker)."""
    if not batches:
        return
    if backend.cluster is not None:
        yield from _dask(batches, backend, content, on_started)
    elif backend.workers > 1 and len(batches) > 1:
        context = multiprocessing.get_context("spawn")
        with context.Pool(min(backend.workers, len(batches))) as pool:
            yield from pool.imap_unordered(play_batch, batches)
    else:
        for batch in batches:
            yield play_batch(batch, content)


def _dask(
    batches: Sequence[Batch],
    backend: Backend,
    content: Content,
    on_started: Callable[[Any], None] | None,
) -> Iterator[list[Row]]:
    try:
        from distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise BackendError(
            "--cluster needs Dask's `distributed`: pip install 'duckgeon-tui[cluster]'"
        ) from None
    cluster = None
    try:
        if backend.cluster == LOCAL_CLUSTER:
            cluster = LocalCluster(
                n_workers=backend.workers,
                threads_per_worker=1,
                processes=True,
                host="127.0.0.1",
                scheduler_port=0,
                dashboard_address=None,
                silence_logs=logging.ERROR,  # a worker stopping is no news
            )
            client = Client(cluster)
        else:
            client = Client(backend.cluster, timeout="10s")
    except (OSError, TimeoutError) as exc:
        if cluster is not None:
            cluster.close()
        raise BackendError(f"cannot reach the Dask scheduler at {backend.cluster}: {exc}") from exc
    try:
        if on_started is not None:
            on_started(client)
        # The content goes to the workers once, with the game: they need no copy of the files.
        shared = client.scatter(content, broadcast=True)
        futures = client.map(play_batch, batches, content=shared, pure=False)
        for future in as_completed(futures):
            yield future.result()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
