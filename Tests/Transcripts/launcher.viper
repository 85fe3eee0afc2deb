# viper --width 60 --lang ru
apps
tap seaworld
app seawrld
app seaworld
