"""Why a deal wrote what it did, as sentences a player can check.

The engine keeps the reasons as data (:class:`~belot.score.Note` and the
fields of :class:`~belot.score.DealScore`); this module words them through
templates keyed by message code, English by default. The page passes its
own catalog's function so the breakdown is in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from belot.declared import Belot, Declaration, Reason, Sequence, Square
from belot.score import DealScore, Note
from belot.vocabulary import Outcome
from belot.words import en

Text = Callable[[str, Mapping[str, object]], str]
# A catalog word by key and parameters (the page's knows the game's word family).
Word = Callable[..., str]
SeatName = Callable[[int], str]


def english_word(key: str, /, **params: object) -> str:
    template = en.WORDS[key]
    return template.format(**params) if params else template


def seat_number(seat: int) -> str:
    """A seat as the record numbers it (0-3), for the English of the command line."""
    return f"seat {seat}"


def declaration_words(declaration: Declaration, word: Word = english_word) -> str:
    """A declaration as players say it: "tierce to K ♥", "four jacks", "belot"."""
    if isinstance(declaration, Square):
        return word(f"decl.word.square.{declaration.rank.value}")
    if isinstance(declaration, Belot):
        text = word("decl.word.belot")
    else:
        n = declaration.length
        key = f"decl.word.sequence.{n}" if n <= 5 else "decl.word.sequence.long"
        text = word(key, top=word(f"decl.rank.{declaration.top.value}"), length=n)
    return f"{text} {declaration.suit.symbol}" if declaration.suit else text


def reason_words(
    reason: Reason,
    teams: tuple[str, str],
    word: Word = english_word,
    seat_name: SeatName = seat_number,
) -> str:
    """Why a declaration counts or not, as a sentence (catalog "decl.reason.<code>")."""
    given = dict(reason.params)
    params: dict[str, object] = {}
    for name, value in given.items():
        if name == "team" and isinstance(value, int):
            params[name] = teams[value]
        elif name.endswith("seat") and isinstance(value, int):
            params[name] = seat_name(value)
        elif isinstance(value, Sequence | Square | Belot):
            seat = given[f"{name}_seat"]
            assert isinstance(seat, int)
            what = declaration_words(value, word)
            params[name] = word("decl.by", what=what, player=seat_name(seat))
        else:
            params[name] = value
    text = word(f"decl.reason.{reason.code}", **params)
    return text[:1].upper() + text[1:]


# The English sentences, by note code and line, are in the engine's catalog ("explain.<code>").
TEMPLATES: Mapping[str, str] = en.EXPLAIN


def english(key: str, params: Mapping[str, object]) -> str:
    return TEMPLATES[key].format(**params)


def render_note(note: Note, teams: tuple[str, str], text: Text = english) -> str:
    params = {
        k: (teams[v] if k in ("team", "team_up") and isinstance(v, int) else v)
        for k, v in note.params
    }
    return text(note.code, params)


def explain(
    score: DealScore,
    teams: tuple[str, str] = ("Us", "Them"),
    text: Text = english,
    names: Callable[[str], str] = str,
    word: Word = english_word,
    seat_name: SeatName = seat_number,
) -> list[str]:
    """The deal's scoring as sentences, in the order it was done.

    ``names`` words a contract or announcement token (English: the token); ``word`` and
    ``seat_name`` word the contest of what each player declared, when the deal says it.
    """
    if score.outcome is Outcome.ADJUSTMENT:
        written = text("adjustment", {"a": score.written[0], "b": score.written[1]})
        return [written, *(render_note(n, teams, text) for n in score.notes)]
    if score.declarer is None or score.contract is None:
        return [text("outcome-redeal", {})]
    d = score.declarer
    contract = names(score.contract.value)
    lines = [
        text("contract", {"contract": contract, "declarer": teams[d]})
        if score.multiplier == 1
        else text(
            "contract-doubled",
            {"contract": contract, "declarer": teams[d], "multiplier": score.multiplier},
        ),
        text("tricks", {"a": score.trick_points[0], "b": score.trick_points[1]}),
        *(reason_words(reason, teams, word, seat_name) for reason in score.contest),
    ]
    for awarded in score.announcements:
        params = {
            "holder": teams[awarded.held_by],
            "name": names(awarded.announcement.value),
            "points": awarded.announcement.points,
        }
        if awarded.scored_by is None:
            lines.append(text("announcement-lost", params))
        elif awarded.scored_by == awarded.held_by:
            lines.append(text("announcement-own", params))
        else:
            lines.append(text("announcement-moved", {**params, "scorer": teams[awarded.scored_by]}))
    lines.extend(render_note(n, teams, text) for n in score.notes)
    mine, theirs = score.raw[d], score.raw[1 - d]
    outcome = {"declarer": teams[d], "mine": mine, "theirs": theirs}
    lines.append(text("outcome-" + score.outcome.value, outcome))
    lines.append(text("written", {"a": score.scores[0], "b": score.scores[1]}))
    return lines
