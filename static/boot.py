"""Entry point PyScript runs once Pyodide has started (index.html: <script type="py">):
the start is static/belot_boot.py, imported compiled from belot.zip (its docstring says
why). Importing it starts the app."""

import belot_boot  # noqa: F401
