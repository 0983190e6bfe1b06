"""Hypothesis strategies: deals and games that are valid under a ruleset."""

from __future__ import annotations

from hypothesis import strategies as st

from belot import (
    RULESETS,
    Adjustment,
    Announcement,
    Bid,
    Contract,
    Deal,
    DealError,
    Double,
    Game,
    PassedDeal,
    PlayedDeal,
    Rules,
    make_rules,
    play,
)
from belot.rules import Declarations, GameEnd
from belot.score import pair
from belot.tournament import (
    Bye,
    Kind,
    MatchPoints,
    Round,
    Settings,
    System,
    TieBreak,
    Tournament,
    add_team,
    draw_round,
    new_tournament,
    record_typed,
    withdraw_team,
)
from belot.tournament.results import match_of
from belot.vocabulary import CAPOT_BID, GENERALE_BID

SEQUENCES = (Announcement.TIERCE, Announcement.QUARTE, Announcement.QUINTE)
RUN_CARDS = {Announcement.TIERCE: 3, Announcement.QUARTE: 4, Announcement.QUINTE: 5}
SQUARES = (
    Announcement.FOUR_JACKS,
    Announcement.FOUR_NINES,
    Announcement.FOUR_ACES,
    Announcement.FOUR_TENS,
    Announcement.FOUR_KINGS,
    Announcement.FOUR_QUEENS,
)

rules_ids = st.sampled_from(sorted(RULESETS))


@st.composite
def rules(
    draw: st.DrawFn, ruleset_id: str | None = None, forced: dict[str, object] | None = None
) -> Rules:
    """A ruleset with its default options, or with drawn house rules (every combination
    of them, those of sans atout and tout atout and of a game's end included; an option
    that requires another's value is drawn only with it); ``forced`` options are set as
    given, the others drawn."""
    rid = ruleset_id if ruleset_id is not None else draw(rules_ids)
    ruleset = RULESETS[rid]
    options: dict[str, object] = {}
    for option in ruleset.options:
        changed: bool = draw(st.booleans())
        if changed and option.choices:
            options[option.name] = draw(st.sampled_from(option.choices))
        elif changed and isinstance(option.default, bool):
            options[option.name] = not option.default
        elif changed and option.name != "target":  # a number: failed-base, max-bid
            values = range(option.minimum, option.maximum + 1, option.step)
            options[option.name] = draw(st.sampled_from(values))
    options.update(forced or {})
    for option in ruleset.options:
        if option.requires is not None and option.name not in (forced or {}):
            other, wanted = option.requires
            if options.get(other, ruleset.option(other).default) != wanted:
                options.pop(option.name, None)
    return make_rules(rid, options)


