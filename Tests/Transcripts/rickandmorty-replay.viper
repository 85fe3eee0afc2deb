# viper rickandmorty --replay ../shared/data/rickandmorty --latency 50 --width 70 --no-color --start-time 2026-01-01T00:00:00Z --no-settle
# One round trip brings page 1; the next brings pages 2, 3 and 4 together.
wait 50ms
wait 50ms
# The network drops while pages 5–7 are on their way: the list keeps its rows and says so.
sim network offline
wait idle
sim network online
tap Retry
wait idle
scroll down 2
wait idle
tap "Summer Smith"
wait idle
scroll down 3
back
open character/99999
wait idle
