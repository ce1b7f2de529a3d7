// Names from Swinject 1 that Swinject 2 retired; kept so old code gets a fix-it instead of a puzzle.

extension ObjectScope {
    /// Renamed to ``transient``.
    @available(*, unavailable, renamed: "transient")
    public static let none = transient

    /// Renamed to ``container``.
    @available(*, unavailable, renamed: "container")
    public static let hierarchy = container
}

/// Renamed to ``Resolver``.
@available(*, unavailable, renamed: "Resolver")
public protocol ResolverType {}

/// Renamed to ``Assembly``.
@available(*, unavailable, renamed: "Assembly")
public protocol AssemblyType {}

/// Renamed to ``ServiceKeyOption``.
@available(*, unavailable, renamed: "ServiceKeyOption")
public protocol ServiceKeyOptionType {}
