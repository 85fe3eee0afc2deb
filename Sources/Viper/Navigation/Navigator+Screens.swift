extension Navigator {
    /// The screen `view` draws, made once and kept until it changes: its view model, a user
    /// event it took, the display's size, a navigation move, or `setNeedsDisplay`. So a
    /// screen under a sheet is not drawn again for every command the sheet takes.
    ///
    /// A screen with regions is laid out first: when the room of a region changes, the view
    /// hears of it (`roomDidChange`) and draws again to the new rooms.
    package func screen(of view: any ModuleView) -> Screen {
        let key = ObjectIdentifier(view)
        if let screen = screens[key] { return screen }
        var screen = view.makeScreen()
        var regions = measuredRegions(of: screen, shownBy: view)
        if regions.mapValues(\.room) != rooms[key] {
            rooms[key] = regions.mapValues(\.room)
            if isLoaded(view) {
                view.roomDidChange()
                screen = view.makeScreen()
                regions = measuredRegions(of: screen, shownBy: view)
            }
        }
        screen.elements = screen.elements.map { placed($0, in: regions, scroll: regionScroll[key, default: [:]]) }
        screens[key] = screen
        return screen
    }

    /// The room the region `id` of `view`'s screen had when the screen was last drawn.
    public func room(of id: String, in view: AnyObject) -> Room? {
        rooms[ObjectIdentifier(view)]?[id]
    }

    /// Works out the rooms of `view`'s regions anew and tells the view: before it loads, and
    /// when the display's size changes.
    func layOut(_ view: any ModuleView) {
        let key = ObjectIdentifier(view)
        screens[key] = nil
        // A screen without regions has nothing to measure: its view hears of the new display alone.
        if rooms[key]?.isEmpty == true { return view.roomDidChange() }
        rooms[key] = nil
        _ = screen(of: view)
    }

    /// Moves the scrolling region `id` of `view`'s screen by `lines`, within its lines.
    func scrollRegion(_ id: String, of view: any ModuleView, by lines: Int) {
        let key = ObjectIdentifier(view)
        guard case .region(let region)? = screen(of: view).visibleElement(id)?.kind else { return }
        guard let measured = measuredRegions(of: screen(of: view), shownBy: view)[id] else { return }
        let first = region.firstLine.addingReportingOverflow(lines).partialValue
        regionScroll[key, default: [:]][id] = LineWindow.clamped(first, lines: measured.lines, rows: measured.room.rows)
        screens[key] = nil
    }

    /// Scrolls the region that holds the table `table` of `view`'s screen so that its row `row`
    /// shows; says whether there is such a region.
    func revealRow(_ row: String, inTable table: String, of view: any ModuleView) -> Bool {
        let screen = screen(of: view)
        guard
            let holder = screen.elements.first(where: { element in
                if case .region(let region) = element.kind { region.scrolls && element.kind.children.contains { $0.id == table } } else { false }
            }), case .region(let region) = holder.kind
        else { return false }
        let frame = layoutFrame(of: screen, shownBy: view)
        guard let line = renderer.line(ofRow: row, inTable: table, region: region, of: frame) else { return true }
        let rows = region.rows ?? 0
        if line <= region.firstLine || line >= region.firstLine + rows - 1 {
            scrollRegion(holder.id, of: view, by: line - 1 - region.firstLine)
        }
        return true
    }

    func forget(_ view: any ModuleView) {
        let key = ObjectIdentifier(view)
        screens[key] = nil
        rooms[key] = nil
        regionScroll[key] = nil
    }

    private func measuredRegions(of screen: Screen, shownBy view: any ModuleView) -> [String: (room: Room, lines: Int)] {
        guard screen.elements.contains(where: \.kind.isRegion) else { return [:] }
        return renderer.regions(of: layoutFrame(of: screen, shownBy: view))
    }

    /// Lays out screens as the REPL draws them: the display's rows but the prompt's line.
    private var renderer: TextRenderer {
        TextRenderer(width: displaySize.columns, height: displaySize.rows - 1)
    }

    /// The frame `screen` shows in where `view` is: as a sheet or on a stack, with a back
    /// button when it has somewhere to go back to (titled as widely as any language titles it).
    private func layoutFrame(of screen: Screen, shownBy view: any ModuleView) -> Frame {
        let back = FrameworkStrings.catalog.languages.map { FrameworkStrings.back.in($0) }.max { TextWidth.of($0) < TextWidth.of($1) }
        let tabs = state.hasTabBar ? state.tabs.map { Frame.TabItem(name: $0.name, title: $0.title, isSelected: false) } : []
        switch try? location(of: view) {
        case .sheet?, .hiddenSheet?:
            return Frame(screen: Screen(id: "", title: "", elements: []), backTitle: back, tabs: tabs, sheet: screen)
        case .stack(.modal, _)?:
            return Frame(screen: screen, backTitle: back, tabs: tabs)
        case .stack(.tab, let index)?:
            return Frame(screen: screen, backTitle: index > 0 ? back : nil, tabs: tabs)
        case nil:
            return Frame(screen: screen, tabs: tabs)
        }
    }

    /// `element` with the rows its region got and the line it is scrolled to.
    private func placed(_ element: Element, in regions: [String: (room: Room, lines: Int)], scroll: [String: Int]) -> Element {
        guard case .region(var region) = element.kind, let measured = regions[element.id] else { return element }
        region.rows = measured.room.rows
        region.firstLine = region.scrolls ? LineWindow.clamped(scroll[element.id] ?? 0, lines: measured.lines, rows: measured.room.rows) : 0
        var placed = element
        placed.kind = .region(region)
        return placed
    }
}
