import Testing
@testable import Loom

@Suite("Runtime arguments")
struct ArgumentTests {
    /// What a factory of each arity returns: its arguments, as text, in order. The argument types
    /// all differ, so a factory that received them shuffled could not even be called.
    private static let expected = ["1", "two", "3.5", "true", "5", "6", "7", "8.5", "9", "ten"]

    /// Registers `[String]` with a factory taking the first `arity` sample arguments.
    private static func register(arity: Int, name: String? = nil, in container: Container) {
        switch arity {
        case 1:
            container.register([String].self, name: name) { (_, a: Int) in ["\(a)"] }
        case 2:
            container.register([String].self, name: name) { (_, a: Int, b: String) in ["\(a)", b] }
        case 3:
            container.register([String].self, name: name) { (_, a: Int, b: String, c: Double) in
                ["\(a)", b, "\(c)"]
            }
        case 4:
            container.register([String].self, name: name) { (_, a: Int, b: String, c: Double, d: Bool) in
                ["\(a)", b, "\(c)", "\(d)"]
            }
        case 5:
            container.register([String].self, name: name) {
                (_, a: Int, b: String, c: Double, d: Bool, e: Character) in
                ["\(a)", b, "\(c)", "\(d)", "\(e)"]
            }
        case 6:
            container.register([String].self, name: name) {
                (_, a: Int, b: String, c: Double, d: Bool, e: Character, f: UInt8) in
                ["\(a)", b, "\(c)", "\(d)", "\(e)", "\(f)"]
            }
        case 7:
            container.register([String].self, name: name) {
                (_, a: Int, b: String, c: Double, d: Bool, e: Character, f: UInt8, g: Int16) in
                ["\(a)", b, "\(c)", "\(d)", "\(e)", "\(f)", "\(g)"]
            }
        case 8:
            container.register([String].self, name: name) {
                (_, a: Int, b: String, c: Double, d: Bool, e: Character, f: UInt8, g: Int16, h: Float) in
                ["\(a)", b, "\(c)", "\(d)", "\(e)", "\(f)", "\(g)", "\(h)"]
            }
        case 9:
            container.register([String].self, name: name) {
                (_, a: Int, b: String, c: Double, d: Bool, e: Character, f: UInt8, g: Int16, h: Float, i: Int64) in
                ["\(a)", b, "\(c)", "\(d)", "\(e)", "\(f)", "\(g)", "\(h)", "\(i)"]
            }
        case 10:
            container.register([String].self, name: name) {
                (_, a: Int, b: String, c: Double, d: Bool, e: Character, f: UInt8, g: Int16, h: Float, i: Int64,
                 j: Substring) in
                ["\(a)", b, "\(c)", "\(d)", "\(e)", "\(f)", "\(g)", "\(h)", "\(i)", String(j)]
            }
        default:
            Issue.record("no sample factory of arity \(arity)")
        }
    }

    /// Resolves `[String]` with the first `arity` sample arguments, through the `Resolver` protocol.
    private static func resolve(arity: Int, name: String? = nil, from r: Resolver) -> [String]? {
        switch arity {
        case 1:
            r.resolve([String].self, name: name, argument: 1)
        case 2:
            r.resolve([String].self, name: name, arguments: 1, "two")
        case 3:
            r.resolve([String].self, name: name, arguments: 1, "two", 3.5)
        case 4:
            r.resolve([String].self, name: name, arguments: 1, "two", 3.5, true)
        case 5:
            r.resolve([String].self, name: name, arguments: 1, "two", 3.5, true, Character("5"))
        case 6:
            r.resolve([String].self, name: name, arguments: 1, "two", 3.5, true, Character("5"), UInt8(6))
        case 7:
            r.resolve([String].self, name: name, arguments: 1, "two", 3.5, true, Character("5"), UInt8(6), Int16(7))
        case 8:
            r.resolve(
                [String].self, name: name,
                arguments: 1, "two", 3.5, true, Character("5"), UInt8(6), Int16(7), Float(8.5)
            )
        case 9:
            r.resolve(
                [String].self, name: name,
                arguments: 1, "two", 3.5, true, Character("5"), UInt8(6), Int16(7), Float(8.5), Int64(9)
            )
        case 10:
            r.resolve(
                [String].self, name: name,
                arguments: 1, "two", 3.5, true, Character("5"), UInt8(6), Int16(7), Float(8.5), Int64(9),
                Substring("ten")
            )
        default:
            nil
        }
    }

