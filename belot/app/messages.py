"""The message catalog: every string the page shows goes through :func:`t`.

English is the only language for now; a translation is another mapping with
the same keys. The engine's explanation templates join the catalog so a
deal's breakdown is translated with the rest.
"""

from __future__ import annotations

from collections.abc import Mapping

from belot.explain import TEMPLATES as EXPLAIN_TEMPLATES

ENGLISH: Mapping[str, str] = {
    "app.title": "Belot score",
    "app.loading": "Loading…",
    "update.ready": "A new version is ready.",
    "update.reload": "Reload",
    # home
    "home.title": "Games",
    "home.new": "New game",
    "home.empty": "No saved games yet.",
    "home.running": "in play",
    "home.won": "won by {team}",
    "home.open": "Open",
    "home.delete": "Delete",
    "home.confirm_delete": "Delete the game {teams}? This cannot be undone.",
    "home.unreadable": "{count} saved item(s) could not be read and were left untouched.",
    "common.yes": "Yes",
    "common.no": "No",
    "common.cancel": "Cancel",
    "common.back": "Back",
    # setup
    "setup.title": "New game",
    "setup.rules": "Rules",
    "setup.teams": "Teams",
    "setup.team0": "Team 1",
    "setup.team1": "Team 2",
    "setup.team0.default": "Us",
    "setup.team1.default": "Them",
    "setup.players": "Players (optional, in seat order)",
    "setup.player": "Seat {seat} ({team})",
    "setup.dealer": "First dealer",
    "setup.start": "Start",
    "setup.house_rules": "House rules",
    "option.target": "Target",
    "option.rounding": "Rounding",
    "option.rounding.official": "official (split digit)",
    "option.rounding.declarer": "declarer rounds",
    "option.rounding.none": "none",
    "option.rounding.nearest-ten": "to the nearest ten",
    "option.kontra-multiplies-valat": "Kontra multiplies a valat",
    "option.no-going-out-with-valat": "No going out with a valat",
    "option.litige": "Tie (litige)",
    "option.litige.carry": "points wait for the next contract",
    "option.litige.failed": "counts as failed",
    "option.max-bid": "Highest bid",
    # rulesets
    "ruleset.bulgarian": "Belot (Bulgarian)",
    "ruleset.belot-arena": "Belot, Arena scoring",
    "ruleset.belote": "Belote (classic)",
    "ruleset.belote-annonces": "Belote with declarations",
    "ruleset.contree": "Contrée",
    "ruleset.coinche": "Coinche",
    # sheet
    "sheet.deal": "#",
    "sheet.total": "Total",
    "sheet.add": "Add deal",
    "sheet.undo": "Undo",
    "sheet.games": "Games",
    "sheet.next_dealer": "Next dealer: {name}",
    "sheet.hanging.game": "Held over: {points}, {goes_to}",
    "sheet.hanging.raw": "Held over: {points} points, {goes_to}",
    "sheet.hanging.goes_to.next-deal-winner": "to the winner of the next deal",
    "sheet.hanging.goes_to.next-made-contract": "to the next team that makes its contract",
    "sheet.hanging.goes_to.nobody": "",
    "sheet.winner": "{team} won the game, {mine} to {theirs}.",
    "sheet.rematch": "Rematch",
    "sheet.empty": "No deals yet. Tap “Add deal” after the first deal.",
    "sheet.redeal": "passed",
    "seat.player": "seat {seat} ({team})",
    "sheet.tap_hint": "Tap a deal to see why it was written, to edit or to delete it.",
    # outcomes and marks
    "outcome.made": "made",
    "outcome.failed": "inside",
    "outcome.hanging": "hanging",
    "outcome.redeal": "redeal",
    "mark.valat": "valat",
    # deal form
    "deal.title.new": "Deal {number}",
    "deal.title.edit": "Edit deal {number}",
    "deal.passed": "Everyone passed",
    "deal.contract": "Contract",
    "deal.declarer": "Taken by",
    "deal.double": "Double",
    "deal.double.1": "none",
    "deal.bid": "Bid",
    "deal.bid.capot": "Capot",
    "deal.bid.generale": "Générale",
    "deal.alone": "Taker alone (Générale)",
    "deal.points": "Trick points (last trick included, {total} in all)",
    "deal.valat": "Valat",
    "deal.valat.none": "no",
    "deal.announcements": "Announcements that count",
    "deal.save": "Save deal",
    "deal.cancel": "Cancel",
    "deal.preview": "Will write",
    "deal.enter_points": "Enter the trick points.",
    "deal.choose_contract": "Choose the contract.",
    "deal.choose_declarer": "Choose the team that took the contract.",
    "deal.choose_bid": "Choose the bid.",
    # contracts and announcements
    "contract.clubs": "♣",
    "contract.diamonds": "♦",
    "contract.hearts": "♥",
    "contract.spades": "♠",
    "contract.no-trumps": "NT",
    "contract.all-trumps": "AT",
    "contract.name.clubs": "clubs",
    "contract.name.diamonds": "diamonds",
    "contract.name.hearts": "hearts",
    "contract.name.spades": "spades",
    "contract.name.no-trumps": "no trumps",
    "contract.name.all-trumps": "all trumps",
    "announcement.belot": "belot",
    "announcement.tierce": "tierce",
    "announcement.quarte": "quarte",
    "announcement.quinte": "quinte",
    "announcement.four-jacks": "4 J",
    "announcement.four-nines": "4 9",
    "announcement.four-aces": "4 A",
    "announcement.four-tens": "4 10",
    "announcement.four-kings": "4 K",
    "announcement.four-queens": "4 Q",
    # detail
    "detail.title": "Deal {number}",
    "detail.edit": "Edit",
    "detail.delete": "Delete",
    "detail.confirm_delete": "Delete deal {number}? Everything after it is recomputed.",
    # notices
    "notice.saved_elsewhere": "This game was changed in another tab; it has been reloaded.",
    "notice.conflict": "Not saved: this game was changed in another tab. It has been "
    "reloaded; your entry is still in the form.",
    "notice.storage_full": "Not saved: the browser's storage is full. Your entry is still "
    "in the form.",
    "notice.undone": "Undone.",
    "notice.recovered": "Something went wrong; the game was reloaded as last saved.",
    "notice.nothing_to_undo": "Nothing to undo.",
    "notice.game_over": "The game is over: start a rematch or a new game.",
    **{f"explain.{code}": text for code, text in EXPLAIN_TEMPLATES.items()},
    # words of the French games, where they differ (see term())
    "outcome.failed@belote": "failed",
    "outcome.hanging@belote": "litige",
    "mark.valat@belote": "capot",
    "deal.valat@belote": "Capot",
    "announcement.belot@belote": "belote",
    "sheet.hanging.raw@belote": "Set aside (litige): {points} points, {goes_to}",
}

