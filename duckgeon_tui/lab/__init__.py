"""The balance lab: paired sweeps of bot games over card, class and STAT variants."""
