extension Navigator {
    /// The screen `view` draws, made once and kept until it changes: its view model, a user
    /// event it took, the display's size, a navigation move, or `setNeedsDisplay`. So a
    /// screen under a sheet is not drawn again for every command the sheet takes.
    public func screen(of view: any ModuleView) -> Screen {
        let key = ObjectIdentifier(view)
        if let screen = screens[key] { return screen }
        let screen = view.makeScreen()
        screens[key] = screen
        return screen
    }
}
