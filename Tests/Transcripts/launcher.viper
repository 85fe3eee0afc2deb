# viper --width 60 --lang ru --seed 1 --start-time 2026-01-01T00:00:00Z
apps
tap seaworld
app seawrld
app seaworld
