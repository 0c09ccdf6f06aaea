"""The history database's tables, version by version, and the steps between versions.

``PRAGMA user_version`` holds the version of a database file. A new file gets version 1
and is then migrated like any old one, so every migration runs in every fresh install.
"""

from __future__ import annotations

SCHEMA_VERSION = 9

# Version 1: matches and hands without the hands' actions.
SCHEMA_V1 = """
CREATE TABLE matches (
    match_id TEXT PRIMARY KEY,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    preset TEXT NOT NULL,
    rules TEXT NOT NULL,
    ai_level TEXT NOT NULL,
    seed INTEGER NOT NULL,
    winner INTEGER,
    final_you INTEGER,
    final_computer INTEGER,
    difference INTEGER,
    boxes_you INTEGER,
    boxes_computer INTEGER,
    shutout INTEGER,
    lines TEXT
);
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    match_id TEXT NOT NULL REFERENCES matches(match_id),
    number INTEGER NOT NULL,
    played_at TEXT NOT NULL,
    preset TEXT NOT NULL,
    rules TEXT NOT NULL,
    ai_level TEXT NOT NULL,
    dealer INTEGER NOT NULL,
    deal_number INTEGER NOT NULL,
    outcome TEXT NOT NULL,
    knocker INTEGER,
    winner INTEGER,
    points INTEGER NOT NULL,
    knocker_deadwood INTEGER NOT NULL,
    defender_deadwood INTEGER NOT NULL,
    total_you INTEGER NOT NULL,
    total_computer INTEGER NOT NULL,
    boxes_you INTEGER NOT NULL,
    boxes_computer INTEGER NOT NULL,
    lines TEXT NOT NULL,
    UNIQUE (match_id, number)
);
"""

# Each step takes the schema from version i to i + 1.
MIGRATIONS: dict[int, str] = {
    1: """
    ALTER TABLE hands ADD COLUMN actions TEXT NOT NULL DEFAULT '[]';
    CREATE INDEX IF NOT EXISTS hands_by_level ON hands (ai_level);
    CREATE INDEX IF NOT EXISTS matches_by_finish ON matches (finished_at);
    """,
    # A match played with any training aid on is "assisted": the statistics count it
    # apart. Existing matches were recorded before the aids existed, so 0 is true of them.
    2: """
    ALTER TABLE matches ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0;
    """,
    # Games kept on the score pad (real cards at a real table) live in a table of their
    # own: the matches and hands tables, and so the statistics, stay games against the
    # computer only. ``entries`` is the pad's JSON, from which the sheet is rebuilt.
    3: """
    CREATE TABLE pad_games (
        pad_id TEXT PRIMARY KEY,
        started_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        finished_at TEXT,
        preset TEXT NOT NULL,
        rules TEXT NOT NULL,
        hollywood INTEGER NOT NULL DEFAULT 0,
        name_0 TEXT NOT NULL,
        name_1 TEXT NOT NULL,
        hands INTEGER NOT NULL,
        total_0 INTEGER NOT NULL,
        total_1 INTEGER NOT NULL,
        boxes_0 INTEGER NOT NULL,
        boxes_1 INTEGER NOT NULL,
        winner INTEGER,
        final_0 INTEGER,
        final_1 INTEGER,
        difference INTEGER,
        shutout INTEGER,
        lines TEXT,
        pad TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS pad_games_by_start ON pad_games (started_at);
    """,
    # A match left for a new one while it was being played is "abandoned" (it counts
    # as played and not won, so starting over dodges no loss); ``undos`` says how often
    # a move was taken back in it (such a match is marked, as an assisted one is).
    4: """
    ALTER TABLE matches ADD COLUMN abandoned_at TEXT;
    ALTER TABLE matches ADD COLUMN undos INTEGER NOT NULL DEFAULT 0;
    """,
    # Duplicate matches: each deal's reference play beside the person's (its level, both
    # results signed from the person's side, the reference's moves; ``record`` the whole
    # deal's record as JSON, for the review's side by side), for the statistics'
    # duplicate average per level. A table of its own: older rows simply have none.
    5: """
    CREATE TABLE duplicate_hands (
        match_id TEXT NOT NULL,
        number INTEGER NOT NULL,
        played_at TEXT NOT NULL,
        reference_level TEXT NOT NULL,
        opponent_level TEXT NOT NULL,
        person_points INTEGER NOT NULL,
        reference_points INTEGER NOT NULL,
        score INTEGER NOT NULL,
        reference_outcome TEXT NOT NULL,
        reference_actions TEXT NOT NULL,
        record TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (match_id, number)
    );
    CREATE INDEX IF NOT EXISTS duplicate_by_level ON duplicate_hands (reference_level, played_at);
    """,
    # The reference level of a duplicate match, kept with the match itself: the deals'
    # duplicate rows name it only once a deal's both plays are over, so a duplicate
    # match abandoned in its first hand was listed as an ordinary one (play-test 11).
    6: """
    ALTER TABLE matches ADD COLUMN duplicate_level TEXT;
    """,
    # A game whose save was found damaged at a start (and kept aside): nothing can
    # continue it, so it is closed, at ``lost_at``. It counts as no game played, won or
    # lost (the player did not leave it); its hands count as the hands they were. It
    # stayed "not finished" for ever (play-test 11).
    7: """
    ALTER TABLE matches ADD COLUMN lost_at TEXT;
    """,
    # The moves taken back in a hand (JSON: a list of model.takenback.TakenBack's dicts,
    # "[]" for none), for the hand's details and review; NULL in a hand recorded before
    # (or of a match resumed from such a save): only the match's count says more.
    8: """
    ALTER TABLE hands ADD COLUMN taken_back TEXT;
    """,
}
