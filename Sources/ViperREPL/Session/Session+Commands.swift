import Viper

extension CommandError: UserFacingError {}

extension Session {
    func execute(_ command: Command) async throws -> Outcome {
        switch command {
        case .tap(let text), .select(let text):
            // The navigation bar's ‹ Back is no element of the screen, but it is on it.
            if navigator.canGoBack, namesTheBackButton(text), (try? resolver.resolve(text)) == nil {
                try navigator.goBack()
            } else {
                let target = try resolver.resolve(text)
                try navigator.send(.tap(element: target.elementID, item: target.itemID))
            }
        case .type(let text, let typed):
            try navigator.send(.type(field: resolver.resolve(text).elementID, text: typed))
        case .clear(let text):
            try navigator.send(.clear(field: resolver.resolve(text).elementID))
        case .set(let text, let value):
            let target = try resolver.resolve(text)
            try navigator.send(.set(control: target.elementID, value: controlValue(value, for: target.elementID)))
        case .toggle(let text):
            try navigator.send(.toggle(resolver.resolve(text).elementID))
        case .scroll(let direction, let rows):
            try sayingWhenNothingMoves("scroll \(direction.rawValue)") { try scroll(direction, rows: rows) }
        case .scrollTo(let text):
            let row = try resolver.row(text)
            try sayingWhenNothingMoves("scroll to \(text)") { try navigator.send(.scroll(table: row.table, .toRow(row.row))) }
        case .swipe(.up):
            try sayingWhenNothingMoves("swipe up") { try scroll(.down, rows: nil) }
        case .swipe(.down):
            try sayingWhenNothingMoves("swipe down") { try scroll(.up, rows: nil) }
        case .swipe(let direction):
            try sayingWhenNothingMoves("swipe \(direction.rawValue)") { try navigator.send(.swipe(direction == .left ? .left : .right)) }
        case .longPress(let text, let point):
            let target = try resolver.resolve(text)
            try navigator.send(.longPress(element: target.elementID, item: target.itemID, point: point))
        case .back:
            try navigator.goBack()
        case .tab(let name):
            try selectTab(name)
        case .open(let route):
            try open(route)
        case .wait(let duration):
            if settings.interruptible, settings.clock == .system, duration >= .seconds(2) {
                output.info([say(REPLStrings.catalog.text("waiting"))])
                output.console.flush()
            }
            try await settler.pass(duration)
        case .waitIdle:
            try await settler.untilIdle()
        case .look:
            output.print(rendering: currentRendering)
        case .tree:
            output.info(navigator.state.description.split(separator: "\n").map(String.init))
        case .routes:
            output.info(routeLines())
        case .help(nil):
            output.info(helpLines())
        case .help(let verb?):
            output.info(try helpLines(for: verb))
        case .history:
            output.info(historyLines())
        case .apps:
            output.info(
                ColumnList.lines(
                    apps.map { (($0.name == appName ? "* " : "  ") + $0.name, $0.summary.in(settings.language)) },
                    width: settings.width, indent: 0
                ))
        case .app(let name):
            guard let app = apps.first(where: { $0.name == name.lowercased() }) else { throw CommandError.badValue(unknownApp(name)) }
            try launch(app, options: app.name == appName ? settings.appOptions : nil)
        case .quit:
            return .quit
        case .sim(let words):
            try simulate(words)
        }
        return .proceed
    }

    /// Whether `text` is the navigation bar's back button as it is drawn (`‹ Back`, `Назад`).
    private func namesTheBackButton(_ text: String) -> Bool {
        let word = String(text.drop { $0 == "‹" || $0 == " " }).lowercased()
        return word == say(FrameworkStrings.back).lowercased() || word == FrameworkStrings.back.in(.en).lowercased()
    }

    /// Runs a motion (a swipe, a scroll) and says so, in one line, when it changed nothing on
    /// screen: the end of a list, a sea that fits its window.
    private func sayingWhenNothingMoves(_ command: String, _ motion: () throws -> Void) throws {
        let (before, state) = (currentRendering, navigator.state)
        try motion()
        guard currentRendering == before, navigator.state == state else { return }
        let shown = Sanitized.text(command, limit: 60)
        output.info([say(REPLStrings.catalog.text("nothingMoved", ["shown": "\(shown)"]))])
    }

