// The Autoregistration sample of Migration/FromSwinject.md: a reading app's SwinjectAutoregistration
// setup after moving to Loom. The only edits were the two imports, which said `import Swinject` and
// `import SwinjectAutoregistration`. The package compiles this file (target MigrationSamples).

import Loom
import LoomAutoregistration

// MARK: - Services

protocol Bookstore: AnyObject {
    func title(of book: BookNumber) -> String
}

final class RemoteBookstore: Bookstore {
    func title(of book: BookNumber) -> String { "Book #\(book.value)" }
}

final class ShelfStorage {
    private(set) var saved: [BookNumber] = []

    func save(_ book: BookNumber) { saved.append(book) }
}

public struct BookNumber: Equatable {
    public let value: Int

    public init(_ value: Int) { self.value = value }
}

final class ReadingListModel {
    let store: Bookstore
    let shelf: ShelfStorage

    init(store: Bookstore, shelf: ShelfStorage) {
        self.store = store
        self.shelf = shelf
    }

    /// A second initializer: `ReadingListModel.init` alone would be ambiguous.
    convenience init(shelf: ShelfStorage) {
        self.init(store: RemoteBookstore(), shelf: shelf)
    }
}

public final class BookDetailModel {
    let book: BookNumber
    let store: Bookstore
    let shelf: ShelfStorage

    init(book: BookNumber, store: Bookstore, shelf: ShelfStorage) {
        self.book = book
        self.store = store
        self.shelf = shelf
    }

    public var title: String { store.title(of: book) }
    public func keep() { shelf.save(book) }
}

public final class ShareModel {
    public let text: String

    init(text: String) { self.text = text }
}

// MARK: - Registration

struct ReaderAssembly: Assembly {
    func assemble(container: Container) {
        // Dependencies come from the initializer's parameter types.
        container.autoregister(Bookstore.self, initializer: RemoteBookstore.init)
        container.autoregister(ShelfStorage.self, initializer: ShelfStorage.init)
            .inObjectScope(.container)
        container.autoregister(ReadingListModel.self, initializer: ReadingListModel.init(store:shelf:))

        // The `BookNumber` parameter takes the runtime argument; the others are resolved.
        container.autoregister(BookDetailModel.self, argument: BookNumber.self, initializer: BookDetailModel.init)

        // A hand-written factory reads its dependencies with `~>`.
        container.register(ShareModel.self) { (r, book: BookNumber) in
            let detail = r ~> (BookDetailModel.self, argument: book)
            return ShareModel(text: "Reading \(detail.title)")
        }
    }
}

public func makeReaderResolver() -> Resolver {
    Assembler([ReaderAssembly()]).resolver
}

public func openBook(_ number: Int, in resolver: Resolver) -> BookDetailModel {
    resolver ~> (BookDetailModel.self, argument: BookNumber(number))
}
