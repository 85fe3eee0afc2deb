import Testing
import Viper

/// Checks that `view` draws purely: `makeScreen()` twice in a row gives the same screen, and
/// the view, with its presenter and everything they hold, is afterwards exactly as it was
/// before, also when it draws away from its host, in a room other than the one it was last
/// drawn in. A view that caches its screen, keeps state it works out while drawing, or calls
/// its presenter from `makeScreen()` fails.
@MainActor
public func expectPureScreen(of view: any ModuleView, sourceLocation: SourceLocation = #_sourceLocation) {
    expectDrawingChangesNothing(view, sourceLocation: sourceLocation)
    let host = view.host
    view.host = nil
    expectDrawingChangesNothing(view, sourceLocation: sourceLocation)
    view.host = host
}

@MainActor
private func expectDrawingChangesNothing(_ view: any ModuleView, sourceLocation: SourceLocation) {
    let before = state(of: view)
    let first = view.makeScreen()
    let second = view.makeScreen()
    #expect(first == second, "the screen differs when drawn again", sourceLocation: sourceLocation)
    let after = state(of: view)
    #expect(
        before == after,
        "drawing changed the state of \(type(of: view)):\n\(UnifiedDiff.between(expected: before, actual: after, expectedName: "before", actualName: "after"))",
        sourceLocation: sourceLocation)
}

/// What `view` holds four levels down: its view model and its own stored properties, its
/// presenter's and theirs. Deeper lie the services, which live on their own (a connection
/// retried meanwhile is no change a drawing made).
@MainActor
private func state(of view: any ModuleView) -> String {
    var text = ""
    dump(view, to: &text, maxDepth: 4)
    return text
}
