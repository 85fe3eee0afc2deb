# viper --width 60 --lang ru --start-time 2026-01-01T00:00:00Z
apps
tap seaworld
app seawrld
app seaworld
