# viper darts --data-dir $TMP --seed 7 --width 72 --no-color --start-time 2026-01-01T00:00:00Z
# A short game: five attempts of ten seconds, misses on; two right, one timed out, one wrong, one right.
tab Settings
set attempts 5
set seconds 10
toggle Misses
tab Game
tap START
wait 2s
tap answer-0
wait 2s
tap answer-20
wait 10s
wait 2s
tap answer-31
wait 2s
tap answer-12
# The results panel; then the statistics, the game's history and its details.
tab Statistics
tap 1
swipe left
swipe left
swipe left
tap Details
back
back
tab Game
