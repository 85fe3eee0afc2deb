/// Reads where the change feed stands for callers that ask at once, with one query for all of
/// them: a caller is answered by a read that began after it asked, never by one already under
/// way, so what it is told is no older than its question. Callers that ask while a read is
/// under way share the next one, which begins as that one ends.
actor FreshFeedReads {
    private let read: @Sendable () async -> FeedMark?
    private var isReading = false
    /// Told by the read under way, which began after they asked.
    private var waitingForThisRead: [CheckedContinuation<FeedMark?, Never>] = []
    /// Asked while a read was under way: told by the next.
    private var waitingForNextRead: [CheckedContinuation<FeedMark?, Never>] = []

    init(_ read: @escaping @Sendable () async -> FeedMark?) {
        self.read = read
    }

    func mark() async -> FeedMark? {
        await withCheckedContinuation { continuation in
            if isReading {
                waitingForNextRead.append(continuation)
            } else {
                waitingForThisRead.append(continuation)
                startReading()
            }
        }
    }

    private func startReading() {
        isReading = true
        Task {
            let mark = await read()
            finished(with: mark)
        }
    }

    private func finished(with mark: FeedMark?) {
        let told = waitingForThisRead
        waitingForThisRead = waitingForNextRead
        waitingForNextRead = []
        isReading = false
        for caller in told { caller.resume(returning: mark) }
        if !waitingForThisRead.isEmpty { startReading() }
    }
}
