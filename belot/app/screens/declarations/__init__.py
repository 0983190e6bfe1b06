"""Which announcements count: a panel of the deal form where what each player declared
is entered and the app decides (:mod:`.declaring` is its state)."""