@st.composite
def announcements(
    draw: st.DrawFn, rules: Rules, contract: Contract
) -> tuple[tuple[Announcement, ...], tuple[Announcement, ...]]:
    """Counting announcements that the ruleset allows for ``contract``."""
    teams: list[list[Announcement]] = [[], []]
    if contract is Contract.NO_TRUMPS and not rules.ruleset.no_trumps_declarations:
        return (), ()
    most = 1  # a belot at a suit; none at no trumps; up to four at all trumps, if any counts
    if contract is Contract.NO_TRUMPS:
        most = 0
    elif contract is Contract.ALL_TRUMPS:
        most = 4 if rules.all_trumps_belots else 0
    belots = draw(st.integers(0, most))
    for _ in range(belots):
        teams[draw(st.integers(0, 1))].append(Announcement.BELOT)
    style = rules.declarations
    if style is Declarations.BELOT_ONLY:
        return tuple(teams[0]), tuple(teams[1])
    seq_team, square_team = draw(st.integers(0, 1)), draw(st.integers(0, 1))
    if style in (Declarations.BEST_TEAM, Declarations.COMBINED):  # one team's count
        square_team = seq_team
    runs = draw(st.lists(st.sampled_from(SEQUENCES), max_size=3))
    if runs.count(Announcement.QUINTE) > 2:  # five in a row: one quinte to a player
        runs.remove(Announcement.QUINTE)
    teams[seq_team] += runs
    # A team holds 16 cards; where no card serves twice, squares take what runs leave.
    cards = sum(RUN_CARDS[a] for a in runs) if seq_team == square_team else 0
    room = 2 if rules.ruleset.cards_may_serve_twice else min(2, (16 - cards) // 4)
    teams[square_team] += draw(st.lists(st.sampled_from(SQUARES), max_size=room, unique=True))
    if Announcement.BELOT in teams[1 - square_team]:  # every king and queen is the other's
        kings_and_queens = {Announcement.FOUR_KINGS, Announcement.FOUR_QUEENS}
        teams[square_team] = [a for a in teams[square_team] if a not in kings_and_queens] + [
            a for a in teams[square_team] if a in kings_and_queens
        ][:1]
    return tuple(teams[0]), tuple(teams[1])


@st.composite
def played_deals(draw: st.DrawFn, rules: Rules) -> PlayedDeal:
    """A deal that validates under ``rules``."""
    ruleset = rules.ruleset
    contract = draw(st.sampled_from(rules.contracts))
    total = ruleset.trick_total[contract]
    declarer = draw(st.integers(0, 1))
    valat = draw(st.none() | st.integers(0, 1))
    if valat is None:
        first = draw(st.integers(0, total))
        points = (first, total - first)
    else:
        points = pair(valat, total)
    double = draw(st.sampled_from(list(Double))) if ruleset.doubles else Double.NONE
    bid: Bid | None = None
    alone = False
    if ruleset.bids:
        bid = draw(
            st.sampled_from([CAPOT_BID, GENERALE_BID])
            | st.integers(8, 16).map(lambda tens: Bid.points(tens * 10))
        )
        alone = valat == declarer and draw(st.booleans())
    return PlayedDeal(
        contract=contract,
        declarer=declarer,
        points=points,
        valat=valat,
        double=double,
        announcements=draw(announcements(rules, contract)),
        bid=bid,
        alone=alone,
    )


adjustments = st.builds(
    Adjustment,
    st.tuples(st.integers(-50, 50), st.integers(-50, 50)),
    st.text(max_size=20),
)


def deals(rules: Rules) -> st.SearchStrategy[Deal]:
    return st.one_of(st.just(PassedDeal()), adjustments, played_deals(rules), played_deals(rules))


@st.composite
def games(draw: st.DrawFn, max_deals: int = 30) -> Game:
    """A game that plays: deals are drawn until the game is won or ``max_deals``."""
    game_rules = draw(rules())
    game = Game(
        rules=game_rules,
        teams=(draw(st.text(max_size=12)), draw(st.text(max_size=12))),
        first_dealer=draw(st.integers(0, 3)),
    )
    for _ in range(draw(st.integers(0, max_deals))):
        if play(game).over:
            break
        game = game.with_deal(draw(deals(game_rules)))
    return game


def swapped(deal: Deal) -> Deal:
    """The same deal with the two teams' places exchanged."""
    if isinstance(deal, PassedDeal):
        return deal
    if isinstance(deal, Adjustment):
        return Adjustment((deal.points[1], deal.points[0]), deal.note)
    return PlayedDeal(
        contract=deal.contract,
        declarer=1 - deal.declarer,
        points=(deal.points[1], deal.points[0]),
        valat=None if deal.valat is None else 1 - deal.valat,
        double=deal.double,
        announcements=(deal.announcements[1], deal.announcements[0]),
        bid=deal.bid,
        alone=deal.alone,
    )


# --- tournaments (docs/rules.md#tournaments) ------------------------------------------------


def team_names(count: int) -> list[tuple[str, tuple[str, str] | None]]:
    return [(f"Team {n}", (f"P{n}a", f"P{n}b") if n % 3 else None) for n in range(1, count + 1)]


@st.composite
def tournament_settings(draw: st.DrawFn, system: System) -> Settings:
    """Settings of a tournament of ``system``: a game to the target or of a fixed number of
    deals, one game or a match, any match points, bye and tie-breaks the rules allow."""
    end = draw(st.sampled_from(({}, {"end": "deals", "deals": 12})))
    rules = make_rules(draw(st.sampled_from(("bulgarian", "belote", "contree"))), end)
    win = draw(st.integers(1, 5))
    draw_points = draw(st.integers(0, win))
    loss = draw(st.integers(0, min(draw_points, win - 1)))
    bye = draw(st.sampled_from((Bye(False), Bye(True), Bye(True, 151, 0))))
    breaks = draw(st.permutations(list(TieBreak)))
    return Settings(
        rules,
        system,
        draw(st.sampled_from((1, 1, 3))),
        MatchPoints(win, draw_points, loss),
        bye,
        tuple(breaks[: draw(st.integers(0, len(breaks)))]),
    )


@st.composite
def typed_result(draw: st.DrawFn, tournament: Tournament, drawn: Round) -> list[tuple[int, int]]:
    """Each game's final points of a table, as a paper sheet would say them: a winner at
    the target or above in a game to the target, a draw possible in a game of a fixed
    number of deals, the games of a whole match for a match."""
    rules = tournament.settings.rules
    best_of = match_of(tournament, drawn)
    can_draw = rules.end is GameEnd.DEALS
    games: list[tuple[int, int]] = []
    wins = [0, 0]
    while True:
        loser = draw(st.integers(0, 140 if rules.target <= 200 else 900))
        if can_draw and len(games) < 3 and draw(st.integers(0, 5)) == 0:  # a draw or two
            games.append((loser, loser))
            if best_of is None:
                return games
            continue
        winner = draw(
            st.integers(max(rules.target if not can_draw else 0, loser + 1), 2 * rules.target)
        )
        side = draw(st.integers(0, 1))
        games.append((winner, loser) if side == 0 else (loser, winner))
        wins[side] += 1
        if best_of is None or wins[side] > best_of // 2:
            return games


@st.composite
def played_tournaments(
    draw: st.DrawFn,
    min_teams: int = 2,
    max_teams: int = 40,
    max_rounds: int = 8,
    changes: bool = True,
) -> Tournament:
    """A Swiss tournament played for some rounds, every table's result typed; teams added
    late and withdrawn now and then (``changes``)."""
    count = draw(st.integers(min_teams, max_teams))
    rounds = draw(st.integers(1, max_rounds))
    settings = draw(tournament_settings(System(Kind.SWISS, rounds)))
    seed = draw(st.text(alphabet="abcdef0123456789", min_size=1, max_size=12))
    tournament = new_tournament("t-" + seed, "Night", seed, settings, team_names(count))
    for _ in range(rounds):
        if changes and draw(st.integers(0, 4)) == 0:
            tournament = add_team(tournament, f"Late {len(tournament.teams)}")
        playing = tournament.playing(len(tournament.rounds) + 1)
        if changes and len(playing) > 2 and draw(st.integers(0, 4)) == 0:
            tournament = withdraw_team(tournament, draw(st.sampled_from(playing)).id)
        tournament = draw_round(tournament)
        drawn = tournament.rounds[-1]
        for table in drawn.tables:
            scores = draw(typed_result(tournament, drawn))
            tournament = record_typed(tournament, drawn.number, table.number, scores).tournament
    return tournament


_URL_TEXT = st.text(alphabet="abcXYZ019-._~!$&'()*+,;=%:@", max_size=8)


@st.composite
def addresses(draw: st.DrawFn) -> str:
    """A page's address as a browser may give it (any scheme, with or without an
    authority, user, port, query and fragment; a host that is a name, an IPv4 or a
    bracketed IPv6 address), for belot.app.hosting's own split."""
    scheme = draw(st.sampled_from(["http", "https", "HTTPS", "file", "ftp", "x-y+z.1"]))
    path = "/".join(draw(st.lists(_URL_TEXT, max_size=4)))
    if draw(st.booleans()):
        path = "/" + path
    url = f"{scheme}:"
    if draw(st.booleans()):
        host = draw(
            st.one_of(
                st.from_regex(r"[A-Za-z0-9]([A-Za-z0-9.-]{0,12}[A-Za-z0-9])?", fullmatch=True),
                st.ip_addresses(v=4).map(str),
                st.ip_addresses(v=6).map(lambda a: f"[{a}]"),
                st.just(""),
            )
        )
        user = draw(st.sampled_from(["", "me@", "me:pw@"]))
        port = draw(st.sampled_from(["", ":8000", ":"]))
        url += f"//{user}{host}{port}"
        if path and not path.startswith("/"):
            path = "/" + path
    url += path
    for mark in ("?", "#"):
        if draw(st.booleans()):
            url += mark + draw(_URL_TEXT)
    return url


__all__ = [
    "DealError",
    "addresses",
    "deals",
    "games",
    "played_deals",
    "played_tournaments",
    "rules",
    "swapped",
    "team_names",
    "tournament_settings",
    "typed_result",
]
