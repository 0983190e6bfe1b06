"""The page's Python: pure state, actions, views and storage schema, plus one browser adapter.

Only :mod:`belot.app.adapter` imports ``pyscript``/``js``; everything else runs
and is tested under CPython.
"""

# Every screen registers its actions and view when imported. Importing them all here, in
# one order (belot.app.wiring), whichever module of the app is imported first, means every
# controller knows them and no screen is ever met half-imported by another.
import belot.app.wiring  # noqa: F401
