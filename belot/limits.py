"""The limits on what is read: one set, used by every reader.

Whatever reads a game (the stored envelope, a file to import, a game's link, the command
line, the page's forms) takes its limits from here, so that what one reader accepts every
other reads back. Each limit is far above what a table ever writes, and low enough that
refusing costs nothing: a value over a limit is refused with an error naming the limit and
what was found, *before* the work it would cost (a record's rows are counted before any
deal is read; a file's size is checked before it is decoded or parsed). Without them, a
980-character link carrying 20,000 deals froze the page for 26 seconds, and a
300,000-character team name made the new-game form millions of pixels wide.
"""

from __future__ import annotations

MAX_ROWS = 500
"""Rows of one game: deals played, redeals (everyone passed) and corrections together.

An evening's game is 10 to 30 deals; a game of 300 deals (a target of thousands) is the
most any table plays, and 500 leaves room for its redeals and corrections. The page
reads, scores and shows 500 rows in well under a second; the deal form refuses the row
after the last (the game is full: a new game goes on)."""

MAX_NAME = 40
"""Characters of a team's or a player's name: what the sheet's columns and the new-game
form have room for (the form's fields take no more)."""

MAX_NOTE = 200
"""Characters of a correction's note: a sentence ("penalty: revoke in deal 7")."""

MAX_POINTS = 99_999
"""Points written in a deal or a correction, and a bid, either way: far more than any
deal scores, few enough digits that every total stays a number the page can show."""

POINTS_DIGITS = len(str(MAX_POINTS))
"""Digits the deal form takes for points: as many as the most points have."""

MAX_FILE = 8_000_000
"""Bytes of a file or a stream read (an import, the command line's input), and characters
of any JSON text parsed. Bigger than any real export (a browser's localStorage holds about
5 MB), small enough to read at once: the command line reads at most one byte more than
this and refuses the rest unread."""

MAX_DEPTH = 64
"""Levels of nesting of a JSON text: the app's own data nest about eight deep (an export
holds envelopes, which hold records, which hold deals, which hold announcements), and
deeper text would exhaust the browser's stack while parsing (:mod:`belot.jsontext`)."""

MAX_LINK = 30_000
"""Characters of a game's link fragment: ten times what one QR code holds
(:data:`belot.app.qr.MAX_LINK_BYTES`); a header declaring more is refused unread."""

MAX_LINK_INFLATED = 1_000_000
"""Bytes a link's data may inflate to (a game of :data:`MAX_ROWS` rows is far less)."""

MAX_TEAMS = 256
"""Teams in a tournament: a club's night has 8 to 40, a big French concours a hundred or
two; beyond this a night needs more than one organiser's phone."""

MAX_TABLES = MAX_TEAMS // 2
"""Tables in a round of a tournament (two teams at each)."""

MAX_ROUNDS = 64
"""Rounds of a tournament: a Swiss night plays 3 to 9, a round robin of 40 teams 39, and a
knockout after it a few more."""

MAX_TOURNAMENT_NAME = 80
"""Characters of a tournament's name ("Club night, Thursday 12 December, Sofia")."""

MAX_TOURNAMENT_ID = 32
"""Characters of a tournament's id (letters, digits, ``-`` and ``_``): it goes into every
game played there and into every link of the night, so it is short."""

MAX_TEAM_ID = 16
"""Characters of a team's id in a tournament (letters, digits, ``-`` and ``_``)."""

MAX_SEED = 64
"""Characters of a tournament's seed, the text its random draws are made from."""

MAX_CANDIDATES = 10
"""Results kept for one table: the first, and the different ones that came after it
(a table that sent again after a correction), for the organiser to choose from."""
