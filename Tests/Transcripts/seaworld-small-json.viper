# viper seaworld --seed 3 --rows 3 --cols 4 --json
tap sea
tap sea
open sea
