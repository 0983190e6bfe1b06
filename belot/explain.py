"""Why a deal wrote what it did, as sentences a player can check.

The engine keeps the reasons as data (:class:`~belot.score.Note` and the
fields of :class:`~belot.score.DealScore`); this module words them through
templates keyed by message code, English by default. The page passes its
own catalog's function so the breakdown is in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from belot.score import DealScore, Note
from belot.vocabulary import Outcome

Text = Callable[[str, Mapping[str, object]], str]

TEMPLATES: Mapping[str, str] = {
    # notes, by Note.code
    "no-trumps-doubled": "No trumps: the {counted} trick points count double, {scored}.",
    "valat": "{team} took every trick: valat, +{bonus} and every announcement.",
    "valat-not-multiplied": "House rule: kontra does not multiply a valat.",
    "split-digit": "Both totals end in {digit}: {team_up} rounds up, the other down.",
    "digit-rule": "Rounded to game points: units of {up_from} and above round up, the rest down.",
    "declarer-rounds": "House rule: the declarer rounds ({declarer}), the other gets {rest}.",
    "all-to-winner": "Kontra: {points} game points x{multiplier} = {total} to one team.",
    "multiplied": "Multiplied by {multiplier}: {raw0} : {raw1}.",
    "half-up": "Rounded to game points: 5 and above up.",
    "collected": "{team} collects the {held} held over ({points} written).",
    "hanging": "Hanging: {points} held over, {held} in all, for the next deal's winner.",
    "litige": "Litige: the taker's {points} wait for the next made contract ({held} in all).",
    "tie-fails": "House rule: a tie is a failed contract.",
    "capot": "{team} took every trick: capot, {points} points.",
    "bid": "Bid {value}; the takers reached {reached}.",
    "doubled": "Doubled: ({base} + {bid} + {declarations}) x {multiplier} to the winning side.",
    "failed-bid": "Failed: the defence scores {base} + {bid}.",
    "belote-lost": "{team} loses its belote: a capot or générale bid was missed.",
    # the lines around them
    "contract": "Contract: {contract}, taken by {declarer}.",
    "contract-doubled": "Contract: {contract}, taken by {declarer}, x{multiplier}.",
    "tricks": "Trick points {a} : {b}.",
    "announcement-own": "{holder}: {name} ({points}).",
    "announcement-moved": "{holder}'s {name} ({points}) goes to {scorer}.",
    "announcement-lost": "{holder}'s {name} ({points}) is lost.",
    "outcome-made": "{declarer} made the contract ({mine} against {theirs}).",
    "outcome-failed": "{declarer} failed the contract ({mine} against {theirs}).",
    "outcome-hanging": "Tie, {mine} each: the declarer's points are held over.",
    "outcome-redeal": "Everyone passed: the cards are dealt again.",
    "written": "Written {a} : {b}.",
    "adjustment": "Written directly (a penalty or a correction): {a} : {b}.",
    "adjustment-note": "Note: {note}",
}


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
) -> list[str]:
    """The deal's scoring as sentences, in the order it was done.

    ``names`` words a contract or announcement token (English: the token).
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
