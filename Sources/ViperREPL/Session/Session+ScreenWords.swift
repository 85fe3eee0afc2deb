import Viper

extension Session {
    /// What the line editor needs to know of the screen as it is now.
    var screenWords: ScreenWords {
        let frame = navigator.frame(localization: localization)
        let kinds = Set(frame.targets.map(\.kind))
        let routes = navigator.routes.entries.map(\.pattern.text)
        // Only the verbs that can act on this screen, so `ta` completes to `tap` where there is no tab bar.
        let verbs = Command.grammar.map(\.verb).filter { verb in
            if let needed = Completion.targetKinds(verb: verb, arguments: []) { return !needed.isDisjoint(with: kinds) }
            return switch verb {
            case "#": false
            case "scroll": (try? TargetResolver(frame: frame).scrollable()) != nil
            case "tab": !frame.tabs.isEmpty
            case "open", "routes": !routes.isEmpty
            case "sim": !simulations.isEmpty
            default: true
            }
        }
        return ScreenWords(
            verbs: verbs,
            targets: frame.targets.map {
                ScreenWords.TargetWords(
                    number: $0.number, label: $0.label, id: $0.itemID ?? $0.elementID, kind: $0.kind,
                    options: options(of: $0, in: frame), isSecret: isSecretField($0, in: frame)
                )
            },
            routes: routes,
            tabs: frame.tabs.map(\.title),
            apps: apps.map(\.name),
            appNamesAreCommands: appName == nil,
            simulatesLocation: simulations.location != nil,
            simulatesNetwork: simulations.network != nil
        )
    }

    private func options(of target: Target, in frame: Frame) -> [String] {
        guard target.kind == .picker, case .picker(let picker) = (frame.sheet ?? frame.screen).visibleElement(target.elementID)?.kind else {
            return []
        }
        return picker.options
    }

    private func isSecretField(_ target: Target, in frame: Frame) -> Bool {
        guard target.kind == .textField, case .textField(let field) = (frame.sheet ?? frame.screen).visibleElement(target.elementID)?.kind else {
            return false
        }
        return field.isSecret
    }
}
