import BenchmarkHarness
import Loom
import Swinject

/// R: how registrations grow. One type registered under 10, 1,000 and 100,000 names in a new
/// container (the default scope, as `register` leaves it): set-up time and heap bytes per
/// registration, and the time of one resolve by name among them. The minimum is a plain
/// `[String: () -> Any]`. Medians of interleaved samples, in the thread's CPU time.
///
/// The contract floor (``ContractFloorContainer``) is measured beside them: what any container
/// that keeps Loom's `register` and thread-safety contract must spend at least.
///
/// Resolve is timed twice: over a fresh container's first 100,000 resolves, and again once the
/// container has been resolved from as often as it has names (Loom's registry publishes its
/// lock-free snapshot after as many lookups as it has keys, so at 100,000 names the first
/// 100,000 resolves all take the locked path that a fresh container starts on).
public enum GrowthMeasurement {
    /// The registration counts measured.
    public static let counts = [10, 1_000, 100_000]

    /// One column at one count.
    public struct Cell: Sendable {
        public let setUpNanosecondsPerRegistration: Double
        public let bytesPerRegistration: Double?
        public let resolveNanoseconds: Double
        /// A resolve once the container has been resolved from as often as it has names.
        public let warmResolveNanoseconds: Double
    }

    /// What is measured: the three contenders and the contract floor.
    public enum Column: CaseIterable, Sendable {
        case minimum, contractFloor, loom, swinject
    }

    /// Every cell, by count and column.
    public struct Result: Sendable {
        public let cells: [Int: [Column: Cell]]
    }

    /// Measures every count for every column, interleaved: `samples` set-ups and resolve loops each.
    public static func measure(samples: Int = 9, progress: (String) -> Void) -> Result {
        var cells: [Int: [Column: Cell]] = [:]
        for count in counts {
            progress("R: \(Format.grouped(count)) registrations")
            let (names, probed) = names(count)
            var setUp: [Column: [Double]] = [:]
            var resolve: [Column: [Double]] = [:]
            var warmResolve: [Column: [Double]] = [:]
            var bytes: [Column: Double] = [:]
            for round in 0..<samples {
                let order = Column.allCases.rotatedBy(round)
                for column in order {
                    let (nanoseconds, resolver) = setUpTimed(column, names: names)
                    setUp[column, default: []].append(nanoseconds / Double(count))
                    if round == 0, let heap = heapBytes(column, names: names) { bytes[column] = heap / Double(count) }
                    resolve[column, default: []].append(resolveTimed(resolver, probed: probed))
                    warmUp(resolver, names: names)
                    warmResolve[column, default: []].append(resolveTimed(resolver, probed: probed))
                }
            }
            cells[count] = Dictionary(uniqueKeysWithValues: Column.allCases.map { column in
                (column, Cell(
                    setUpNanosecondsPerRegistration: median(setUp[column]!),
                    bytesPerRegistration: bytes[column],
                    resolveNanoseconds: median(resolve[column]!),
                    warmResolveNanoseconds: median(warmResolve[column]!)
                ))
            })
        }
        return Result(cells: cells)
    }

    /// The Markdown table of a result, with Loom's ratios to the minimum.
    public static func table(_ result: Result) -> String {
        var lines = [
            "| R: registrations | measure | minimum | contract floor | Loom | Swinject | Loom/min | Loom/floor |",
            "|---:|---|---:|---:|---:|---:|---:|---:|",
        ]
        for count in counts {
            guard let row = result.cells[count], let minimum = row[.minimum], let floor = row[.contractFloor],
                  let loom = row[.loom] else { continue }
            let swinject = row[.swinject]
            func line(_ measure: String, _ value: (Cell) -> Double?, _ format: (Double?) -> String) {
                func ratio(to baseline: Cell) -> Double? { value(loom).flatMap { l in value(baseline).map { l / $0 } } }
                lines.append("| \(Format.grouped(count)) | \(measure) | \(format(value(minimum))) | \(format(value(floor))) | "
                    + "\(format(value(loom))) | \(format(swinject.flatMap(value))) | \(Format.ratio(ratio(to: minimum))) | "
                    + "\(Format.ratio(ratio(to: floor))) |")
            }
            line("resolve by name, ns (a fresh container's first 100,000)", { $0.resolveNanoseconds }, Format.nanoseconds)
            line("resolve by name, ns (after as many resolves as names)", { $0.warmResolveNanoseconds }, Format.nanoseconds)
            line("set-up, ns per registration", { $0.setUpNanosecondsPerRegistration }, Format.nanoseconds)
            line("heap bytes per registration", { $0.bytesPerRegistration }, { $0.map { Format.fixed($0, 0) } ?? "–" })
        }
        lines.append("")
        for (column, name) in [(Column.loom, "Loom's"), (.contractFloor, "The contract floor's"), (.minimum, "The minimum's")] {
            guard let small = result.cells[counts.first!]?[column], let large = result.cells[counts.last!]?[column] else { continue }
            lines.append("\(name) resolve at \(Format.grouped(counts.last!)) registrations is "
                + "\(Format.ratio(large.resolveNanoseconds / small.resolveNanoseconds)) its time at \(counts.first!) "
                + "for a fresh container's first resolves, "
                + "\(Format.ratio(large.warmResolveNanoseconds / small.warmResolveNanoseconds)) after as many resolves as names.")
        }
        return lines.joined(separator: "\n")
    }

