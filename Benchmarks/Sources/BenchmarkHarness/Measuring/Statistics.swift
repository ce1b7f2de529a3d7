/// Order statistics of one cell's samples.
struct Statistics {
    let sorted: [Double]

    init(_ samples: [Double]) {
        sorted = samples.sorted()
    }

    /// The median; `nan` without samples.
    var median: Double { quantile(0.5) }

    /// The interquartile range as a fraction of the median: how noisy the cell was.
    var relativeSpread: Double {
        let median = self.median
        return median > 0 ? (quantile(0.75) - quantile(0.25)) / median : .nan
    }

    /// Linear interpolation between the closest ranks.
    func quantile(_ q: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position)
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }
}
