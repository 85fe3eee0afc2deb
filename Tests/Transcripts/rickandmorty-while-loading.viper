# viper rickandmorty --replay ../shared/data/rickandmorty --latency 100 --width 70 --no-color --start-time 2026-01-01T00:00:00Z --no-settle
# While the pages load, open a card and come back: the list kept loading behind it.
wait 100ms
tap "Rick Sanchez"
wait 200ms
back
scroll down 1
wait idle
