import Loom

/// Request scopes and sessions as Loom's ``ScopeContext`` sees them.
struct LoomLifecycle: RequestLifecycle {
    var openRequestScopes: Int { ScopeContext.shared.activeIDs(of: .request).count }
    var openSessions: Int { ScopeContext.shared.activeIDs(of: .session).count }

    func endSession(of user: String) {
        ScopeContext.shared.endScope(.session, id: user)
    }
}
