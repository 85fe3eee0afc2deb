# viper monsterhunt --data-dir $TMP --seed 4 --width 72 --height 40 --no-color --start-time 2026-01-01T00:00:00Z
# First launch: the app asks for location. Refusing leads to the no-permission screen.
tap Allow
tap "Don't Allow"
# Settings switches access on; the map replaces both screens by itself.
tap "Go to Settings"
toggle "Location access"
# The nearest monster is 168 m away: too far to catch.
tap 1
tap OK
# Walk 150 m towards it (bearing 341°), then try to catch it.
sim walk 150 341
tap 1
tap "Try to catch"
tap "Back to map"
tap "My team"
back
# A new launch remembers the permission and the team.
app monsterhunt
tap "My team"
