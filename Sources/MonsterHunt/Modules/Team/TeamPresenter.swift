import Viper

@MainActor final class TeamPresenter: ViperPresenter<TeamViewModel>, TeamViewOutput {
    private let interactor: any TeamInteractorInput
    private let localization: Localization

    static let pictureColumns = 8
    static let pictureRows = 4

    init(interactor: any TeamInteractorInput, localization: Localization) {
        self.interactor = interactor
        self.localization = localization
    }

    override func viewWillAppear() {
        view?.show(
            TeamViewModel(
                title: localization(HuntStrings.myTeam),
                emptyText: localization(HuntStrings.emptyTeam),
                rows: interactor.members.enumerated().map { index, member in
                    Table.Row(
                        id: String(index + 1),
                        cells: [member.name, localization(HuntStrings.level(member.level))],
                        image: ImageBox(
                            state: .loaded(member.kind.picture), columns: Self.pictureColumns, rows: Self.pictureRows, fill: .fill, caption: member.name)
                    )
                }
            ))
    }
}
