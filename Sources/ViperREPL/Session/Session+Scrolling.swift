import Viper

/// How far the screen on top is scrolled in its window: each screen (and sheet) starts at its
/// top, and keeps its place while it stays on top.
struct ContentScroll {
    private var screen: ModuleID?
    private var offset = 0

    func offset(on screen: ModuleID?) -> Int {
        self.screen == screen ? offset : 0
    }

    mutating func set(_ offset: Int, on screen: ModuleID?) {
        (self.screen, self.offset) = (screen, offset)
    }
}

extension Session {
    /// The frame on screen as the terminal shows it, in its window.
    var currentRendering: String {
        output.rendering(of: navigator.frame(localization: localization), scrolledBy: contentScroll.offset(on: navigator.state.top?.id))
    }

    /// Moves a screen taller than its window by `rows` lines (a page when not given); when it
    /// cannot move that way, its scrolling region, table or scrollable canvas moves instead (a
    /// page of it when not given).
    func scroll(_ direction: Command.ScrollDirection, rows: Int?) throws {
        let frame = navigator.frame(localization: localization)
        let screen = navigator.state.top?.id
        let range = output.json ? 0...0 : output.renderer.scrollRange(of: frame)
        let offset = contentScroll.offset(on: screen)
        let page = max(1, (output.renderer.height ?? 24) / 2)
        let step = (rows ?? page) * (direction == .down ? 1 : -1)
        let moved = min(max(offset + step, range.lowerBound), range.upperBound)
        if moved != offset {
            return contentScroll.set(moved, on: screen)
        }
        // At the end of a screen that scrolls, with nothing else to move: nothing moved.
        let resolver = TargetResolver(frame: frame)
        guard let scrollable = try? resolver.scrollable() else {
            if range == 0...0 { throw ResolveError.noTable }
            return
        }
        try navigator.send(.scroll(table: scrollable, .by((rows ?? resolver.page(of: scrollable)) * (direction == .down ? 1 : -1))))
    }
}
