"""What the form shows under its chips: the keypad, or one panel that folds away until
needed (kontra, valat, announcements), one at a time so that a deal never needs the
screen scrolled. A game that uses a panel often opens the form on it."""

from __future__ import annotations

from belot.app.draft import offered_announcements
from belot.app.screens.deal import KEYPAD, Entry
from belot.app.state import AppState
from belot.deal import PlayedDeal
from belot.game import Game
from belot.vocabulary import Double

# A game uses a panel often when at least USED_IN of its last RECENT played deals did: the
# form for its next deal opens on that panel, until the team is chosen (then the points
# are typed next, on the keypad).
RECENT = 5
USED_IN = 2


def offered(state: AppState) -> tuple[str, ...]:
    """The panels the form has for the deal on screen (none for a redeal or a correction)."""
    current, draft = state.current, state.draft
    if current is None or draft is None or draft.passed or draft.adjusting:
        return ()
    rules = current.game.rules
    found = ["double"] if rules.ruleset.doubles else []
    found.append("valat")
    if offered_announcements(rules, draft.contract):
        found.append("announcements")
    return tuple(found)


def habits(game: Game) -> tuple[str, ...]:
    """The panels the game's last deals used often (:data:`USED_IN` of :data:`RECENT`),
    the one used most first."""
    played = [d for d in game.deals if isinstance(d, PlayedDeal)][-RECENT:]
    uses = {
        "announcements": sum(bool(d.announcements[0] or d.announcements[1]) for d in played),
        "double": sum(d.double is not Double.NONE for d in played),
        "valat": sum(d.valat is not None for d in played),
    }
    often = [panel for panel, count in uses.items() if count >= USED_IN]
    return tuple(sorted(often, key=lambda panel: -uses[panel]))


def stage(state: AppState, needed: str = "") -> str:
    """What shows under the chips: ``needed`` (the panel an error is about), else what
    the player picked, else the panel the game uses most while the team is not chosen,
    else the keypad."""
    here = offered(state)
    if needed in here:
        return needed
    entry = state.part(Entry) or Entry()
    if entry.stage == KEYPAD or entry.stage in here:
        return entry.stage
    if state.current is not None and state.draft is not None and state.draft.declarer is None:
        for panel in habits(state.current.game):
            if panel in here:
                return panel
    return KEYPAD
