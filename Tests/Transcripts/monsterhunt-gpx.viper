# viper monsterhunt --data-dir $TMP --seed 4 --gpx Tests/Transcripts/stroll.gpx --width 72 --height 40 --no-color --start-time 2026-01-01T00:00:00Z
# The device follows the track at its times on the session's clock: a minute per point.
tap Allow
tap "Allow While Using App"
wait 59s
wait 1s
wait 1m
sim move 91 0
sim walk 50 400
