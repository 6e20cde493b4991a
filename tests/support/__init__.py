"""Tools the tests and the benchmarks share: the random-input player of the app, and the
lessons of Learn to play as their prompts say to play them."""
