// The app's models and its embedded server come from `EventMapServer`; its modules use them
// as their own.
@_exported import EventMapServer
