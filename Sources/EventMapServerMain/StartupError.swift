import EventMapAPI
import EventMapServer
import Glibc
import NIOCore
import ViperSQLite

/// Why the server could not start or stopped, in one line.
enum StartupError {
    static func describe(_ error: any Error, listening address: ListenAddress) -> String {
        switch error {
        case let failure as ServerFailure:
            return failure.description
        case let error as IOError where error.errnoCode == EADDRINUSE:
            return "cannot listen on \(address.host):\(address.port): the port is in use"
        case let error as IOError where error.errnoCode == EADDRNOTAVAIL:
            return "cannot listen on \(address.host):\(address.port): no such address on this machine"
        case let error as IOError where error.errnoCode == EACCES:
            return "cannot listen on \(address.host):\(address.port): permission denied (ports below 1024 need privileges)"
        case let error as IOError:
            return "cannot listen on \(address.host):\(address.port): \(error.description)"
        case let error as DatabaseError:
            return "the database could not be opened: \(error.message)"
        case EventsError.unreachable(let cause):
            return cause
        case EventsError.storage(let cause):
            return "the database failed: \(cause)"
        case let error as EventsError:
            return "the database failed: \(error.wireMessage)"
        default:
            return String(describing: error)
        }
    }
}
