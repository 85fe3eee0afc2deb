import Foundation
import Testing
import Viper

@testable import EventMap

@MainActor
@Suite("Server addresses")
struct ServerAddressTests {
    @Test func eachServerKeepsItsKeyInAFileOfItsOwn() {
        let keys = ["http://h:8080", "http://h/8080", "http://H:8080/", "https://h:8080"].map { ServerAddress.sessionKey(of: URL(string: $0)!) }
        #expect(keys[0] == keys[2], "the same server, written another way")
        #expect(Set(keys).count == 3)
        #expect(keys[0].hasPrefix("http-h-8080-"))
        #expect(AccountStore.documentName(server: keys[0]) == "session-" + keys[0])
    }

    @Test func anAddressWithAPasswordIsRefusedSoItNeverNamesAFile() {
        #expect(throws: AppLaunchError("--server takes the server's address without a user name or password")) {
            try EventMapApp.serverURL("http://rick:wubbalubba@127.0.0.1:8080")
        }
        #expect(throws: AppLaunchError(#"--server takes an http or https URL such as http://127.0.0.1:8080, not "ftp://x\n""#)) {
            try EventMapApp.serverURL("ftp://x\n")
        }
    }
}