    /// A resolve by name, type-erased so that every contender's container outlives its set-up.
    private typealias NamedResolve = (String) -> AnyObject

    /// Sets up a container of `names` for `column`: the CPU time it took and a resolve into it.
    /// Containers of a small count are made many times over, so that the time is not one clock tick.
    private static func setUpTimed(_ column: Column, names: [String]) -> (Double, NamedResolve) {
        let repeats = max(1, 10_000 / names.count)
        var kept: [NamedResolve] = []
        kept.reserveCapacity(repeats)
        let start = MonotonicClock.threadCPUTime()
        for _ in 0..<repeats {
            kept.append(makeContainer(column, names: names))
        }
        let elapsed = Double(MonotonicClock.threadCPUTime() - start) / Double(repeats)
        return (elapsed, kept[0])
    }

    /// Heap bytes a container of `names` keeps, from the allocator's count before and after making
    /// it (the median of three), or `nil` where the allocator cannot tell.
    private static func heapBytes(_ column: Column, names: [String]) -> Double? {
        var readings: [Double] = []
        for _ in 0..<3 {
            guard let before = HeapBytes.inUse() else { return nil }
            let container = makeContainer(column, names: names)
            guard let after = HeapBytes.inUse() else { return nil }
            withExtendedLifetime(container) {}
            readings.append(Double(after - before))
        }
        return median(readings)
    }

    private static func makeContainer(_ column: Column, names: [String]) -> NamedResolve {
        switch column {
        case .minimum:
            var factories: [String: () -> Any] = [:]
            for name in names { factories[name] = { GrowthService() } }
            let box = UncheckedSendable(factories)
            return { box.value[$0]!() as! GrowthService }
        case .contractFloor:
            let container = ContractFloorContainer()
            for name in names { container.register(GrowthService.self, name: name) { _ in GrowthService() } }
            return { container.resolve(GrowthService.self, name: $0)! }
        case .loom:
            let container = Loom.Container()
            for name in names { container.register(GrowthService.self, name: name) { _ in GrowthService() } }
            return { container.resolve(GrowthService.self, name: $0)! }
        case .swinject:
            let container = Swinject.Container()
            for name in names { container.register(GrowthService.self, name: name) { _ in GrowthService() } }
            return { container.resolve(GrowthService.self, name: $0)! }
        }
    }

    /// R's warm resolve for `loom-profile` (`R10`, `R1000`, `R100000`): a container of `count` names
    /// for `column`, warmed up as R warms it, and a workload whose every iteration resolves the
    /// probed names (up to 1,000 spread over the table) once each. Under callgrind's cache
    /// simulation it shows which loads miss more as the table grows.
    public static func warmResolveWorkload(_ column: Column, count: Int) -> (workload: Workload, operationsPerIteration: Int) {
        let (names, probed) = names(count)
        let resolve = UncheckedSendable(makeContainer(column, names: names))
        warmUp(resolve.value, names: names)
        let workload = Workload { iterations in
            var checksum = Checksum()
            for _ in 0..<iterations {
                for name in probed { checksum.add(resolve.value(name)) }
            }
            return checksum.value
        }
        return (workload, probed.count)
    }

    /// The `count` names registered, and the ones resolved: up to 1,000 spread over the table.
    private static func names(_ count: Int) -> (registered: [String], probed: [String]) {
        let names = (0..<count).map { "g\($0)" }
        return (names, stride(from: 0, to: count, by: max(1, count / 1_000)).map { names[$0] })
    }

    /// Resolves every name once, and 16 more: as many lookups as a Loom registry counts before it
    /// publishes its snapshot.
    private static func warmUp(_ resolve: NamedResolve, names: [String]) {
        var checksum = Checksum()
        for name in names { checksum.add(resolve(name)) }
        for name in names.prefix(16) { checksum.add(resolve(name)) }
        blackHole(checksum.value)
    }

    /// CPU nanoseconds per resolve, over 100,000 resolves of the probed names in turn.
    private static func resolveTimed(_ resolve: NamedResolve, probed: [String]) -> Double {
        let operations = 100_000
        var checksum = Checksum()
        let start = MonotonicClock.threadCPUTime()
        var index = 0
        for _ in 0..<operations {
            checksum.add(resolve(probed[index]))
            index = index + 1 == probed.count ? 0 : index + 1
        }
        let elapsed = MonotonicClock.threadCPUTime() - start
        blackHole(checksum.value)
        return Double(elapsed) / Double(operations)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

extension Array {
    /// The elements, starting at `offset` (modulo the count) and wrapping around.
    fileprivate func rotatedBy(_ offset: Int) -> [Element] {
        guard !isEmpty else { return self }
        let start = offset % count
        return Array(self[start...] + self[..<start])
    }
}
