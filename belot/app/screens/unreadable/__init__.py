"""Stored data the app cannot read: said on the list of games, exported to a file or
discarded for good. The data itself is found by :func:`belot.app.storage.survey` (the
controller keeps the report in ``state.storage``) and kept safe by
:class:`belot.app.storage.GuardedStore`."""
