// swift-tools-version: 6.0
import PackageDescription

// Builds swift-openapi-generator's command for scripts/generate-api. It is a package of its own
// so that the project's package (and every package that depends on it) never resolves the
// generator: the generated sources are committed, and `scripts/generate-api --check` keeps them
// true to Sources/EventMapAPI/openapi.yaml.
let package = Package(
    name: "openapi-generator",
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3")],
    targets: []
)
