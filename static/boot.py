"""Entry point PyScript runs once Pyodide has started (index.html: <script type="py">).

The belot package arrives through the [files] of the generated
static/vendor/pyscript.toml; the page itself lives in belot.app.
"""

from belot.app.adapter import main

main()
