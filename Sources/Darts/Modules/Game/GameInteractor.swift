import Viper

@MainActor final class GameInteractor: ViperInteractor<any GameInteractorOutput>, GameInteractorInput {
    private let archive: DartsArchive
    private let clock: any AppClock
    private let random: SharedRandom
    private let audio: any AudioService
    private(set) var phase = GamePhase.ready
    private var countdown: TimerHandle?

    init(archive: DartsArchive, clock: any AppClock, random: SharedRandom, audio: any AudioService) {
        self.archive = archive
        self.clock = clock
        self.random = random
        self.audio = audio
    }

    func refresh() {
        report()
    }

    func start() {
        let settings = archive.settings
        phase = .playing(GameProgress(settings: settings, current: newAttempt(settings)))
        startCountdown()
        report()
    }

    func answer(_ total: Int) {
        guard case .playing(let progress) = phase else { return }
        let per = Double(progress.settings.secondsPerAttempt)
        let spent = min(per, (clock.now - progress.current.startedAt).seconds)
        let correct = total == progress.current.correctTotal
        play(correct ? DartsSounds.correct : DartsSounds.wrong, with: progress.settings)
        finishAttempt(
            chosen: total, seconds: spent,
            points: Scoring.points(correct: correct, secondsLeft: per - spent, secondsPerAttempt: per))
    }

    func pause() {
        guard case .playing(let progress) = phase else { return }
        countdown = nil
        phase = .paused(progress)
        report()
    }

    /// The attempt in hand starts over with its full time; its darts stay. Volume, mute and
    /// sound switches changed during the pause apply from now on.
    func resume() {
        guard case .paused(var progress) = phase else { return }
        progress.settings.takeSound(of: archive.settings)
        progress.current.startedAt = clock.now
        progress.current.secondsLeft = progress.settings.secondsPerAttempt
        phase = .playing(progress)
        startCountdown()
        report()
    }

    func abandon() {
        countdown = nil
        phase = .ready
        report()
    }

    func leave() {
        countdown = nil
        switch phase {
        case .playing(let progress), .paused(let progress): output?.didLeaveUnfinished(progress)
        case .ready, .finished: break
        }
        phase = .ready
    }

    private func newAttempt(_ settings: DartsSettings) -> GameProgress.Attempt {
        let darts = random.draw { random in Dartboard.throwDarts(missesAllowed: settings.missesAllowed, using: &random) }
        let total = darts.map { Dartboard.hit($0).points }.reduce(0, +)
        let options = random.draw { random in AnswerOptions.make(correct: total, missesAllowed: settings.missesAllowed, using: &random) }
        return .init(darts: darts, options: options, correctTotal: total, startedAt: clock.now, secondsLeft: settings.secondsPerAttempt)
    }

    private func startCountdown() {
        countdown = clock.schedule(after: .seconds(1), repeating: .seconds(1)) { [weak self] in self?.tick() }
    }

    private func tick() {
        guard case .playing(var progress) = phase else { return }
        progress.current.secondsLeft -= 1
        guard progress.current.secondsLeft <= 0 else {
            phase = .playing(progress)
            return report()
        }
        phase = .playing(progress)
        play(DartsSounds.timeout, with: progress.settings)
        finishAttempt(chosen: nil, seconds: Double(progress.settings.secondsPerAttempt), points: 0)
    }

    private func finishAttempt(chosen: Int?, seconds: Double, points: Int) {
        guard case .playing(var progress) = phase else { return }
        let current = progress.current
        progress.done.append(
            AttemptRecord(
                darts: current.darts, options: current.options, correctTotal: current.correctTotal,
                chosen: chosen, seconds: seconds, points: points))
        guard progress.done.count < progress.settings.attempts else { return finish(progress) }
        progress.current = newAttempt(progress.settings)
        phase = .playing(progress)
        startCountdown()
        report()
    }

    private func finish(_ progress: GameProgress) {
        countdown = nil
        let played = GameRecord(id: 0, date: clock.date, settings: progress.settings, attempts: progress.done)
        let game: GameRecord
        do {
            game = try archive.record(date: played.date, settings: played.settings, attempts: played.attempts)
        } catch {
            game = played
            output?.didFailToSave(error)
        }
        phase = .finished(game)
        play(game.isGoodResult ? DartsSounds.goodResult : DartsSounds.badResult, with: progress.settings)
        report()
    }

    private func play(_ sound: Sound, with settings: DartsSettings) {
        guard settings.isEnabled(sound) else { return }
        audio.play(sound, volume: settings.volume)
    }

    private func report() {
        output?.didUpdate(phase, settings: archive.settings)
    }
}
