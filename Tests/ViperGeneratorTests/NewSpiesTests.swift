import Foundation
import Testing
import ViperGenerator

/// `viper new spies`: a module's test doubles written again from its contract as it is now.
@Suite("viper new spies")
struct NewSpiesTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    @Test("writes the doubles of the contract on disk, and again after it changed")
    func followsTheContract() throws {
        let shop = try Self.shop()
        defer { shop.remove() }
        let contract = "Sources/Shop/Modules/Pay/PayContract.swift"
        try shop.write(contract, "@MainActor protocol PayRouterInput: AnyObject {\n    func close()\n}\n")

        let first = run(["spies", "Pay", "--app", "Shop"], in: shop.root)
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == ["created Tests/ShopTests/Pay/PayDoubles.swift"])
        #expect(try shop.read("Tests/ShopTests/Pay/PayDoubles.swift").contains("final class PayRouterInputSpy: PayRouterInput"))

        try shop.write(contract, "@MainActor protocol PayRouterInput: AnyObject {\n    func close()\n    func openReceipt(id: Int)\n}\n")
        let second = run(["spies", "Pay", "--app", "Shop"], in: shop.url("Sources"))
        #expect(second.output == ["overwrote Tests/ShopTests/Pay/PayDoubles.swift"])
        #expect(try shop.read("Tests/ShopTests/Pay/PayDoubles.swift").contains("case openReceipt(id: Int)"))
    }

    @Test("a module without a contract is one line, and nothing is written")
    func noContract() throws {
        let shop = try Self.shop()
        defer { shop.remove() }

        let result = run(["spies", "Nothing", "--app", "Shop"], in: shop.root)
        #expect(result.status == 1)
        #expect(result.errors == ["error: no contract at Sources/Shop/Modules/Nothing/NothingContract.swift to write test doubles from"])
        #expect(!shop.exists("Tests"))
    }

    /// A package with one app, Shop, and no modules.
    private static func shop() throws -> ScratchFolder {
        let shop = try ScratchFolder()
        try shop.write("Package.swift", "// swift-tools-version: 6.2\n")
        try shop.write("Sources/Shop/ShopApp.swift", "import Viper\n\npublic struct ShopApp: ViperApp {}\n")
        return shop
    }

    private func run(_ arguments: [String], in folder: URL) -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = []
        var errors: [String] = []
        let status = GeneratorCLI.run(
            arguments: arguments, workingDirectory: folder, bundledTemplates: Self.templates,
            output: { output.append($0) }, errors: { errors.append($0) }
        )
        return (status, output, errors)
    }
}