    @Test(arguments: 1...10)
    func theFactoryReceivesEveryArgumentInOrder(arity: Int) {
        let container = Container()
        Self.register(arity: arity, in: container)

        let result = Self.resolve(arity: arity, from: container)

        #expect(result == Array(Self.expected.prefix(arity)))
    }

    @Test(arguments: 1...10)
    func aNamedRegistrationWithArgumentsNeedsTheNameAndTheArguments(arity: Int) {
        let container = Container()
        Self.register(arity: arity, name: "sample", in: container)

        #expect(Self.resolve(arity: arity, name: "sample", from: container) == Array(Self.expected.prefix(arity)))
        #expect(Self.resolve(arity: arity, from: container) == nil)
        #expect(Self.resolve(arity: arity, name: "other", from: container) == nil)
    }

    @Test(arguments: 1...10)
    func aRegistrationOfOneArityIsNotFoundWithAnother(arity: Int) {
        let container = Container()
        Self.register(arity: arity, in: container)

        for other in 1...10 where other != arity {
            #expect(Self.resolve(arity: other, from: container) == nil, "resolved with \(other) arguments")
        }
        #expect(container.resolve([String].self) == nil)
    }

    @Test func argumentsCanBeResolvedStraightOnTheContainer() {
        let container = Container()
        container.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }
        container.register(Zoo.Cat.self) { (_, name: String, sleeping: Bool) in Zoo.Cat(name: name, isSleeping: sleeping) }
        container.register(Zoo.Cat.self, name: "named") { (_, name: String) in Zoo.Cat(name: "named " + name) }