    private var resolver: TargetResolver {
        TargetResolver(frame: navigator.frame(localization: localization))
    }

    private func selectTab(_ name: String) throws {
        let tabs = navigator.state.tabs
        if let number = Int(name), navigator.state.hasTabBar, let index = tabs.index(ordinal: number) {
            return try navigator.selectTab(named: tabs[index].name)
        }
        let match = tabs.first { $0.title.lowercased() == name.lowercased() }?.name ?? name
        try navigator.selectTab(named: match)
    }

    /// Reads a `set` value the way the control needs it.
    private func controlValue(_ text: String, for id: String) throws -> ControlValue {
        let screen = navigator.frame(localization: localization)
        guard let element = (screen.sheet ?? screen.screen).visibleElement(id) else { throw InteractionError.noSuchElement(id) }
        switch element.kind {
        case .slider:
            guard let number = Double(text), number.isFinite else {
                throw CommandError.badValue(REPLStrings.catalog.text("notANumber", ["text": "\(text)"]))
            }
            return .number(number)
        case .stepper:
            guard let number = Int(text) else {
                throw CommandError.badValue(REPLStrings.catalog.text("notAWholeNumber", ["text": "\(text)"]))
            }
            return .integer(number)
        case .picker(let picker):
            let wanted = text.lowercased()
            if let index = picker.options.firstIndex(where: { $0.lowercased() == wanted }) { return .option(index) }
            if let number = Int(text), let index = picker.options.index(ordinal: number) { return .option(index) }
            // "Music" picks "♫ Music" when no other option holds the word.
            let holding = picker.options.indices.filter { picker.options[$0].lowercased().contains(wanted) }
            if holding.count == 1 { return .option(holding[0]) }
            let options = picker.options.joined(separator: ", ")
            throw CommandError.badValue(
                REPLStrings.catalog.text("notAnOption", ["text": "\(text)", "id": "\(id)", "options": "\(options)"]))
        case .datePicker:
            return .date(text)
        case .label, .text, .button, .textField, .toggle, .table, .image, .activityIndicator, .canvas, .group, .region:
            throw InteractionError.wrongKind(
                id, action: "set",
                expects: REPLStrings.catalog.text("valueControls"))
        }
    }

    private func simulate(_ words: [String]) throws {
        let name = appName.map { LocalizedText(verbatim: $0) } ?? REPLStrings.catalog.text("theLauncher")
        switch words.first?.lowercased() {
        case "network":
            guard let network = simulations.network else {
                throw CommandError.badValue(REPLStrings.catalog.text("noNetwork", ["name": .text(name)]))
            }
            try simulate(words.dropFirst().map { $0.lowercased() }, on: network)
        case "location", "move", "walk":
            guard let device = simulations.location else {
                throw CommandError.badValue(REPLStrings.catalog.text("noLocation", ["name": .text(name)]))
            }
            try simulate(words, on: device)
        default:
            throw CommandError.usage("sim")
        }
    }

    private func simulate(_ arguments: [String], on network: NetworkConditions) throws {
        switch arguments {
        case ["online"]: network.isOnline = true
        case ["offline"]: network.isOnline = false
        case let arguments where arguments.count == 2 && arguments[0] == "latency":
            guard let milliseconds = Int(arguments[1]), (0...60_000).contains(milliseconds) else {
                throw CommandError.badValue(
                    REPLStrings.catalog.text("badLatency", ["value": "\(arguments[1])"]))
            }
            network.latency = .milliseconds(milliseconds)
        default:
            throw CommandError.usage("sim")
        }
        let milliseconds = Int(network.latency.seconds * 1000)
        output.info([
            say(
                network.isOnline
                    ? REPLStrings.catalog.text("networkOnline", ["milliseconds": "\(milliseconds)"])
                    : REPLStrings.catalog.text("networkOffline", ["milliseconds": "\(milliseconds)"]))
        ])
    }

