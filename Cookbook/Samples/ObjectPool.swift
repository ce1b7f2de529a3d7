// Recipe 7 of the Cookbook: a pool of expensive connections. The connection's registration is the
// pool's factory, reached through a `Provider`; the pool hands out idle ones before making more.

import Foundation
import Loom

final class DatabaseConnection {
    let number: Int

    init(number: Int) { self.number = number }
}

/// Numbers the connections, so that the sample can show which one was handed out.
final class ConnectionNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

final class ConnectionPool: @unchecked Sendable {
    private let lock = NSLock()
    private let makeConnection: Provider<DatabaseConnection>
    private let maxIdle: Int
    private var idle: [DatabaseConnection] = []

    init(makeConnection: Provider<DatabaseConnection>, maxIdle: Int) {
        self.makeConnection = makeConnection
        self.maxIdle = maxIdle
    }

    /// An idle connection if there is one, else a new one from the registration.
    func borrow() -> DatabaseConnection {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        return reused ?? makeConnection.instance
    }

    /// Keeps the connection for the next `borrow`, unless `maxIdle` are kept already.
    func giveBack(_ connection: DatabaseConnection) {
        lock.lock()
        defer { lock.unlock() }
        if idle.count < maxIdle { idle.append(connection) }
    }
}

func makePoolContainer() -> Container {
    let container = Container()
    container.register(ConnectionNumbers.self) { _ in ConnectionNumbers() }.inObjectScope(.container)
    // Transient: every resolve opens a new connection. Only the pool resolves it.
    container.register(DatabaseConnection.self) { r in
        DatabaseConnection(number: r.resolve(ConnectionNumbers.self)!.next())
    }
    container.register(ConnectionPool.self) { r in
        ConnectionPool(makeConnection: r.resolve(Provider<DatabaseConnection>.self)!, maxIdle: 2)
    }
    .inObjectScope(.container)
    return container
}

/// Borrows and returns connections; the Cookbook shows the lines it returns.
func objectPool() -> [String] {
    let pool = makePoolContainer().resolve(ConnectionPool.self)!

    let first = pool.borrow()
    let second = pool.borrow()
    pool.giveBack(first)
    let third = pool.borrow()
    let fourth = pool.borrow()

    return [
        "first two borrows: \(first.number), \(second.number)",
        "after giving 1 back: \(third.number), then a new one: \(fourth.number)",
    ]
}
