import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import MonsterHunt

@MainActor
@Suite("Location permission screens")
struct PermissionFlowTests {
    @Test(arguments: [
        (LocationPermission.notDetermined, "monsterhunt.location-request"),
        (.denied, "monsterhunt.no-permission"),
        (.restricted, "monsterhunt.no-permission"),
        (.authorized, "monsterhunt.map"),
    ])
    func launchOpensTheScreenThePermissionCallsFor(permission: LocationPermission, screen: String) throws {
        #expect(try HuntGame(permission: permission).screenID == screen)
    }

    @Test func allowingInThePromptOpensTheMapAndIsRemembered() throws {
        let game = try HuntGame()
        try game.harness.tap("Allow")
        #expect(game.harness.alert?.buttons == ["Don't Allow", "Allow While Using App"])
        try game.answerAlert("Allow While Using App")
        #expect(game.screenID == "monsterhunt.map")
        #expect(try HuntGame(folder: game.folder).screenID == "monsterhunt.map", "the next launch goes straight to the map")
    }

    @Test func refusingInThePromptOpensTheNoPermissionScreen() throws {
        let game = try HuntGame()
        try game.harness.tap("Allow")
        try game.answerAlert("Don't Allow")
        #expect(game.screenID == "monsterhunt.no-permission")
        #expect(game.device.permission == .denied)
    }

    @Test("refusing, asserted step by step: the request, the system's prompt, then the no-permission screen")
    func refusingStepByStep() throws {
        let game = try HuntGame(exhaustive: true)
        game.harness.expectNavigation("stack: monsterhunt.location-request")
        game.harness.expectShown(
            LocationRequestViewModel(
                title: HuntStrings.locationRequestTitle.in(.en), message: HuntStrings.locationRequestMessage.in(.en), allowTitle: HuntStrings.allow.in(.en)
            ))

        try game.harness.tap("Allow")
        game.harness.expectNavigation(
            "stack: monsterhunt.location-request\nalert: \"\(HuntStrings.systemPromptTitle.in(.en))\" [Don't Allow, Allow While Using App]")

        try game.answerAlert("Don't Allow")
        game.harness.expectNavigation("stack: monsterhunt.no-permission")
        game.harness.expectShown(
            NoPermissionViewModel(
                title: HuntStrings.noPermissionTitle.in(.en), message: HuntStrings.noPermissionMessage.in(.en), settingsTitle: HuntStrings.goToSettings.in(.en)
            ))
    }

    @Test func theNoPermissionScreenMovesToTheMapByItselfWhenAccessIsGrantedFromAnywhere() throws {
        let game = try HuntGame(permission: .denied)
        game.device.setPermission(.restricted)
        #expect(game.screenID == "monsterhunt.no-permission")
        game.device.setPermission(.authorized)
        #expect(game.screenID == "monsterhunt.map")
    }

    @Test func theSettingsSwitchGrantsAccessAndTheMapReplacesBoth() throws {
        let game = try HuntGame(permission: .denied)
        try game.harness.tap("Go to Settings")
        #expect(game.screenID == "monsterhunt.settings")
        #expect(game.harness.state.modals.count == 1)
        try game.harness.tap("Location access")
        #expect(game.screenID == "monsterhunt.map")
        #expect(game.harness.state.modals.isEmpty)
        #expect(game.harness.state.description == "stack: monsterhunt.map")
    }

    @Test func aRestrictedDeviceCannotBeSwitchedOnInSettings() throws {
        let game = try HuntGame(permission: .restricted)
        try game.harness.tap("Go to Settings")
        #expect(game.harness.screen.isEnabled("location") == false)
        #expect(throws: InteractionError.disabled("location", label: "Location access")) { try game.harness.send(.toggle("location")) }
    }

    @Test(arguments: [LocationPermission.restricted, .denied])
    func refusedFromOutsideScreenOneMovesToScreenTwoAndThePromptNeverAppears(permission: LocationPermission) throws {
        let game = try HuntGame()
        game.device.setPermission(permission)
        #expect(game.screenID == "monsterhunt.no-permission")
        #expect(throws: (any Error).self) { try game.harness.tap("Allow") }
        #expect(game.harness.alert == nil)
        #expect(game.device.permission == permission)
    }

    @Test func allowedFromOutsideScreenOneMovesToTheMap() throws {
        let game = try HuntGame()
        game.device.setPermission(.authorized)
        #expect(game.screenID == "monsterhunt.map")
    }

    @Test func aChangeWhileThePromptIsOpenClosesItAndFollowsTheDevice() throws {
        let game = try HuntGame()
        try game.harness.tap("Allow")
        #expect(game.harness.alert != nil)
        game.device.setPermission(.restricted)
        #expect(game.harness.alert == nil)
        #expect(game.screenID == "monsterhunt.no-permission")
    }

    @Test func resettingThePermissionOnScreenTwoAsksAgainOnScreenOne() throws {
        let game = try HuntGame(permission: .denied)
        game.device.setPermission(.notDetermined)
        #expect(game.screenID == "monsterhunt.location-request")
        try game.harness.tap("Allow")
        try game.answerAlert("Allow While Using App")
        #expect(game.screenID == "monsterhunt.map")
    }

    @Test func losingAccessOnTheMapGoesBackToTheNoPermissionScreen() throws {
        let game = try HuntGame(permission: .authorized)
        game.device.setPermission(.denied)
        #expect(game.screenID == "monsterhunt.no-permission")
    }
}

@MainActor
@Suite("The no-permission screen's words")
struct NoPermissionWordsTests {
    @Test(arguments: [(Language.en, "Go to Settings"), (.ru, "Перейти к настройкам")])
    func theButtonLeadsToTheSettingsInTheSpecsWords(language: Language, title: String) throws {
        let game = try HuntGame(permission: .denied, language: language)
        #expect(game.harness.screen.text(of: "settings") == title)
        try game.harness.tap(title)
        #expect(game.screenID == "monsterhunt.settings")
    }
}
