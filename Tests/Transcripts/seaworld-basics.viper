# viper seaworld --seed 7 --width 60
# A first look at the sea: two ticks, a restart, and what help and tree say.
tap Sea
tap 1
help
tree
routes
tap Restart
tap Restrat
back
