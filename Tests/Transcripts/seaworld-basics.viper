# viper seaworld --seed 7 --width 60 --start-time 2026-01-01T00:00:00Z
# A first look at the sea: two ticks, a restart, and what help and tree say.
tap Sea
tap 1
help
tree
routes
tap Restart
tap Restrat
back
