/// The public type names of the `Viper` and `ViperLocation` frameworks, which generated type
/// names must not repeat.
/// Kept by hand: the generator does not link the framework.
enum FrameworkTypes {
    static let names: Set<String> = [
        "Accessory", "ActivityIndicator", "Alert", "AlertState", "Alignment", "AppClock", "AppContext", "AppDestination", "AppScreens",
        "AppLaunchError", "NoOptions", "AudioService", "Axis", "Bitmap",
        "BodyCollector", "Button", "Canvas", "CanvasPoint", "Checked", "CheckedDocument", "CheckedRecord",
        "CodeSite", "Color", "ConditionedTransport", "ControlValue", "Coordinate", "CountedText", "DestinationRoute", "DatePicker", "DeviceChange",
        "DeviceObservation", "DisplaySize", "DocumentDefect", "DocumentFile", "DocumentStore", "Element",
        "Entry", "EventRejection", "Failure", "Fault", "FaultInjectingTransport", "FillMode", "Frame",
        "FrameworkStrings", "GPXError", "GPXTrack", "Geodesy", "LocationService", "LocationSimulation", "ServiceKey", "SimulatedDeviceKey", "Simulations", "Group", "HTTPClient", "HTTPError",
        "HTTPHeaders", "HTTPMethod", "HTTPPriority", "HTTPRequest", "HTTPResponse", "HTTPStreamingResponse",
        "HTTPTransport", "ISODate", "IdleTracker", "ImageBox", "ImageRasterizer", "ImageState", "Instant",
        "InteractionError", "Item", "JSONRenderer", "JSONValue", "Kind", "Label", "Language", "Layout",
        "LiveTransport", "Localization", "LocalizedText", "LocationPermission", "MapBounds", "MapCanvas",
        "MapCluster", "MapLegend", "MapMarker", "MapViewport", "Module", "ModuleContext", "ModuleID", "ModuleParts", "ModuleTasks",
        "ModuleView", "NavigationError", "NavigationState", "Navigator", "NetworkConditions", "Notices", "Opening",
        "Part", "Picker", "Played", "Point", "PrivateFolder", "RandomSource", "Reading", "RealTimeTransport",
        "RecordList", "RecordingTransport", "Region", "Room", "Height", "ResolveError", "Role", "RouteError", "RouteParameters",
        "RoutePattern", "RouteTable", "Row", "Rule", "Sanitized", "Screen", "ScrollMotion",
        "SeededRandom", "ServerSentEvent", "ServerSentEventParser", "SettleTimeout", "SharedRandom",
        "SimulatedDevice", "SimulatedSpeaker", "Slider", "Sound", "Span", "Stepper", "StorageError",
        "StyledLine", "Suggestion", "SwiftClock", "SwipeDirection", "SystemClock", "SystemErrorText", "Tab",
        "TabItem", "TabSpec", "Table", "TableWindow", "Target", "TargetResolver", "TextField", "TextRenderer",
        "TextWidth", "TimeoutTransport", "TimerHandle", "Toggle", "Tone", "UserFacingError", "ViewEvent",
        "ViewHost", "ViewInput", "ViewLifecycle", "ViewModel", "ViperApp", "ViperInteractor",
        "ViperPresenter", "ViperRouter", "ViperView", "VirtualClock", "WorkSettler",
    ]

    /// The framework's modules, which an app's target may not be named after.
    static let modules: Set<String> = [
        "Viper", "ViperLocation", "ViperTesting", "ViperREPL", "ViperImageDecoding", "ViperSQLite", "ViperGenerator",
        "ViperProcessDriver", "ViperHTTP",
    ]
}
