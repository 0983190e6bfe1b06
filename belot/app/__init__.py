"""The page's Python: pure state, actions, views and storage schema, plus the browser edge.

Only :mod:`belot.app.browser` imports ``js``/``pyodide``; everything else runs and is
tested under CPython. Importing this package imports nothing: :mod:`belot.app.wiring`
imports every screen (the page's start does, and so do the tests of the page).
"""
