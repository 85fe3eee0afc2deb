# viper eventmap --data-dir $TMP --width 72 --no-color --start-time 2026-01-01T00:00:00Z
# First launch: no saved session, so the splash leads to sign-in. Register instead.
tap Register
type name "Summer Smith"
type email summer@example.org
set birthDate 2002-06-14
type password short
type confirmation shorter
tap key
type confirmation short
tap key
type password "cool summer"
type confirmation "cool summer"
tap Register
# Registered and signed in: the map. Long-press a point to create an event there.
longpress map 55.7540 37.6200
type title "Rooftop jazz"
set type Music
set age 18
type description "Cool cats and warm tea"
tap "Create event"
longpress map 55.7530 37.6230
type title "'); DROP TABLE events;--"
set type Cinema
tap "Create event"
# Filter: only music, searching the description, case-insensitively.
tap Filter
type search "WARM TEA"
tap Apply
tap "Rooftop jazz"
back
tap profile
