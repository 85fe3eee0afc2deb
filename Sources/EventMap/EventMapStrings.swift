import Viper

enum EventMapStrings {
    static let appTitle = LocalizedText(en: "Event Map", ru: "Карта событий")
    static let summary = LocalizedText(
        en: "Sign in, find events on a map and create your own — on your server, or one embedded",
        ru: "Войдите, найдите события на карте и создайте свои — на вашем сервере или встроенном"
    )
    static let serverHelp = LocalizedText(
        en: "the eventmap-server to use, such as http://127.0.0.1:8080 (default: one embedded in the app, on the data folder)",
        ru: "сервер eventmap-server, например http://127.0.0.1:8080 (по умолчанию встроенный в приложение, на папке данных)"
    )
    static let tagline = LocalizedText(en: "What's on around you", ru: "Что происходит вокруг")
    static let checking = LocalizedText(en: "Signing you in…", ru: "Выполняется вход…")
    static let signInTitle = LocalizedText(en: "Sign in", ru: "Вход")
    static let email = LocalizedText(en: "E-mail", ru: "Эл. почта")
    static let password = LocalizedText(en: "Password", ru: "Пароль")
    static let next = LocalizedText(en: "Next ⏎", ru: "Далее ⏎")
    static let signInKey = LocalizedText(en: "Sign in ⏎", ru: "Войти ⏎")
    static let signIn = LocalizedText(en: "Sign in", ru: "Войти")
    static let forgotPassword = LocalizedText(en: "Forgot password", ru: "Забыл пароль")
    static let register = LocalizedText(en: "Register", ru: "Зарегистрироваться")
    static let skip = LocalizedText(en: "Skip", ru: "Пропустить")
    static let registrationTitle = LocalizedText(en: "Registration", ru: "Регистрация")
    static let name = LocalizedText(en: "Name", ru: "Имя")
    static let birthDate = LocalizedText(en: "Birth date", ru: "Дата рождения")
    static let confirmation = LocalizedText(en: "Repeat password", ru: "Повторите пароль")
    static let submitKey = LocalizedText(en: "Register ⏎", ru: "Зарегистрироваться ⏎")
    static let profileTitle = LocalizedText(en: "Profile", ru: "Профиль")
    static let myEvents = LocalizedText(en: "My events", ru: "Мои события")
    static let loadingEvents = LocalizedText(en: "Loading your events…", ru: "Загрузка ваших событий…")
    static let noEvents = LocalizedText(en: "You have not created any events yet.", ru: "Вы ещё не создали ни одного события.")
    static let signOut = LocalizedText(en: "Sign out", ru: "Выйти")
    static let notSignedIn = LocalizedText(en: "You are not signed in.", ru: "Вы не вошли в аккаунт.")
    static let expired = LocalizedText(en: "Your session has expired: please sign in again.", ru: "Сеанс истёк: войдите снова.")
    static let forged = LocalizedText(en: "Your saved session is not valid: please sign in again.", ru: "Сохранённый сеанс недействителен: войдите снова.")
    static let retry = LocalizedText(en: "Retry", ru: "Повторить")
    static let mismatch = LocalizedText(en: "The passwords do not match.", ru: "Пароли не совпадают.")

    static let splashRoute = LocalizedText(en: "the splash screen, then sign-in or the map", ru: "заставка, затем вход или карта")
    static let signInRoute = LocalizedText(en: "sign-in", ru: "вход")
    static let registerRoute = LocalizedText(en: "registration", ru: "регистрация")
    static let mapRoute = LocalizedText(en: "the map of events", ru: "карта событий")
    static let profileRoute = LocalizedText(en: "the profile", ru: "профиль")

    /// True either way: the server sends a code only when the account exists, and says the same.
    static func resetSent(_ email: String) -> LocalizedText {
        LocalizedText(
            en: "If there is an account for \(email), a code was sent to it; it works for 15 minutes. Enter it and a new password.",
            ru: "Если аккаунт \(email) существует, на него отправлен код; он действует 15 минут. Введите его и новый пароль.")
    }
    static let resetTitle = LocalizedText(en: "New password", ru: "Новый пароль")
    static let resetCode = LocalizedText(en: "Code from the message", ru: "Код из письма")
    static let newPassword = LocalizedText(en: "New password", ru: "Новый пароль")
    static let setPassword = LocalizedText(en: "Set password", ru: "Сменить пароль")
    static let sendCodeAgain = LocalizedText(en: "Send a new code", ru: "Отправить новый код")
    static let codeSentAgain = LocalizedText(
        en: "A new code was sent if the account exists; the old one no longer works.",
        ru: "Если аккаунт существует, отправлен новый код; старый больше не действует.")
    static func passwordChanged(_ email: String) -> LocalizedText {
        LocalizedText(en: "The password of \(email) is changed: sign in with the new one.", ru: "Пароль \(email) изменён: войдите с новым.")
    }

