"""Count the cards for me: a panel of the deal form (:mod:`.count` is its state)."""
