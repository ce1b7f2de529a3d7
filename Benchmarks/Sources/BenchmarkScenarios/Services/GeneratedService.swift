/// A service type made by `scripts/generate-services.sh`: 1,000 distinct classes, so scenario F and
/// the memory scenarios register real distinct keys.
protocol GeneratedService: AnyObject, SendableMetatype {
    init()
}

/// The generated types and names (`GeneratedServices.swift`).
enum GeneratedServices {}
