import Foundation
import ViperGenerator
import ViperREPL

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "new" {
    exit(GeneratorCLI.main(arguments: Array(arguments.dropFirst())))
}

await ViperMain.main(apps: registeredApps())
