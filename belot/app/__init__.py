"""The page's Python: pure state, actions, views and storage schema, plus one browser adapter.

Only :mod:`belot.app.adapter` imports ``pyscript``/``js``; everything else runs
and is tested under CPython.
"""
