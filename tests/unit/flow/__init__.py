"""The turn flow's tests: every rule of the flow checked with a scripted seat, no terminal."""
