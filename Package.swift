// swift-tools-version: 6.2
import PackageDescription

// Warnings are errors in every build, so `swift run --traits Apps` and `scripts/test` build the same way
// and never rebuild each other's work.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]

/// Apps declare their command-line options with swift-argument-parser; the `Viper` core links no package.
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

/// A package that depends on this one for the framework (`Viper`, `ViperTesting`, `ViperREPL`,
/// `ViperLocation`, the generator) asks for no trait, and resolves and builds only
/// swift-argument-parser and swift-custom-dump. The live network and the apps need the server
/// stack (SwiftNIO, AsyncHTTPClient, Hummingbird, PostgresNIO…): every use of those packages is
/// guarded by a trait, and SwiftPM fetches a package none of whose uses is enabled. This
/// repository's own commands build with `--traits Apps` (the scripts pass it).
let liveNetwork = "LiveNetwork"
let allApps = "Apps"

/// A product of the server stack, used only when `trait` is enabled. One trait a condition:
/// SwiftPM 6.2 reads several as all of them, 6.3 as any of them.
func serverStack(_ name: String, _ package: String, when trait: String) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: [trait]))
}

/// The apps of this repository, in the launcher's order, with what each needs besides `Viper`.
/// Registering an app is its line here (its target and its test target, `Tests/<App>Tests`,
/// follow from it) and its place in the list of `Sources/viper/main.swift`.
let apps: [(name: String, dependencies: [Target.Dependency], testDependencies: [Target.Dependency])] = [
    ("SeaWorld", [argumentParser], []),
    ("RickAndMorty", ["ViperImageDecoding", "ViperHTTP", argumentParser], ["ViperTestServer"]),
    ("MonsterHunt", ["ViperLocation", argumentParser], ["ViperLocation"]),
    ("Darts", ["ViperSQLite"], []),
    (
        "EventMap",
        [
            "EventMapAPI", "EventMapServer", "ViperHTTP", "ViperLocation", argumentParser,
            serverStack("OpenAPIRuntime", "swift-openapi-runtime", when: allApps), serverStack("HTTPTypes", "swift-http-types", when: allApps),
            serverStack("Logging", "swift-log", when: allApps),
        ], ["EventMapServer", "ViperLocation", "ViperSQLite", serverStack("Logging", "swift-log", when: allApps)]
    ),
]
let appTargets = apps.map { Target.Dependency.target(name: $0.name) }

