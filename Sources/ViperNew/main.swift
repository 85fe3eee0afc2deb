// `viper-new module …` / `viper-new app …`: the generator alone, so a module that does not compile
// cannot stop it (`viper new …` builds every app first).
import Foundation
import ViperGenerator

exit(GeneratorCLI.main(arguments: Array(CommandLine.arguments.dropFirst())))
