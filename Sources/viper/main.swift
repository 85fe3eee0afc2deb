import Darts
import EventMap
import Foundation
import MonsterHunt
import RickAndMorty
import SeaWorld
import ViperGenerator
import ViperREPL

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "new" {
    exit(GeneratorCLI.main(arguments: Array(arguments.dropFirst())))
}

// The launcher's apps, in its order.
await ViperMain.main(apps: [SeaWorldApp(), RickAndMortyApp(), MonsterHuntApp(), DartsApp(), EventMapApp()])
