import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

@MainActor
@Suite("Ordered parallel paging")
struct OrderedPagingTests {
    let output = CharacterListInteractorOutputSpy()
    let harness = InteractorHarness()

    func makeInteractor(_ service: ControllableService) -> CharacterListInteractor {
        let interactor = CharacterListInteractor(
            service: service, pictures: PictureStore(service: service, idle: harness.idle), tasks: harness.tasks)
        interactor.report(to: output) { $0 }
        return interactor
    }

    /// The lists the interactor reported, in order.
    var reported: [CharacterListSnapshot] {
        output.log.calls.map { call in
            switch call {
            case .didUpdate(let list, _): list
            }
        }
    }

    var loadedIDs: [Int] { reported.last?.characters.map(\.id) ?? [] }

    @Test func pageOneFirstThenAtMostThreeInFlightAppendedStrictlyInPageOrder() async {
        let service = ControllableService(idle: harness.idle, pages: Fixtures.pages(6))
        let interactor = makeInteractor(service)
        interactor.start()
        await harness.settle()
        #expect(service.started == ["page 1"], "nothing but page 1 before page 1 has arrived")

        service.release("page 1")
        await harness.settle()
        #expect(Set(service.inFlight) == ["page 2", "page 3", "page 4"])
        #expect(loadedIDs == [1, 2])

        service.release("page 4")
        await harness.settle()
        #expect(Set(service.inFlight) == ["page 2", "page 3", "page 5"])
        #expect(loadedIDs == [1, 2], "page 4 waits for pages 2 and 3")
        service.release("page 3")
        await harness.settle()
        #expect(Set(service.inFlight) == ["page 2", "page 5", "page 6"])
        #expect(loadedIDs == [1, 2])

        service.release("page 2")
        await harness.settle()
        #expect(loadedIDs == Array(1...8), "2, 3 and 4 arrive together, in order")

        service.release("page 6")
        await harness.settle()
        #expect(loadedIDs == Array(1...8), "6 waits for 5")
        service.release("page 5")
        await harness.settle()
        #expect(loadedIDs == Array(1...12))
        #expect(service.maxInFlight == 3)
        #expect(service.started.sorted() == (1...6).map { "page \($0)" }.sorted(), "each page is requested once")
        let everyAppend = reported.map { $0.characters.map(\.id) }
        #expect(everyAppend.allSatisfy { $0 == (0..<$0.count).map { $0 + 1 } }, "every snapshot is a prefix in id order")
    }

    @Test func aFailedPageKeepsTheRowsStopsAndRetryResumesFromIt() async {
        let service = ControllableService(idle: harness.idle, pages: Fixtures.pages(5))
        let interactor = makeInteractor(service)
        interactor.start()
        service.release("page 1")
        await harness.settle()
        service.fail("page 3", with: .timeout)
        await harness.settle()
        #expect(reported.last?.phase == .failed(page: 3, .timeout))
        service.release("page 2")
        service.release("page 4")
        await harness.settle()

        #expect(reported.last?.phase == .failed(page: 3, .timeout))
        #expect(loadedIDs == [1, 2, 3, 4], "rows before the failed page stay")
        #expect(!service.started.contains("page 5"), "no new request after a failure")

        service.state.withLock {
            $0.failures["page 3"] = nil
            $0.released.remove("page 3")
        }
        interactor.retry()
        await harness.settle()
        #expect(Set(service.inFlight) == ["page 3", "page 5"])
        #expect(service.started.filter { $0 == "page 4" }.count == 1, "page 4 had arrived and is not asked again")
        #expect(service.started.filter { $0 == "page 3" }.count == 2, "retry resumes from the failed page")
        service.release("page 3")
        service.release("page 5")
        await harness.settle()
        #expect(loadedIDs == Array(1...10))
    }
}
