"""The browser edge: the only package that imports ``js`` or ``pyodide``.

It takes the page's ``document`` and ``window`` from ``js``: PyScript runs static/boot.py,
but its own Python package (``pyscript``) is not in the page (scripts/vendor.py,
``core_without_python``).

One module per job, each using only those above it in this list:

* :mod:`~belot.app.browser.calls`: calling the browser and being called by it (the
  console, guarded callbacks, tasks, the proxies kept alive);
* :mod:`~belot.app.browser.dom`: patching the live DOM to equal a fresh rendering;
* :mod:`~belot.app.browser.timing`: a tap's steps marked for the developer tools (``?timing``);
* :mod:`~belot.app.browser.address`: the address bar (a game's link, the page's URL);
* :mod:`~belot.app.browser.page`: one shell wired to ``#app``: paint, and send an action;
* :mod:`~belot.app.browser.events`: taps, inputs, focus, another tab, a new link;
* :mod:`~belot.app.browser.instant`: the picture static/instant-paint.js shows, and a tap
  made on it;
* :mod:`~belot.app.browser.stores`: web storage as a store, and what the browser says of it;
* :mod:`~belot.app.browser.tabs`: this tab among the app's other open tabs (Web Locks);
* :mod:`~belot.app.browser.effects`: what an action asks of the browser
  (:mod:`belot.app.effects`), one handler per effect;
* :mod:`~belot.app.browser.wake_lock`: keeping the screen on;
* :mod:`~belot.app.browser.boot`: the page's start (static/belot_boot.py runs its ``main``).

Nothing outside this package imports it (tests/test_layers.py), and nothing in it is
imported under CPython: it runs only in the page. The memory snapshot (static/python.mjs)
has it imported, from a worker that gives its imports stand-ins for ``document`` and
``window``: a module here takes what it needs from ``js`` at import and uses it only when
called (docs/architecture.md).
"""
