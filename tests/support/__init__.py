"""Tools the tests and the benchmarks share: the random-input player of the app."""
