import Testing
import Viper

/// Records an issue for each way `catalog` falls short of speaking every one of `languages`
/// (its own when nil): a key one language lacks, placeholders that differ from the base
/// language's, a plural text missing a form its language needs, a file that cannot be read.
///
///     @Test func catalogIsComplete() { expectCompleteCatalog(DartsStrings.catalog) }
public func expectCompleteCatalog(_ catalog: StringCatalog, languages: [Language]? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    for problem in catalog.problems(declared: languages) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
}

/// Records an issue for each way `app`'s catalog falls short of the languages it declares.
@MainActor
public func expectCompleteCatalog(of app: some ViperApp, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let catalog = app.catalog else {
        Issue.record("\(app.name) has no catalog", sourceLocation: sourceLocation)
        return
    }
    expectCompleteCatalog(catalog, languages: app.languages, sourceLocation: sourceLocation)
}