# Rulesets whose words are the Bulgarian ones; every other ruleset speaks French belote.
_BELOT_WORDS = frozenset({"bulgarian", "belot-arena"})

CATALOGS: Mapping[str, Mapping[str, str]] = {"en": ENGLISH}
_language = ["en"]


def set_language(language: str) -> None:
    """Choose the catalog :func:`t` reads (unknown languages read English)."""
    _language[0] = language if language in CATALOGS else "en"


def term(key: str, ruleset_id: str, **params: object) -> str:
    """A word that depends on the game: ``key@<ruleset>``, then ``key@<family>``, then ``key``.

    The family is ``belot`` for the Bulgarian rulesets and ``belote`` for the French ones.
    """
    family = "belot" if ruleset_id in _BELOT_WORDS else "belote"
    catalog = CATALOGS[_language[0]]
    for candidate in (f"{key}@{ruleset_id}", f"{key}@{family}"):
        if candidate in catalog or candidate in ENGLISH:
            return t(candidate, **params)
    return t(key, **params)


def t(key: str, **params: object) -> str:
    """The message ``key`` in the current language, with ``params`` filled in.

    A key missing from a translation falls back to English; a key missing
    from English is a programming error and raises ``KeyError``.
    """
    template = CATALOGS[_language[0]].get(key) or ENGLISH[key]
    return template.format(**params) if params else template
