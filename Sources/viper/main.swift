import Foundation
import ViperGenerator
import ViperREPL

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "new" {
    exit(GeneratorCLI.main(arguments: Array(arguments.dropFirst())))
}

let status = await ViperMain.run(
    arguments: arguments,
    environment: ProcessInfo.processInfo.environment,
    apps: registeredApps()
)
exit(status)
