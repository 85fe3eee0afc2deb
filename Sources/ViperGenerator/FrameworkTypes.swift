/// The public type names of the `Viper` and `ViperLocation` frameworks, which generated type
/// names must not repeat.
/// Kept by hand: the generator does not link the framework.
enum FrameworkTypes {
    static let names: Set<String> = [
        "Accessory", "Alert", "AlertState", "Alignment", "AppClock", "AppContext", "AppDestination", "AppScreens",
        "AppLaunchError", "NoOptions", "AudioService", "Axis", "Bitmap",
        "Button", "Canvas", "CanvasPoint", "Checked", "CheckedDocument", "CheckedRecord",
        "CodeSite", "Color", "ControlValue", "Coordinate", "CountedText", "DestinationAction", "DestinationRoute", "DatePicker", "DeviceChange",
        "DeviceObservation", "DocumentDefect", "DocumentStore", "Element",
        "Entry", "EventRejection", "Fault", "FaultInjectingTransport", "FillMode",
        "GPXError", "GPXTrack", "Geodesy", "LocationService", "LocationSimulation", "ServiceKey", "SimulatedDeviceKey", "Group", "HTTPClient", "HTTPError",
        "HTTPHeaders", "HTTPMethod", "HTTPPriority", "HTTPRequest", "HTTPResponse",
        "HTTPTransport", "ISODate", "IdleTracker", "ImageBox", "ImageState", "Instant",
        "InteractionError", "Item", "JSONValue", "Kind", "Label", "Language",
        "LiveTransport", "Localization", "LocalizedText", "LocationPermission", "MapBounds", "MapCanvas",
        "MapCluster", "MapLegend", "MapMarker", "MapViewport", "Module", "ModuleContext", "ModuleTasks",
        "ModuleView", "NavigationError", "NavigationState", "Navigator", "NetworkConditions", "Notices", "Opening",
        "Picker", "Played", "Point", "RandomSource",
        "RecordList", "Region", "Room", "Height", "Role", "RouteError", "RouteParameters",
        "RoutePattern", "Row", "Rule", "Screen", "ScrollMotion",
        "SeededRandom", "ServerSentEvent",
        "SimulatedDevice", "SimulatedSpeaker", "Slider", "Sound", "Span", "Stepper", "StorageError",
        "StyledLine", "SwiftClock", "SwipeDirection", "Tab",
        "TabSpec", "Table", "TextField",
        "TimerHandle", "Toggle", "Tone", "UserFacingError", "ViewEvent",
        "ViewHost", "ViewInput", "ViewLifecycle", "ViewModel", "ViperApp", "ViperInteractor",
        "ViperPresenter", "ViperRouter", "ViperView", "VirtualClock",
    ]

    /// The framework's modules, which an app's target may not be named after.
    static let modules: Set<String> = [
        "Viper", "ViperLocation", "ViperTesting", "ViperREPL", "ViperImageDecoding", "ViperSQLite", "ViperGenerator",
        "ViperProcessDriver", "ViperHTTP",
    ]
}
