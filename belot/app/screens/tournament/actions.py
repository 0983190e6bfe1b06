"""The organiser's actions, one module per screen (each registers its handlers as it is
imported): the open tournament and the ways between its screens (:mod:`.kept`), the form
(:mod:`.form`), the round (:mod:`.rounds`), the standings (:mod:`.standing`), the teams and
the file (:mod:`.teams`), a result that came as a link (:mod:`.arrival`)."""

from __future__ import annotations

from belot.app.screens.tournament import arrival, form, kept, rounds, standing, teams

MODULES = (arrival, form, kept, rounds, standing, teams)
