"""Drawing the next round (docs/rules.md#drawing-a-round).

A round is drawn once every table of the one before has the result that counts. A Swiss
round pairs the teams in the tournament for it by the standings
(:func:`belot.tournament.pairing.pair_swiss`; the first round by lot); a round robin plays
its pools' rounds (:mod:`belot.tournament.roundrobin`), then, if it has one, the knockout
(:mod:`belot.tournament.knockout`). Each table's first dealer is drawn by lot. Drawing is a
pure function of the tournament: the same file draws the same round on every phone.
"""

from __future__ import annotations

from dataclasses import replace

from belot.errors import TournamentError
from belot.tournament import knockout, roundrobin
from belot.tournament.lots import first_dealer, shuffled
from belot.tournament.model import Kind, Round, Stage, Table, Tournament
from belot.tournament.pairing import Pairing, pair_swiss
from belot.tournament.standings import standings

Pairs = tuple[tuple[str, str], ...]


def planned_rounds(tournament: Tournament) -> int:
    """How many rounds the tournament plays in all (a round robin's, from its teams)."""
    system = tournament.settings.system
    if system.kind is Kind.SWISS:
        return system.rounds
    through = system.pools * system.knockout
    return roundrobin.pool_rounds(tournament) + knockout.rounds_needed(through)


def verify_draw(tournament: Tournament) -> None:
    """Raise :class:`TournamentError` unless the next round can be drawn: a table of the
    current round without the result that counts (named), the last round drawn already,
    too few teams."""
    current = tournament.current
    if current is not None and current.missing:
        tables = ", ".join(str(n) for n in current.missing)
        raise TournamentError.of(
            "tournament-results-missing",
            round=current.number,
            tables=tables,
            count=len(current.missing),
        )
    if tournament.rounds and len(tournament.rounds) >= planned_rounds(tournament):
        raise TournamentError.of("tournament-over", rounds=len(tournament.rounds))
    number = len(tournament.rounds) + 1
    if len(tournament.playing(number)) < 2 and _stage(tournament, number) is not Stage.KNOCKOUT:
        raise TournamentError.of("tournament-too-few", round=number)
    if tournament.settings.system.kind is Kind.ROUND_ROBIN and not tournament.rounds:
        _check_pools(tournament)


def can_draw(tournament: Tournament) -> bool:
    """Whether the next round can be drawn (for enabling a button)."""
    try:
        verify_draw(tournament)
    except TournamentError:
        return False
    return True


def draw_round(tournament: Tournament) -> Tournament:
    """The tournament with its next round drawn (the last of ``rounds``); raises as
    :func:`verify_draw` says."""
    verify_draw(tournament)
    number = len(tournament.rounds) + 1
    stage = _stage(tournament, number)
    if stage is Stage.SWISS:
        drawn = _swiss(tournament, number)
    elif stage is Stage.POOLS:
        drawn = _pools(tournament, number)
    else:
        drawn = _knockout(tournament, number)
    return replace(tournament, rounds=(*tournament.rounds, drawn))


def undraw_round(tournament: Tournament) -> Tournament:
    """The tournament without its last round, which no result has reached yet (a round
    drawn too soon: a team to add or withdraw first)."""
    current = tournament.current
    if current is None:
        raise TournamentError.of("tournament-nothing-drawn")
    reached = [t.number for t in current.tables if t.results]
    if reached:
        tables = ", ".join(str(n) for n in reached)
        raise TournamentError.of("tournament-undraw-results", round=current.number, tables=tables)
    return replace(tournament, rounds=tournament.rounds[:-1])


def _stage(tournament: Tournament, number: int) -> Stage:
    if tournament.settings.system.kind is Kind.SWISS:
        return Stage.SWISS
    return Stage.POOLS if number <= roundrobin.pool_rounds(tournament) else Stage.KNOCKOUT


def _tables(
    tournament: Tournament, number: int, pairs: Pairs, pools: tuple[int | None, ...]
) -> tuple[Table, ...]:
    seed = tournament.seed
    return tuple(
        Table(n, pair, first_dealer(seed, number, n), pool)
        for n, (pair, pool) in enumerate(zip(pairs, pools, strict=True), start=1)
    )


def _swiss(tournament: Tournament, number: int) -> Round:
    playing = {t.id for t in tournament.playing(number)}
    if number == 1:
        order = shuffled(tournament.seed, f"round-{number}", sorted(playing))
    else:
        order = tuple(s.team.id for s in standings(tournament) if s.team.id in playing)
    met: dict[frozenset[str], int] = {}
    byes: dict[str, int] = {}
    for drawn in tournament.rounds:
        for table in drawn.tables:
            pair = frozenset(table.teams)
            met[pair] = met.get(pair, 0) + 1
        for team_id in drawn.byes:
            byes[team_id] = byes.get(team_id, 0) + 1
    pairing: Pairing = pair_swiss(order, met, byes)
    tables = _tables(tournament, number, pairing.pairs, (None,) * len(pairing.pairs))
    return Round(number, Stage.SWISS, tables, () if pairing.bye is None else (pairing.bye,))


def _pools(tournament: Tournament, number: int) -> Round:
    """A round of the pools: each pool's pairs of that round, pool A's tables first; a team
    that has withdrawn leaves its opponent a bye."""
    playing = {t.id for t in tournament.playing(number)}
    pairs: list[tuple[str, str]] = []
    pools: list[int | None] = []
    byes: list[str] = []
    for pool, ring in enumerate(roundrobin.pools(tournament)):
        schedule = roundrobin.circle(ring)
        if number > len(schedule):
            continue
        for one, two in schedule[number - 1]:
            present = [t for t in (one, two) if t is not None and t in playing]
            if len(present) == 2:
                pairs.append((present[0], present[1]))
                pools.append(pool)
            else:
                byes.extend(present)
    tables = _tables(tournament, number, tuple(pairs), tuple(pools))
    return Round(number, Stage.POOLS, tables, tuple(byes))


def _knockout(tournament: Tournament, number: int) -> Round:
    previous = knockout.knockout_rounds(tournament)
    if previous:
        pairs = knockout.next_pairs(previous[-1])
    else:
        seeded = knockout.qualifiers(tournament)
        system = tournament.settings.system
        if len(seeded) != system.pools * system.knockout:
            raise TournamentError.of(
                "tournament-knockout-short",
                knockout=system.knockout,
                got=len(seeded),
                expected=system.pools * system.knockout,
            )
        pairs = knockout.first_pairs(seeded)
    return Round(number, Stage.KNOCKOUT, _tables(tournament, number, pairs, (None,) * len(pairs)))


def _check_pools(tournament: Tournament) -> None:
    """Before a round robin starts: each pool has two teams, and enough to send its best
    to the knockout."""
    system = tournament.settings.system
    smallest = min(len(pool) for pool in roundrobin.pools(tournament))
    if smallest < max(2, system.knockout):
        raise TournamentError.of(
            "tournament-pools-small",
            teams=len(roundrobin.entrants(tournament)),
            pools=system.pools,
            least=max(2, system.knockout),
        )