    static func profileLine(_ user: User) -> LocalizedText {
        LocalizedText(en: "\(user.email) · born \(user.birthDate)", ru: "\(user.email) · дата рождения \(user.birthDate)")
    }

    /// The saved session is kept when it could not be checked, and the user is told so.
    static func restoreFailed(_ error: EventsError) -> LocalizedText {
        let reason = describe(error)
        return LocalizedText(
            en: "Could not check your saved session. \(reason.en) You are still signed in: try again.",
            ru: "Не удалось проверить сохранённый сеанс. \(reason.ru) Вы по-прежнему в аккаунте: попробуйте ещё раз."
        )
    }

    /// A wait as a person reads it: seconds up to a minute, whole minutes (rounded up) past one.
    static func wait(_ seconds: Int) -> LocalizedText {
        guard seconds > 60 else { return LocalizedText(en: "\(seconds) s", ru: "\(seconds) с") }
        let minutes = (seconds + 59) / 60
        return LocalizedText(en: "\(minutes) min", ru: "\(minutes) мин")
    }

    /// "Reason: try again in 15 min."
    private static func retry(_ reason: LocalizedText, after seconds: Int) -> LocalizedText {
        let wait = wait(seconds)
        return LocalizedText(en: "\(reason.en): try again in \(wait.en).", ru: "\(reason.ru): повторите через \(wait.ru).")
    }

    /// One line for each thing the server can refuse.
    static func describe(_ error: EventsError) -> LocalizedText {
        switch error {
        case .invalidName: LocalizedText(en: "Please enter your name.", ru: "Введите имя.")
        case .invalidEmail: LocalizedText(en: "That is not an e-mail address.", ru: "Это не адрес электронной почты.")
        case .shortPassword(let minimum):
            LocalizedText(en: "The password needs at least \(minimum) characters.", ru: "В пароле должно быть не меньше \(minimum) символов.")
        case .longPassword(let maximum): FieldRuleStrings.longPassword(maximumBytes: maximum)
        case .tooLong(let field, let maximum): FieldRuleStrings.tooLong(field, maximum: maximum)
        case .birthDateInFuture, .birthDateTooEarly: FieldRuleStrings.birthDateRange
        case .invalidBirthDate: LocalizedText(en: "That is not a date.", ru: "Это не дата.")
        case .emailTaken: LocalizedText(en: "This e-mail is already registered.", ru: "Этот адрес уже зарегистрирован.")
        case .wrongCredentials: LocalizedText(en: "Wrong e-mail or password.", ru: "Неверный адрес или пароль.")
        case .expiredToken: expired
        case .invalidToken: forged
        case .invalidEvent(let reason): LocalizedText(en: "The event was refused: \(reason).", ru: "Событие не принято: \(reason).")
        case .invalidField(let field, let reason): FieldRuleStrings.broken(field, reason: reason)
        case .storage(let reason): LocalizedText(en: "The server failed: \(reason)", ru: "Ошибка сервера: \(reason)")
        case .throttled(let seconds):
            retry(LocalizedText(en: "Too many attempts", ru: "Слишком много попыток"), after: seconds)
        case .busy(let seconds):
            retry(LocalizedText(en: "The server is busy", ru: "Сервер занят"), after: seconds)
        case .databaseUnavailable(let seconds):
            retry(LocalizedText(en: "The server cannot reach its database", ru: "Серверу недоступна его база данных"), after: seconds)
        case .wrongResetCode: LocalizedText(en: "The code is wrong or has expired.", ru: "Код неверен или устарел.")
        case .notFound: LocalizedText(en: "There is no such event.", ru: "Такого события нет.")
        case .unreachable(let reason): LocalizedText(en: "The server cannot be reached: \(reason)", ru: "Сервер недоступен: \(reason)")
        case .unexpectedAnswer(let reason):
            LocalizedText(en: "The server's answer cannot be used: \(reason)", ru: "Ответ сервера не удалось использовать: \(reason)")
        }
    }
}
