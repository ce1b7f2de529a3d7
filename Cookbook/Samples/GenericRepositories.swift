// Recipe 2 of the Cookbook: one generic repository class, registered once per entity type.
// `Repository<User>` and `Repository<Product>` are different types, so they are different keys.

import Loom

protocol Entity {
    static var collection: String { get }
    var id: Int { get }
}

struct User: Entity {
    static let collection = "users"
    let id: Int
    let name: String
}

struct Product: Entity {
    static let collection = "products"
    let id: Int
    let title: String
}

/// The storage every repository writes through; one for the whole app.
final class RecordStore {
    private(set) var writes: [String] = []

    func write(_ collection: String, id: Int) {
        writes.append("\(collection)/\(id)")
    }
}

final class Repository<Item: Entity> {
    private let store: RecordStore
    private var items: [Int: Item] = [:]

    init(store: RecordStore) { self.store = store }

    func save(_ item: Item) {
        items[item.id] = item
        store.write(Item.collection, id: item.id)
    }

    func find(id: Int) -> Item? { items[id] }
}

extension Container {
    /// Registers one app-wide `Repository<Item>`; call it once per entity type.
    func registerRepository<Item: Entity>(of _: Item.Type) {
        register(Repository<Item>.self) { r in
            Repository<Item>(store: r.resolve(RecordStore.self)!)
        }
        .inObjectScope(.container)
    }
}

func makeRepositoryContainer() -> Container {
    let container = Container()
    container.register(RecordStore.self) { _ in RecordStore() }.inObjectScope(.container)
    container.registerRepository(of: User.self)
    container.registerRepository(of: Product.self)
    return container
}

/// Saves through both repositories; the Cookbook shows the lines it returns.
func genericRepositories() -> [String] {
    let container = makeRepositoryContainer()
    let users = container.resolve(Repository<User>.self)!
    let products = container.resolve(Repository<Product>.self)!

    users.save(User(id: 1, name: "Ada"))
    products.save(Product(id: 7, title: "Teapot"))

    return [
        "user 1: \(users.find(id: 1)?.name ?? "none")",
        "product 7: \(products.find(id: 7)?.title ?? "none")",
        "same users repository again: \(container.resolve(Repository<User>.self)! === users)",
        "store writes: \(container.resolve(RecordStore.self)!.writes.joined(separator: ", "))",
        "Repository<Order> registered: \(container.resolve(Repository<Order>.self) != nil)",
    ]
}

/// An entity nobody registered a repository for.
struct Order: Entity {
    static let collection = "orders"
    let id: Int
}
