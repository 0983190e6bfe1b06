"""Feature modules: each registers its actions with :func:`belot.app.controller.action`.

A feature keeps its actions, its catalog part (:mod:`belot.app.i18n`) and its views in
modules of its own; importing it here is all the wiring it needs.
"""
