extension Navigator {
    /// The screen `view` draws, made once and kept until it changes: its view model, a user
    /// event it took, the display's size, a navigation move, or `setNeedsDisplay`. So a
    /// screen under a sheet is not drawn again for every command the sheet takes.
    ///
    /// A screen with regions or tables is laid out first: when the room of one changes, the view
    /// hears of it (`roomDidChange`) and draws again to the new rooms. Each table is then given
    /// the rows that fit its room from where it is scrolled, and when they are not the ones last
    /// on screen, the view hears which they are (`visibleRowsDidChange(in:ids:)`); if what it
    /// tells its presenter changes the screen, the screen is made again.
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
        screen.elements = screen.elements.map { placed($0, in: regions, of: key) }
        screens[key] = screen
        tellVisibleRows(of: screen, to: view)
        return screens[key] ?? self.screen(of: view)
    }

    /// The room the region or table `id` of `view`'s screen had when the screen was last drawn.
    public func room(of id: String, in view: AnyObject) -> Room? {
        rooms[ObjectIdentifier(view)]?[id]
    }

    /// Works out the rooms of `view`'s regions anew and tells the view: before it loads, and
    /// when the display's size changes.
    func layOut(_ view: any ModuleView) {
        let key = ObjectIdentifier(view)
        screens[key] = nil
        // A screen without regions or tables has nothing to measure: its view hears of the new display alone.
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

    /// Moves the window of the table `id` of `view`'s screen by `rows`, staying within its rows.
    func scrollTable(_ id: String, of view: any ModuleView, by rows: Int) {
        guard let (table, window) = placedTable(id, of: view) else { return }
        tableScroll[ObjectIdentifier(view), default: [:]][id] = window.scrolled(from: table.visibleRange.lowerBound, by: rows)
        placeAgain(view)
    }

    /// Moves the window of the table `table` of `view`'s screen, or the scrolling region that
    /// holds it, as little as it takes to show its row `row`. A table shown whole has nothing to move.
    func revealRow(_ row: String, inTable table: String, of view: any ModuleView) {
        if let (placed, window) = placedTable(table, of: view), let index = placed.rows.firstIndex(where: { $0.id == row }) {
            tableScroll[ObjectIdentifier(view), default: [:]][table] = window.revealing(index, from: placed.visibleRange.lowerBound)
            return placeAgain(view)
        }
        revealRow(row, inRegionHolding: table, of: view)
    }

    /// Draws `view`'s screen again at once, so the view hears of the rows a scroll brought on
    /// screen before anything else happens.
    private func placeAgain(_ view: any ModuleView) {
        screens[ObjectIdentifier(view)] = nil
        _ = screen(of: view)
    }

    /// The table `id` of `view`'s screen as the navigator placed it, and its window; nil for a
    /// table shown whole (one inside a region).
    private func placedTable(_ id: String, of view: any ModuleView) -> (Table, RowWindow)? {
        guard case .table(let table)? = screen(of: view).visibleElement(id)?.kind, table.window != nil,
            let room = rooms[ObjectIdentifier(view)]?[id]
        else { return nil }
        return (table, renderer.rowWindow(of: table, rows: room.rows))
    }

    /// Scrolls the region that holds the table `table` of `view`'s screen so that its row `row`
    /// shows, if a scrolling region holds it.
    private func revealRow(_ row: String, inRegionHolding table: String, of view: any ModuleView) {
        let screen = screen(of: view)
        guard
            let holder = screen.elements.first(where: { element in
                if case .region(let region) = element.kind { region.scrolls && element.kind.children.contains { $0.id == table } } else { false }
            }), case .region(let region) = holder.kind
        else { return }
        let frame = layoutFrame(of: screen, shownBy: view)
        guard let line = renderer.line(ofRow: row, inTable: table, region: region, of: frame) else { return }
        let rows = region.rows ?? 0
        if line <= region.firstLine || line >= region.firstLine + rows - 1 {
            scrollRegion(holder.id, of: view, by: line - 1 - region.firstLine)
        }
    }

    func forget(_ view: any ModuleView) {
        let key = ObjectIdentifier(view)
        screens[key] = nil
        rooms[key] = nil
        regionScroll[key] = nil
        tableScroll[key] = nil
        visibleRows[key] = nil
    }

    private func measuredRegions(of screen: Screen, shownBy view: any ModuleView) -> [String: (room: Room, lines: Int)] {
        guard screen.elements.contains(where: \.kind.isLaidOut) else { return [:] }
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

    /// `element` with the rows its region got and the line it is scrolled to, or, for a table,
    /// the rows that fit its room from the row it is scrolled to.
    private func placed(_ element: Element, in regions: [String: (room: Room, lines: Int)], of key: ObjectIdentifier) -> Element {
        guard let measured = regions[element.id] else { return element }
        var placed = element
        switch element.kind {
        case .region(var region):
            region.rows = measured.room.rows
            let first = regionScroll[key]?[element.id] ?? 0
            region.firstLine = region.scrolls ? LineWindow.clamped(first, lines: measured.lines, rows: measured.room.rows) : 0
            placed.kind = .region(region)
        case .table(var table):
            table.window = renderer.rowWindow(of: table, rows: measured.room.rows).range(from: tableScroll[key]?[element.id] ?? 0)
            placed.kind = .table(table)
        default:
            break
        }
        return placed
    }

    /// Tells a loaded `view` the rows of each table of `screen` that are on screen, when they are
    /// not the ones it last heard of.
    private func tellVisibleRows(of screen: Screen, to view: any ModuleView) {
        guard isLoaded(view) else { return }
        let key = ObjectIdentifier(view)
        for element in screen.elements where element.isVisible {
            guard case .table(let table) = element.kind, table.window != nil else { continue }
            let ids = table.rows[table.visibleRange].map(\.id)
            guard visibleRows[key]?[element.id] ?? [] != ids else { continue }
            visibleRows[key, default: [:]][element.id] = ids
            view.visibleRowsDidChange(in: element.id, ids: ids)
        }
    }
}
