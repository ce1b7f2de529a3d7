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

/// Titles of the books saved for reading offline; a second initializer makes `init` ambiguous.
final class OfflineBookstore: Bookstore {
    private let saved: Set<Int>

    init() { saved = [] }
    init(saved: Set<Int>) { self.saved = saved }

    func title(of book: BookNumber) -> String {
        saved.contains(book.value) ? "Saved book #\(book.value)" : "Not saved"
    }
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

public struct Page: Equatable {
    public let value: Int

    public init(_ value: Int) { self.value = value }
}

public final class PageModel {
    let book: BookNumber
    let page: Page
    let store: Bookstore

    init(book: BookNumber, page: Page, store: Bookstore) {
        self.book = book
        self.page = page
        self.store = store
    }

    public var position: String { "\(store.title(of: book)), page \(page.value)" }
}

final class CloudSync {}

public final class HighlightsModel {
    let store: Bookstore
    let sync: CloudSync?

    init(store: Bookstore, sync: CloudSync?) {
        self.store = store
        self.sync = sync
    }

    public var isSynced: Bool { sync != nil }
}

public final class ReviewModel {
    let book: BookNumber
    let store: Bookstore

    init(book: BookNumber, store: Bookstore) {
        self.book = book
        self.store = store
    }

    public var heading: String { "Review of \(store.title(of: book))" }
}

// MARK: - A generic helper of the app's own

extension Container {
    /// Registers `service` under the name "tracked": one of the app's generic helpers over
    /// `autoregister`, which hands on an initializer of one tuple parameter.
    @discardableResult
    func autoregisterTracked<Service, T1, T2>(
        _ service: Service.Type,
        initializer: @escaping ((T1, T2)) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(service, name: "tracked", initializer: initializer)
    }
}

// MARK: - Registration

struct ReaderAssembly: Assembly {
    func assemble(container: Container) {
        // Dependencies come from the initializer's parameter types.
        container.autoregister(Bookstore.self, initializer: RemoteBookstore.init)
        container.autoregister(Bookstore.self, name: "offline", initializer: OfflineBookstore.init as () -> OfflineBookstore)
        container.autoregister(ShelfStorage.self, initializer: ShelfStorage.init)
            .inObjectScope(.container)
        container.autoregister(ReadingListModel.self, initializer: ReadingListModel.init(store:shelf:))

        // The `BookNumber` parameter takes the runtime argument; the others are resolved.
        container.autoregister(BookDetailModel.self, argument: BookNumber.self, initializer: BookDetailModel.init)

        // Several arguments, each matched to the parameter of its type.
        container.autoregister(PageModel.self, arguments: BookNumber.self, Page.self, initializer: PageModel.init)

        // An optional parameter receives nil while nothing is registered for it.
        container.autoregister(HighlightsModel.self, initializer: HighlightsModel.init)

        // An initializer of one tuple parameter: each element is resolved by its type or is the argument.
        container.autoregister(ReviewModel.self, argument: BookNumber.self, initializer: { (deps: (BookNumber, Bookstore)) in
            ReviewModel(book: deps.0, store: deps.1)
        })

        // The app's own generic helper hands `init(store:shelf:)` on as a function of one tuple.
        container.autoregisterTracked(ReadingListModel.self, initializer: ReadingListModel.init(store:shelf:))

        // A hand-written factory reads its dependencies with `~>`.
        container.register(ShareModel.self) { (r, book: BookNumber) in
            let detail = r ~> (BookDetailModel.self, argument: book)
            let store: Bookstore = r~>
            return ShareModel(text: "Reading \(detail.title) from \(type(of: store))")
        }
    }
}

public func makeReaderResolver() -> Resolver {
    Assembler([ReaderAssembly()]).resolver
}

public func openBook(_ number: Int, in resolver: Resolver) -> BookDetailModel {
    resolver ~> (BookDetailModel.self, argument: BookNumber(number))
}

public func openPage(_ page: Int, of book: Int, in resolver: Resolver) -> PageModel {
    resolver ~> (PageModel.self, arguments: (BookNumber(book), Page(page)))
}

public func offlineTitle(of book: Int, in resolver: Resolver) -> String {
    let store = resolver ~> (Bookstore.self, name: "offline")
    return store.title(of: BookNumber(book))
}

/// Whether the tracked reading list, registered through the app's helper, has the shared shelf.
public func trackedListHasTheShelf(in resolver: Resolver) -> Bool {
    let list = resolver ~> (ReadingListModel.self, name: "tracked")
    let shelf = resolver ~> ShelfStorage.self
    return list.shelf === shelf
}

/// Whether the `Bookstore` is the remote one: `~~>` casts what it resolves.
public func storeIsRemote(in resolver: Resolver) -> Bool {
    let remote: RemoteBookstore? = resolver ~~> Bookstore.self
    return remote != nil
}