    private func simulate(_ words: [String], on device: any LocationSimulation) throws {
        let permissions: [String: LocationPermission] = ["allow": .authorized, "deny": .denied, "restrict": .restricted, "reset": .notDetermined]
        switch (words[0].lowercased(), words.count) {
        case ("location", 2):
            guard let permission = permissions[words[1].lowercased()] else { throw CommandError.usage("sim") }
            device.setPermission(permission)
            output.info([
                say(
                    REPLStrings.catalog.text(
                        "locationPermission", ["permission": .text(REPLStrings.catalog.text("permission.\(device.permission.rawValue)"))]))
            ])
        case ("move", 3):
            guard let latitude = Double(words[1]), let longitude = Double(words[2]),
                let position = Coordinate(latitude: latitude, longitude: longitude)
            else {
                throw CommandError.badValue(
                    REPLStrings.catalog.text("badMove", ["first": "\(words[1])", "second": "\(words[2])"]))
            }
            device.move(to: position)
            output.info([locationLine(device)])
        case ("walk", 3):
            guard let metres = Double(words[1]), (0...100_000).contains(metres), let bearing = Double(words[2]), (0...360).contains(bearing) else {
                throw CommandError.badValue(
                    REPLStrings.catalog.text("badWalk", ["first": "\(words[1])", "second": "\(words[2])"]))
            }
            device.walk(metres: metres, bearing: bearing)
            output.info([locationLine(device)])
        default:
            throw CommandError.usage("sim")
        }
    }

    private func routeLines() -> [String] {
        let entries = navigator.routes.entries
        guard !entries.isEmpty else {
            return [
                say(
                    REPLStrings.catalog.text("launcherHasNoRoutes"))
            ]
        }
        return ColumnList.lines(entries.map { ($0.pattern.text, $0.summary) }, width: settings.width, indent: 0)
    }

    /// One verb: how it is written, what it does, and a line that uses it.
    private func helpLines(for verb: String) throws(CommandError) -> [String] {
        let name = verb.lowercased()
        guard let entry = Command.grammar.first(where: { $0.verb == name }) else {
            throw .unknownVerb(verb, suggestion: Suggestion.closest(to: name, among: Command.grammar.map(\.verb).filter { $0 != "#" }))
        }
        return [
            entry.usage,
            "  " + say(entry.summary),
            "  " + say(REPLStrings.catalog.text("forExample")) + (Command.examples[entry.verb] ?? entry.usage),
        ]
    }

    /// The lines run in this session, numbered, a secret in one masked.
    private func historyLines() -> [String] {
        let width = String(linesRun.count).count
        return linesRun.enumerated().map { index, line in
            let number = String(index + 1)
            return String(repeating: " ", count: width - number.count + 2) + number + "  " + Sanitized.text(line)
        }
    }

    private func helpLines() -> [String] {
        var lines = [say(REPLStrings.catalog.text("commands"))]
        // `sim` drives a device only an app that uses its location or network has.
        let simulates = !simulations.isEmpty
        let grammar = Command.grammar.filter { $0.verb != "sim" || simulates }
        lines += ColumnList.lines(grammar.map { ($0.usage, say($0.summary)) }, width: settings.width)
        let targets = navigator.frame(localization: localization).targets
        lines.append(
            say(
                targets.isEmpty
                    ? REPLStrings.catalog.text("noTargets")
                    : REPLStrings.catalog.text("targetsOnScreen")))
        let disabled = say(REPLStrings.catalog.text("disabledTarget"))
        for target in targets {
            let id = target.itemID ?? target.elementID
            lines.append(
                "  [\(target.number)] \(target.label) (\(say(target.kind.name))\(id == target.label ? "" : ", id \(id)")\(target.isEnabled ? "" : disabled))")
        }
        return lines
    }

    private func locationLine(_ device: any LocationSimulation) -> String {
        say(REPLStrings.catalog.text("locationLine", ["position": "\(device.position)"]))
    }
}
