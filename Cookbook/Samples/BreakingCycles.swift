// Recipe 4 of the Cookbook: three ways to let two services refer to each other. `initCompleted`
// sets a property after both exist, `Lazy` resolves the other side on first use, and `Provider`
// resolves it anew on every use.

import Loom

// MARK: - initCompleted: a property set once both objects exist

final class ChatRoom {
    let router: MessageRouter

    init(router: MessageRouter) { self.router = router }
}

final class MessageRouter {
    weak var room: ChatRoom?  // weak: the room owns the router
}

func registerChat(in container: Container) {
    container.register(ChatRoom.self) { r in ChatRoom(router: r.resolve(MessageRouter.self)!) }
    container.register(MessageRouter.self) { _ in MessageRouter() }
        .initCompleted { r, router in router.room = r.resolve(ChatRoom.self) }
}

// MARK: - Lazy: the other side is resolved on first use

final class AuthService {
    private let sessions: Lazy<SessionStore>

    init(sessions: Lazy<SessionStore>) { self.sessions = sessions }

    func signOut() -> String { sessions.instance.clear() }
}

final class SessionStore {
    let auth: AuthService

    init(auth: AuthService) { self.auth = auth }

    func clear() -> String { "sessions cleared" }
}

func registerAuth(in container: Container) {
    container.register(AuthService.self) { r in AuthService(sessions: r.resolve(Lazy<SessionStore>.self)!) }
        .inObjectScope(.container)
    container.register(SessionStore.self) { r in SessionStore(auth: r.resolve(AuthService.self)!) }
        .inObjectScope(.container)
}

// MARK: - Provider: a new instance of the other side on every use

final class DraftEditor {
    private let drafts: Provider<Draft>

    init(drafts: Provider<Draft>) { self.drafts = drafts }

    func newDraft() -> Draft { drafts.instance }
}

final class Draft {
    let editor: DraftEditor

    init(editor: DraftEditor) { self.editor = editor }
}

func registerDrafts(in container: Container) {
    container.register(DraftEditor.self) { r in DraftEditor(drafts: r.resolve(Provider<Draft>.self)!) }
        .inObjectScope(.container)
    container.register(Draft.self) { r in Draft(editor: r.resolve(DraftEditor.self)!) }
}

/// Resolves each pair; the Cookbook shows the lines it returns.
func breakingCycles() -> [String] {
    let container = Container()
    registerChat(in: container)
    registerAuth(in: container)
    registerDrafts(in: container)

    let room = container.resolve(ChatRoom.self)!
    let auth = container.resolve(AuthService.self)!
    let editor = container.resolve(DraftEditor.self)!
    let first = editor.newDraft()
    let second = editor.newDraft()

    return [
        "the router points back to its room: \(room.router.room === room)",
        "sign-out: \(auth.signOut())",
        "the sessions' auth service is the app's: \(container.resolve(SessionStore.self)!.auth === auth)",
        "two drafts, one editor: \(first !== second && first.editor === editor && second.editor === editor)",
    ]
}
