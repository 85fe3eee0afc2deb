import EventMapAPI
import Viper

@MainActor final class CreateEventPresenter: ViperPresenter<CreateEventViewModel>, CreateEventViewOutput, CreateEventInteractorOutput {
    private let interactor: any CreateEventInteractorInput
    private let router: any CreateEventRouterInput
    private weak var output: (any CreateEventModuleOutput)?
    private let localization: Localization
    private var isSubmitting = false
    private var problem: String?
    /// The server refused the session as the event was sent: the form offers to sign in.
    private var sessionRejected = false

    init(
        interactor: any CreateEventInteractorInput, router: any CreateEventRouterInput, output: (any CreateEventModuleOutput)?, localization: Localization
    ) {
        self.interactor = interactor
        self.router = router
        self.output = output
        self.localization = localization
    }

    override func viewDidLoad() {
        present()
    }

    /// Back from signing in, the form has nothing left to say about the old session.
    override func viewWillAppear() {
        guard sessionRejected, interactor.isSignedIn else { return }
        sessionRejected = false
        problem = nil
        present()
    }

    /// The form closes however the screen goes (back, a sign-in over it, the session ending):
    /// what was written is kept for the next one.
    override func viewWillDisappear() {
        interactor.keepDraft()
    }

    func didChange(_ change: CreateEventChange) {
        interactor.update(change)
        present()
    }

    /// Without an account the server would refuse: offer to sign in instead.
    func didTapSubmit() {
        guard interactor.form.hasTitle, interactor.form.time != nil, !isSubmitting else { return }
        guard interactor.isSignedIn else {
            router.offerSignIn()
            return
        }
        isSubmitting = true
        problem = nil
        present()
        interactor.submit()
    }

    func didTapSignIn() {
        router.openSignIn()
    }

    func didSave(_ event: Event) {
        isSubmitting = false
        if interactor.isEditing { output?.didSave(event) }
        router.close()
    }

    func didFailToSave(_ error: EventsError) {
        isSubmitting = false
        problem = localization(interactor.isEditing ? MapStrings.saveFailed(error) : MapStrings.createFailed(error))
        sessionRejected = error.rejectsToken
        present()
    }

    private func present() {
        let form = interactor.form
        let strings = MapStrings.self
        let isEditing = interactor.isEditing
        view?.show(
            CreateEventViewModel(
                title: localization(isEditing ? strings.editTitle : strings.createTitle),
                titleLabel: localization(strings.title),
                startLabel: localization(strings.starts),
                hasEndLabel: localization(strings.hasEnd),
                endLabel: localization(strings.ends),
                timeProblem: form.time == nil ? localization(strings.endBeforeStart) : nil,
                requiredPlaceholder: localization(strings.required),
                addressLabel: localization(strings.address),
                addressPlaceholder: localization(strings.near(form.position)),
                typeLabel: localization(strings.type),
                typeNames: EventType.allCases.map { "\($0.glyph) " + localization(strings.typeName($0)) },
                ageLabel: localization(strings.age(form.age)),
                descriptionLabel: localization(strings.description),
                optionalPlaceholder: localization(strings.optional),
                submitTitle: localization(isEditing ? strings.save : strings.create),
                isEditing: isEditing,
                form: form,
                canSubmit: form.hasTitle && form.time != nil && !isSubmitting,
                isSubmitting: isSubmitting,
                submittingText: localization(isEditing ? strings.saving : strings.creating),
                problem: problem,
                signInTitle: sessionRejected ? localization(strings.signIn) : nil
            ))
    }
}
