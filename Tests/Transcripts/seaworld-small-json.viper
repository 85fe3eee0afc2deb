# viper seaworld --seed 3 --rows 3 --cols 4 --json --start-time 2026-01-01T00:00:00Z
tap sea
tap sea
open sea