        #expect(container.resolve(Zoo.Cat.self, argument: "Tama")?.name == "Tama")
        #expect(container.resolve(Zoo.Cat.self, arguments: "Tama", true)?.isSleeping == true)
        #expect(container.resolve(Zoo.Cat.self, name: "named", argument: "Tama")?.name == "named Tama")
        #expect(container.resolve(Zoo.Cat.self, name: "named", arguments: "Tama", true) == nil)
    }

    @Test func theArgumentsAreMatchedInTheirOrder() {
        let container = Container()
        container.register(Zoo.Cat.self) { (_, name: String, age: Int) in Zoo.Cat(name: "\(name) \(age)") }

        #expect(container.resolve(Zoo.Cat.self, arguments: "Tama", 3)?.name == "Tama 3")
        #expect(container.resolve(Zoo.Cat.self, arguments: 3, "Tama") == nil)
    }

    @Test func anOptionalArgumentDoesNotMatchANonOptionalParameter() {
        let container = Container()
        container.register(Zoo.Dog.self) { (_, name: String) in Zoo.Dog(name: name) }
        let optionalName: String? = "Pochi"

        #expect(container.resolve(Zoo.Dog.self, argument: optionalName) == nil)
        #expect(container.resolve(Zoo.Dog.self, argument: "Pochi") != nil)
    }

    @Test func aNonOptionalArgumentDoesNotMatchAnOptionalParameter() {
        let container = Container()
        container.register(Zoo.Dog.self) { (_, name: String?) in Zoo.Dog(name: name ?? "nameless") }
        let noName: String? = nil

        #expect(container.resolve(Zoo.Dog.self, argument: "Pochi") == nil)
        #expect(container.resolve(Zoo.Dog.self, argument: Optional("Pochi"))?.name == "Pochi")
        #expect(container.resolve(Zoo.Dog.self, argument: noName)?.name == "nameless")
    }

    @Test func anIntArgumentDoesNotMatchAnotherIntegerType() {
        let container = Container()
        container.register(Zoo.Cat.self) { (_, lives: Int) in Zoo.Cat(name: "\(lives) lives") }

        #expect(container.resolve(Zoo.Cat.self, argument: Int64(9)) == nil)
        #expect(container.resolve(Zoo.Cat.self, argument: 9)?.name == "9 lives")
    }

    @Test func aSubclassArgumentDoesNotMatchABaseClassParameter() {
        let container = Container()
        container.register(Household.Owner.self) { (_, bird: Zoo.Bird) in Household.Owner(pet: bird) }
        let parrot = Zoo.Parrot(name: "Polly")

        #expect(container.resolve(Household.Owner.self, argument: parrot) == nil)
        #expect(container.resolve(Household.Owner.self, argument: parrot as Zoo.Bird)?.pet?.name == "Polly")
    }

    @Test func aConcreteArgumentDoesNotMatchAProtocolParameter() {
        let container = Container()
        container.register(Household.Owner.self) { (_, pet: Zoo.Animal) in Household.Owner(pet: pet) }
        let cat = Zoo.Cat()

        #expect(container.resolve(Household.Owner.self, argument: cat) == nil)
    }

    // Swinject #571: in Swift 6 mode, Swinject's generic `argument: Arg1` opens the existential, so
    // the key becomes `(Resolver, Cat)` and the registration below is not found. Loom matches the
    // static type the caller wrote.
    @Test func anExistentialArgumentMatchesAParameterOfTheProtocolType() {
        let container = Container()
        container.register(Household.Owner.self) { (_, pet: Zoo.Animal) in Household.Owner(pet: pet) }
        let pet: Zoo.Animal = Zoo.Cat()

        let owner = container.resolve(Household.Owner.self, argument: pet)

        #expect(owner != nil)
        #expect(Probe.same(owner?.pet, pet))
    }

    @Test func anExistentialArgumentDoesNotMatchAParameterOfTheConcreteType() {
        let container = Container()
        container.register(Household.Owner.self) { (_, cat: Zoo.Cat) in Household.Owner(pet: cat) }
        let pet: Zoo.Animal = Zoo.Cat()

        #expect(container.resolve(Household.Owner.self, argument: pet) == nil)
    }

    @Test func anExistentialArgumentMatchesWithANameAndAmongSeveralArguments() {
        let container = Container()
        container.register(Household.Owner.self, name: "vip") { (_, pet: Zoo.Animal) in Household.Owner(pet: pet) }
        container.register(Household.Owner.self) { (_, nickname: String, pet: Zoo.Animal) in
            Household.Owner(pet: pet, nickname: nickname)
        }
        let pet: Zoo.Animal = Zoo.Dog()

        #expect(container.resolve(Household.Owner.self, name: "vip", argument: pet) != nil)
        #expect(container.resolve(Household.Owner.self, arguments: "Boss", pet)?.nickname == "Boss")
    }

    @Test func anExistentialArgumentMatchesWhenResolvedThroughAnyResolverInsideAFactory() {
        let container = Container()
        container.register(Household.Owner.self) { (_, pet: Zoo.Animal) in Household.Owner(pet: pet) }
        container.register(Household.Owner.self) { (_, nickname: String, pet: Zoo.Animal) in
            Household.Owner(pet: pet, nickname: nickname)
        }
        var single: Household.Owner?
        var pair: Household.Owner?
        container.register(Zoo.Cat.self) { (r: Resolver) in
            let pet: Zoo.Animal = Zoo.Dog()
            single = r.resolve(Household.Owner.self, argument: pet)
            pair = r.resolve(Household.Owner.self, arguments: "Boss", pet)
            return Zoo.Cat()
        }

        _ = container.resolve(Zoo.Cat.self)

        #expect(single?.pet is Zoo.Dog)
        #expect(pair?.nickname == "Boss")
    }

    @Test func anExistentialArgumentMatchesThroughAnExistentialResolverOutsideAFactory() {
        let container = Container()
        container.register(Household.Owner.self) { (_, pet: Zoo.Animal) in Household.Owner(pet: pet) }
        let resolver: any Resolver = container
        let pet: Zoo.Animal = Zoo.Turtle(name: "Shelly")

        #expect(resolver.resolve(Household.Owner.self, argument: pet)?.pet?.name == "Shelly")
    }

    @Test func argumentsResolveThroughAChildContainer() {
        let parent = Container()
        parent.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }
        let child = Container(parent: parent)

        #expect(child.resolve(Zoo.Cat.self, argument: "Tama")?.name == "Tama")
    }

    @Test func aClosureArgumentIsPassedThrough() {
        let container = Container()
        container.register(Zoo.Dog.self) { (_, makeName: @escaping () -> String) in Zoo.Dog(name: makeName()) }
        let makeName: () -> String = { "Generated" }

        #expect(container.resolve(Zoo.Dog.self, argument: makeName)?.name == "Generated")
    }
}
