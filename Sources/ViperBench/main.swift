print(benchmarkSeaEngine())
