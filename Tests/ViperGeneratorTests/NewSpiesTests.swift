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
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-spies-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("// swift-tools-version: 6.2\n", to: root.appendingPathComponent("Package.swift"))
        try write("import Viper\n\npublic struct ShopApp: ViperApp {}\n", to: root.appendingPathComponent("Sources/Shop/ShopApp.swift"))
        let contract = root.appendingPathComponent("Sources/Shop/Modules/Pay/PayContract.swift")
        try write("@MainActor protocol PayRouterInput: AnyObject {\n    func close()\n}\n", to: contract)

        let first = run(["spies", "Pay", "--app", "Shop"], in: root)
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == ["created Tests/ShopTests/Pay/PayDoubles.swift"])
        let doubles = root.appendingPathComponent("Tests/ShopTests/Pay/PayDoubles.swift")
        #expect(try String(contentsOf: doubles, encoding: .utf8).contains("final class PayRouterInputSpy: PayRouterInput"))

        try write("@MainActor protocol PayRouterInput: AnyObject {\n    func close()\n    func openReceipt(id: Int)\n}\n", to: contract)
        let second = run(["spies", "Pay", "--app", "Shop"], in: root.appendingPathComponent("Sources"))
        #expect(second.output == ["overwrote Tests/ShopTests/Pay/PayDoubles.swift"])
        #expect(try String(contentsOf: doubles, encoding: .utf8).contains("case openReceipt(id: Int)"))
    }

    @Test("a module without a contract is one line, and nothing is written")
    func noContract() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-spies-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try? write("// swift-tools-version: 6.2\n", to: root.appendingPathComponent("Package.swift"))
        try? write("import Viper\n\npublic struct ShopApp: ViperApp {}\n", to: root.appendingPathComponent("Sources/Shop/ShopApp.swift"))

        let result = run(["spies", "Nothing", "--app", "Shop"], in: root)
        #expect(result.status == 1)
        #expect(result.errors == ["error: no contract at Sources/Shop/Modules/Nothing/NothingContract.swift to write test doubles from"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests").path))
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
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
