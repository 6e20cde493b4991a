"""The turn flow of a dungeon game as plain Python: the questions it asks the players, what it
tells them, and the flow that turns their answers into engine actions (no Textual here)."""
