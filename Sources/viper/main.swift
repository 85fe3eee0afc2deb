import Foundation
import ViperGenerator
import ViperREPL

#if Apps
    import Darts
    import EventMap
    import MonsterHunt
    import RickAndMorty
    import SeaWorld
#endif

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "new" {
    exit(GeneratorCLI.main(arguments: Array(arguments.dropFirst())))
}

#if Apps
    // The launcher's apps, in its order.
    await ViperMain.main(
        apps: [SeaWorldApp(), RickAndMortyApp(), MonsterHuntApp(), DartsApp(), EventMapApp()],
        commands: GeneratorCLI.commands.map { ExecutableCommand(usage: $0.usage, summary: $0.summary) }
    )
#else
    // Built without the apps' trait (Package.swift tells why), `viper` is only the generator.
    FileHandle.standardError.write(Data("viper: the apps build with the Apps trait: swift run --traits Apps viper\n".utf8))
    exit(2)
#endif
