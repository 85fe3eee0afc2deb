import Foundation
import ViperGenerator
import ViperREPL

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "new" {
    let status = GeneratorCLI.run(
        arguments: Array(arguments.dropFirst()),
        workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
        output: { print($0) },
        errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    )
    exit(status)
}

let status = await ViperMain.run(
    arguments: arguments,
    environment: ProcessInfo.processInfo.environment,
    apps: registeredApps()
)
exit(status)
