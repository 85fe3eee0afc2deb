import ViperSQLite

/// The SQLite database's schema, one migration per version.
enum SQLiteEventsSchema {
    static let migrations = [
        Migration(
            version: 1,
            sql: """
                CREATE TABLE users (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    email TEXT NOT NULL UNIQUE,
                    birth_date TEXT NOT NULL,
                    password_hash TEXT NOT NULL
                );
                CREATE TABLE sessions (
                    token_digest TEXT PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    expires_at REAL NOT NULL
                );
                CREATE TABLE events (
                    id INTEGER PRIMARY KEY,
                    title TEXT NOT NULL,
                    description TEXT NOT NULL,
                    address TEXT NOT NULL,
                    type TEXT NOT NULL,
                    age INTEGER NOT NULL,
                    latitude REAL NOT NULL,
                    longitude REAL NOT NULL,
                    owner_id INTEGER NOT NULL REFERENCES users(id),
                    search TEXT NOT NULL
                );
                CREATE INDEX events_by_position ON events(latitude, longitude);
                CREATE TABLE changes (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    event_id INTEGER NOT NULL REFERENCES events(id)
                );
                CREATE TABLE password_resets (
                    id INTEGER PRIMARY KEY,
                    email TEXT NOT NULL,
                    requested_at REAL NOT NULL
                );
                """),
        // Search reads «ё» as «е» (`EventSearch.key`): fold what was stored before.
        Migration(version: 2, sql: "UPDATE events SET search = replace(search, 'ё', 'е');"),
        // The map's area query reads this index alone, not a table page for each event in
        // sight (which lie all over the file): opening a map over a million events reads a few
        // hundred pages, not thousands. Its first columns are the old index's.
        Migration(
            version: 3,
            sql: """
                CREATE INDEX events_in_area ON events(latitude, longitude, type, age, id, owner_id, title, description, address);
                DROP INDEX events_by_position;
                """),
        // A reset is a one-time code, kept as a digest, one per e-mail; requests alone were kept before.
        Migration(
            version: 4,
            sql: """
                DROP TABLE password_resets;
                CREATE TABLE password_resets (
                    email TEXT PRIMARY KEY,
                    code_digest TEXT NOT NULL,
                    expires_at REAL NOT NULL,
                    failures INTEGER NOT NULL DEFAULT 0
                );
                """),
        // Attempts counted against the limits of `AttemptPolicy`, shared by every process on the file.
        Migration(
            version: 5,
            sql: """
                CREATE TABLE attempts (
                    id INTEGER PRIMARY KEY,
                    kind TEXT NOT NULL,
                    name TEXT NOT NULL,
                    account TEXT NOT NULL,
                    at REAL NOT NULL
                );
                CREATE INDEX attempts_by_name ON attempts(name, at);
                CREATE INDEX attempts_by_account ON attempts(account, kind);
                CREATE INDEX attempts_by_age ON attempts(at);
                CREATE INDEX events_by_owner ON events(owner_id, id);
                """),
        // Search keys became NFKC and case-folded (`EventSearch.key`), which SQL cannot compute:
        // the events listed here get theirs anew on opening (`SQLiteEventsRepository.renewStaleSearchKeys`).
        Migration(
            version: 6,
            sql: """
                CREATE TABLE stale_search_keys (id INTEGER PRIMARY KEY);
                INSERT INTO stale_search_keys SELECT id FROM events;
                """),
        // The feed says what happened to an event (`kind`: `EventChange.Kind`'s number, 0 for
        // the creations of before), and a deletion outlives its event's row, so `event_id` no
        // longer references `events`. SQLite drops a reference only by rebuilding the table: the
        // copy keeps every `seq`, and the AUTOINCREMENT counter (the largest `seq`, as the feed
        // never loses an entry) moves with the rename: 0.4 s on the benchmark's file of a million events.
        // `event_ids` keeps the last event id given, in its one row, so a deleted event's id is
        // never given again (SQLite gives the largest id in use plus one).
        Migration(
            version: 7,
            sql: """
                CREATE TABLE new_changes (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    event_id INTEGER NOT NULL,
                    kind INTEGER NOT NULL
                );
                INSERT INTO new_changes (seq, event_id, kind) SELECT seq, event_id, 0 FROM changes;
                DROP TABLE changes;
                ALTER TABLE new_changes RENAME TO changes;
                CREATE TABLE event_ids (id INTEGER PRIMARY KEY CHECK (id = 1), last INTEGER NOT NULL);
                INSERT INTO event_ids (id, last) SELECT 1, coalesce(max(id), 0) FROM events;
                """),
        // Events have a time (`EventTimeColumns`); those stored before have none. The area index
        // takes the columns in, so a query of a period still reads the index alone.
        Migration(
            version: 8,
            sql: """
                ALTER TABLE events ADD COLUMN starts_at REAL;
                ALTER TABLE events ADD COLUMN ends_at REAL;
                ALTER TABLE events ADD COLUMN over_at REAL;
                ALTER TABLE events ADD COLUMN utc_offset INTEGER;
                DROP INDEX events_in_area;
                CREATE INDEX events_in_area ON events(
                    latitude, longitude, type, age, over_at, starts_at, id, owner_id, title, description, address, ends_at, utc_offset);
                """),
        // A box reads the latitude bands it spans (`LatitudeBand`), each only between its west
        // and east edges: at 1,000,000 events a map's box read 11,000 entries of the index, now 1,800.
        Migration(
            version: 9,
            sql: """
                DROP INDEX events_in_area;
                CREATE INDEX events_in_area ON events(
                    \(latitudeBand), longitude, latitude, type, age, over_at, starts_at, id, owner_id, title, description, address, ends_at,
                    utc_offset);
                """),
    ]

    /// `LatitudeBand.of(latitude)` in SQLite: a cast truncates, which rounds down from 0 up.
    static let latitudeBand = "CAST(latitude * 500 + 45000 AS INTEGER)"
}
