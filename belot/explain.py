"""Why a deal wrote what it did, in English sentences a player can check.

The engine keeps the reasons as data (:class:`~belot.score.Note` and the
fields of :class:`~belot.score.DealScore`); this module words them. Each
template is keyed by a note code so a translation only has to supply the
same keys.
"""

from __future__ import annotations

from collections.abc import Mapping

from belot.score import DealScore, Note
from belot.vocabulary import Outcome

NOTE_TEMPLATES: Mapping[str, str] = {
    "no-trumps-doubled": "No trumps: the {counted} trick points count double, {scored}.",
    "valat": "{team} took every trick: valat, +{bonus} and every announcement.",
    "valat-not-multiplied": "House rule: kontra does not multiply a valat.",
    "split-digit": "Both totals end in {digit}: {team_up} rounds up, the other down.",
    "digit-rule": "Rounded to game points: units from {up_from} up, below down.",
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
}

_OUTCOMES: Mapping[Outcome, str] = {
    Outcome.MADE: "{declarer} made the contract ({mine} against {theirs}).",
    Outcome.FAILED: "{declarer} failed the contract ({mine} against {theirs}).",
    Outcome.HANGING: "Tie, {mine} each: the declarer's points are held over.",
    Outcome.REDEAL: "Everyone passed: the cards are dealt again.",
}


def render_note(note: Note, teams: tuple[str, str]) -> str:
    params = {
        k: (teams[v] if k in ("team", "team_up") and isinstance(v, int) else v)
        for k, v in note.params
    }
    return NOTE_TEMPLATES[note.code].format(**params)


def explain(score: DealScore, teams: tuple[str, str] = ("Us", "Them")) -> list[str]:
    """The deal's scoring as a list of English sentences, in the order it was done."""
    if score.declarer is None or score.contract is None:
        return [_OUTCOMES[Outcome.REDEAL]]
    d = score.declarer
    lines = [
        f"{score.contract.value} by {teams[d]}"
        + (f", x{score.multiplier}" if score.multiplier > 1 else "")
        + "."
    ]
    lines.append(f"Trick points {score.trick_points[0]} : {score.trick_points[1]}.")
    for awarded in score.announcements:
        name = f"{awarded.announcement.value} ({awarded.announcement.points})"
        if awarded.scored_by is None:
            lines.append(f"{teams[awarded.held_by]}'s {name} is lost.")
        elif awarded.scored_by == awarded.held_by:
            lines.append(f"{teams[awarded.held_by]}: {name}.")
        else:
            lines.append(f"{teams[awarded.held_by]}'s {name} goes to {teams[awarded.scored_by]}.")
    lines.extend(render_note(n, teams) for n in score.notes)
    lines.append(
        _OUTCOMES[score.outcome].format(
            declarer=teams[d], mine=score.raw[d], theirs=score.raw[1 - d]
        )
    )
    lines.append(f"Written {score.scores[0]} : {score.scores[1]}.")
    return lines