let package = Package(
    name: "Viper",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Viper", targets: ["Viper"]),
        .library(name: "ViperLocation", targets: ["ViperLocation"]),
        .library(name: "ViperTesting", targets: ["ViperTesting"]),
        .library(name: "ViperTestServer", targets: ["ViperTestServer"]),
        // The REPL, to run an app of your own package: `ViperMain.main(apps: [MyApp()])`.
        .library(name: "ViperREPL", targets: ["ViperREPL"]),
        // JPEG and PNG decoding, kept out of `Viper` so that apps without pictures link no codec.
        .library(name: "ViperImageDecoding", targets: ["ViperImageDecoding"]),
        // The live network for `HTTPTransport`, on AsyncHTTPClient: kept out of `Viper` so that
        // apps that never leave the process link no SwiftNIO. It and ViperTestServer need the trait LiveNetwork.
        .library(name: "ViperHTTP", targets: ["ViperHTTP"]),
        .executable(name: "viper", targets: ["viper"]),
        // Event Map's server, for people to share one map.
        .executable(name: "eventmap-server", targets: ["eventmap-server"]),
        // `viper new …` alone: builds without the apps, so a broken module cannot stop the generator.
        .executable(name: "viper-new", targets: ["viper-new"]),
    ],
    traits: [
        .trait(
            name: liveNetwork,
            description: "ViperHTTP, the live network on AsyncHTTPClient, and ViperTestServer, real servers on 127.0.0.1 for tests, on Hummingbird"),
        .trait(
            name: allApps,
            description: "This repository's five apps and the viper launcher, Event Map's server, the benchmarks and the test helpers",
            enabledTraits: [liveNetwork]),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
        // `swift package generate-documentation`, which scripts/docs runs: the toolchain's docc over the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CImageCodecs", pkgConfig: "libpng"),
        // C targets do not autolink the libraries named in CImageCodecs' module map, so they name them again.
        .target(name: "ImageCodecShim", dependencies: ["CImageCodecs"], linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16")]),
        .target(name: "ImageCodecTestSupport", dependencies: ["CImageCodecs"], linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16")]),
        .systemLibrary(name: "CLibCrypto", pkgConfig: "libcrypto"),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),
        .target(name: "Viper", resources: [.copy("Strings")], swiftSettings: strict),
        .target(name: "ViperLocation", dependencies: ["Viper", argumentParser], resources: [.copy("Strings")], swiftSettings: strict),
        .target(name: "ViperImageDecoding", dependencies: ["Viper", "ImageCodecShim"], swiftSettings: strict),
        .target(
            name: "ViperHTTP",
            dependencies: [
                "Viper", serverStack("AsyncHTTPClient", "async-http-client", when: liveNetwork), serverStack("NIOCore", "swift-nio", when: liveNetwork),
                serverStack("NIOHTTP1", "swift-nio", when: liveNetwork), serverStack("NIOPosix", "swift-nio", when: liveNetwork),
            ],
            swiftSettings: strict
        ),
        // The test kit: swift-custom-dump gives its failures field-by-field diffs; an app's
        // options, when a test gives none, are what swift-argument-parser reads from nothing.
        .target(
            name: "ViperTesting", dependencies: ["Viper", argumentParser, .product(name: "CustomDump", package: "swift-custom-dump")], swiftSettings: strict),
        // Real servers on 127.0.0.1 for tests of live networking, on Hummingbird: kept out of
        // `ViperTesting` so that tests that never leave the process build no SwiftNIO.
        .target(
            name: "ViperTestServer",
            dependencies: [
                "Viper", "ViperTesting", serverStack("Hummingbird", "hummingbird", when: liveNetwork), serverStack("NIOCore", "swift-nio", when: liveNetwork),
                serverStack("NIOPosix", "swift-nio", when: liveNetwork), serverStack("Logging", "swift-log", when: liveNetwork),
                serverStack("ServiceLifecycle", "swift-service-lifecycle", when: liveNetwork),
            ],
            swiftSettings: strict
        ),
        .target(name: "ViperREPL", dependencies: ["Viper", argumentParser], resources: [.copy("Strings")], swiftSettings: strict),
        .target(name: "ViperGenerator", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")], swiftSettings: strict),
        // Drives a running `viper` line by line, for the tests and the benchmarks.
        .target(name: "ViperProcessDriver", swiftSettings: strict),
        // SQLite for the apps that keep records: migrations, transactions, crash-safe WAL, recovery of a damaged file.
        .target(name: "ViperSQLite", dependencies: ["Viper", "CSQLite"], swiftSettings: strict),
        // Event Map's API, version 1: its openapi.yaml, the one source of truth, which the app's
        // client and the server's handlers are generated from (scripts/generate-api), and the
        // models, limits and token shape both sides speak.
        .target(
            name: "EventMapAPI", dependencies: ["Viper", "CLibCrypto"], exclude: ["client-generator-config.yaml", "server-generator-config.yaml"],
            resources: [.copy("openapi.yaml")], swiftSettings: strict),
        // Event Map's server: API version 1 on Hummingbird, its handlers generated from openapi.yaml (scripts/generate-api), its rules and security, the change
        // feed, SQLite storage. `eventmap-server` runs it; the app runs `EventsService` in process.
        .target(
            name: "EventMapServer",
            dependencies: [
                "EventMapAPI", "Viper", "ViperLocation", "ViperSQLite", "CLibCrypto", serverStack("Hummingbird", "hummingbird", when: allApps),
                serverStack("HummingbirdCore", "hummingbird", when: allApps), serverStack("UnixSignals", "swift-service-lifecycle", when: allApps),
                serverStack("HTTPTypes", "swift-http-types", when: allApps), serverStack("Logging", "swift-log", when: allApps),
                serverStack("NIOCore", "swift-nio", when: allApps), serverStack("NIOPosix", "swift-nio", when: allApps),
                serverStack("NIOHTTPTypes", "swift-nio-extras", when: allApps), serverStack("ServiceLifecycle", "swift-service-lifecycle", when: allApps),
                serverStack("Metrics", "swift-metrics", when: allApps), serverStack("Prometheus", "swift-prometheus", when: allApps),
                serverStack("OpenAPIRuntime", "swift-openapi-runtime", when: allApps),
                serverStack("OpenAPIHummingbird", "swift-openapi-hummingbird", when: allApps),
            ],
            swiftSettings: strict
        ),
        // The server's records in PostgreSQL, for several server processes sharing one database.
        .target(
            name: "EventMapPostgres",
            dependencies: [
                "EventMapServer", "Viper", "ViperLocation", "ViperSQLite", serverStack("PostgresNIO", "postgres-nio", when: allApps),
                serverStack("Logging", "swift-log", when: allApps),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "eventmap-server",
            dependencies: [
                "EventMapServer", "EventMapPostgres", "Viper", "ViperSQLite", argumentParser, serverStack("Logging", "swift-log", when: allApps),
                serverStack("NIOCore", "swift-nio", when: allApps),
            ],
            path: "Sources/EventMapServerMain",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "viper",
            // Without the apps' trait, `viper` builds as the generator alone and says how to get the apps.
            dependencies: ["Viper", "ViperREPL", "ViperGenerator"] + apps.map { .target(name: $0.name, condition: .when(traits: [allApps])) },
            swiftSettings: strict
        ),
        // The generator alone, for scripts/new-module: a module that does not compile cannot stop it.
        .executableTarget(name: "viper-new", dependencies: ["ViperGenerator"], path: "Sources/ViperNew", swiftSettings: strict),
        .executableTarget(
            name: "viper-bench",
            dependencies: [
                "Viper", "ViperLocation", "ViperREPL", "ViperHTTP", "ViperTestServer", "ViperProcessDriver", "SeaWorld", "RickAndMorty", "EventMap",
                "EventMapServer", "EventMapPostgres", "Darts",
                serverStack("Hummingbird", "hummingbird", when: allApps), serverStack("NIOCore", "swift-nio", when: allApps),
                serverStack("PostgresNIO", "postgres-nio", when: allApps), serverStack("Logging", "swift-log", when: allApps),
                serverStack("NIOPosix", "swift-nio", when: allApps), serverStack("NIOHTTP1", "swift-nio", when: allApps),
            ],
            path: "Sources/ViperBench",
            swiftSettings: strict
        ),
        // Test helper for EventMapTests' crash-safety test: commits rows until it is killed.
        .executableTarget(name: "sqlite-writer", dependencies: ["ViperSQLite"], path: "Sources/SQLiteWriter", swiftSettings: strict),
        // Test helper for ViperTests' two-process test: saves records into a shared data folder.
        .executableTarget(name: "document-writer", dependencies: ["Viper"], path: "Sources/DocumentWriter", swiftSettings: strict),
        .testTarget(name: "ViperTests", dependencies: ["Viper", "ViperLocation", "ViperTesting"], swiftSettings: strict),
        .testTarget(name: "ViperHTTPTests", dependencies: ["ViperHTTP", "ViperTesting", "ViperTestServer"], swiftSettings: strict),
        .testTarget(name: "ViperImageDecodingTests", dependencies: ["Viper", "ViperImageDecoding", "ImageCodecTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "ViperREPLTests",
            dependencies: ["ViperREPL", "ViperLocation", "ViperTesting", "ViperTestServer", "ViperProcessDriver", "ImageCodecTestSupport"] + appTargets,
            resources: [.copy("Strings")],
            swiftSettings: strict
        ),
        .testTarget(name: "ViperGeneratorTests", dependencies: ["ViperGenerator"], swiftSettings: strict),
        .testTarget(name: "ViperSQLiteTests", dependencies: ["ViperSQLite", "ViperTesting"], swiftSettings: strict),
        .testTarget(
            name: "EventMapServerTests",
            dependencies: [
                "EventMapServer", "EventMapPostgres", "EventMap", "ViperLocation", "ViperSQLite", "ViperTesting", "ViperHTTP", "ViperTestServer",
                serverStack("HummingbirdTesting", "hummingbird", when: allApps), serverStack("PostgresNIO", "postgres-nio", when: allApps),
                serverStack("Logging", "swift-log", when: allApps),
            ],
            swiftSettings: strict
        ),
    ]
        + apps.map { .target(name: $0.name, dependencies: ["Viper"] + $0.dependencies, resources: [.copy("Strings")], swiftSettings: strict) }
        + apps.map {
            .testTarget(name: "\($0.name)Tests", dependencies: [.target(name: $0.name), "ViperTesting"] + $0.testDependencies, swiftSettings: strict)
        }
)
