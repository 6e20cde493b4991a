"""`duckgeon serve`: the app in a web browser through textual-serve, one game process per tab."""
