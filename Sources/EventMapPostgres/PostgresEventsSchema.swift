/// The PostgreSQL database's schema, one migration per version, one statement at a time
/// (PostgresNIO sends each with the extended protocol, which takes one statement): the same
/// tables and rules as SQLite's (`SQLiteEventsSchema`), in PostgreSQL's types.
enum PostgresEventsSchema {
    static let migrations: [(version: Int, statements: [String])] = [
        (
            1,
            [
                """
                CREATE TABLE users (
                    id bigserial PRIMARY KEY,
                    name text NOT NULL,
                    email text NOT NULL UNIQUE,
                    birth_date text NOT NULL,
                    password_hash text NOT NULL
                )
                """,
                """
                CREATE TABLE sessions (
                    token_digest text PRIMARY KEY,
                    user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    expires_at double precision NOT NULL
                )
                """,
                """
                CREATE INDEX sessions_by_user ON sessions(user_id)
                """,
                """
                CREATE TABLE events (
                    id bigserial PRIMARY KEY,
                    title text NOT NULL,
                    description text NOT NULL,
                    address text NOT NULL,
                    type text NOT NULL,
                    age bigint NOT NULL,
                    latitude double precision NOT NULL,
                    longitude double precision NOT NULL,
                    owner_id bigint NOT NULL REFERENCES users(id),
                    search text NOT NULL
                )
                """,
                """
                CREATE INDEX events_in_area ON events(latitude, longitude)
                """,
                """
                CREATE INDEX events_by_owner ON events(owner_id)
                """,
                """
                CREATE TABLE changes (
                    seq bigserial PRIMARY KEY,
                    event_id bigint NOT NULL REFERENCES events(id)
                )
                """,
                """
                CREATE TABLE password_resets (
                    email text PRIMARY KEY,
                    code_digest text NOT NULL,
                    expires_at double precision NOT NULL,
                    failures bigint NOT NULL DEFAULT 0
                )
                """,
            ]
        ),
        (
            2,
            [
                """
                CREATE TABLE attempts (
                    id bigserial PRIMARY KEY,
                    kind text NOT NULL,
                    name text NOT NULL,
                    account text NOT NULL,
                    at double precision NOT NULL
                )
                """,
                "CREATE INDEX attempts_by_name ON attempts(name, at)",
                "CREATE INDEX attempts_by_account ON attempts(account, kind)",
                "CREATE INDEX attempts_by_age ON attempts(at)",
                "CREATE INDEX events_by_owner_in_order ON events(owner_id, id)",
                "DROP INDEX events_by_owner",
            ]
        ),
        // Search keys became NFKC and case-folded (`EventSearch.key`), which SQL cannot compute:
        // the migration gives the events listed here theirs anew, and drops the list.
        (
            3,
            [
                "CREATE TABLE stale_search_keys (id bigint PRIMARY KEY)",
                "INSERT INTO stale_search_keys SELECT id FROM events",
            ]
        ),
        // The feed says what happened to an event (`kind`: `EventChange.Kind`'s number, 0 for
        // the creations of before), and a deletion outlives its event's row, so `event_id` no
        // longer references `events`. Neither step rewrites the table.
        (
            4,
            [
                "ALTER TABLE changes DROP CONSTRAINT IF EXISTS changes_event_id_fkey",
                "ALTER TABLE changes ADD COLUMN kind bigint NOT NULL DEFAULT 0",
                "ALTER TABLE changes ALTER COLUMN kind DROP DEFAULT",
            ]
        ),
        // Events have a time (`EventTimeColumns`); those stored before have none. Columns that
        // may be null are added without rewriting the table.
        (
            5,
            [
                """
                ALTER TABLE events ADD COLUMN starts_at double precision, ADD COLUMN ends_at double precision,
                    ADD COLUMN over_at double precision, ADD COLUMN utc_offset bigint
                """
            ]
        ),
        // A box reads the latitude bands it spans (`LatitudeBand`), each only between its west
        // and east edges, and the index holds every column an area query asks for, so a page
        // is read from the index alone once vacuum has marked the table's pages all visible.
        (
            6,
            [
                """
                CREATE INDEX events_in_bands ON events((\(latitudeBand)), longitude, latitude)
                    INCLUDE (type, age, over_at, starts_at, id, owner_id, title, description, address, ends_at, utc_offset)
                """,
                "DROP INDEX IF EXISTS events_in_area",
            ]
        ),
    ]

    /// `LatitudeBand.of(latitude)` in PostgreSQL, whose cast to an integer would round to nearest.
    static let latitudeBand = "floor(latitude * 500 + 45000)::integer"
}
