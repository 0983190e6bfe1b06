"""Club-night tournaments: pure values and steps, as the rest of the engine
(docs/rules.md#tournaments, docs/formats.md#tournament-file, docs/engine.md#tournaments).

The organiser's phone (or the command line) holds a :class:`Tournament` and takes each
step of the night with a function that returns a new one:

* make it: :func:`new_tournament` with its :class:`Settings`; :func:`add_team`,
  :func:`withdraw_team`;
* draw a round: :func:`draw_round` (:func:`verify_draw` says why not, :func:`can_draw`
  answers yes or no), :func:`undraw_round`;
* hand each table its game: :func:`assignment_link` (:func:`read_assignment` on the table's
  phone);
* take a table's result: :func:`read_result` of its link, then :func:`record_games`;
  :func:`record_typed` for a paper table; :func:`choose_result` between two results;
* show the standings: :func:`standings` (each team's :class:`Standing`, with the lines
  its figures add up from), the knockout's :func:`champion`;
* keep it: :func:`dumps` and :func:`loads` (the tournament file).

Every refusal is a :class:`~belot.errors.TournamentError` (a ``ValueError``) whose code
the page words in the player's language and whose message names what is wrong.
"""

from belot.errors import TournamentError
from belot.tournament.draw import (
    can_draw,
    draw_round,
    planned_rounds,
    undraw_round,
    verify_draw,
)
from belot.tournament.file import dumps, loads, tournament_from_json, tournament_to_json
from belot.tournament.knockout import champion
from belot.tournament.links import (
    assignment_game,
    assignment_link,
    is_assignment_link,
    is_result_link,
    read_assignment,
    read_result,
    result_from_json,
    result_link,
)
from belot.tournament.model import (
    Bye,
    Kind,
    MatchPoints,
    Result,
    Round,
    Settings,
    Stage,
    System,
    Table,
    Team,
    TieBreak,
    Tournament,
)
from belot.tournament.results import (
    Recorded,
    Status,
    can_record,
    choose_result,
    record_games,
    record_typed,
    verify_record,
)
from belot.tournament.roundrobin import pool_name, pool_of
from belot.tournament.setup import add_team, find_team, new_tournament, withdraw_team
from belot.tournament.standings import Line, Outcome, Standing, standings

__all__ = [
    "Bye",
    "Kind",
    "Line",
    "MatchPoints",
    "Outcome",
    "Recorded",
    "Result",
    "Round",
    "Settings",
    "Stage",
    "Standing",
    "Status",
    "System",
    "Table",
    "Team",
    "TieBreak",
    "Tournament",
    "TournamentError",
    "add_team",
    "assignment_game",
    "assignment_link",
    "can_draw",
    "can_record",
    "champion",
    "choose_result",
    "draw_round",
    "dumps",
    "find_team",
    "is_assignment_link",
    "is_result_link",
    "loads",
    "new_tournament",
    "planned_rounds",
    "pool_name",
    "pool_of",
    "read_assignment",
    "read_result",
    "record_games",
    "record_typed",
    "result_from_json",
    "result_link",
    "standings",
    "tournament_from_json",
    "tournament_to_json",
    "undraw_round",
    "verify_draw",
    "verify_record",
    "withdraw_team",
]
