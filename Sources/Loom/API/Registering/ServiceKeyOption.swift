/// An extra component of a registration key, for extensions that need more than a type and a name.
///
/// SwinjectStoryboard-style plugins use it to keep their registrations apart from ordinary ones:
///
/// ```swift
/// struct StoryboardOption: ServiceKeyOption {
///     let controllerType: String
///     func isEqualTo(_ another: ServiceKeyOption) -> Bool {
///         (another as? StoryboardOption)?.controllerType == controllerType
///     }
///     func hash(into hasher: inout Hasher) { hasher.combine(controllerType) }
///     var description: String { "Storyboard: \(controllerType)" }
/// }
/// container._register(MyViewController.self, factory: { (r: Resolver) in MyViewController() },
///                     option: StoryboardOption(controllerType: "Main"))
/// ```
public protocol ServiceKeyOption: CustomStringConvertible, Sendable {
    /// Whether `another` is the same option.
    func isEqualTo(_ another: ServiceKeyOption) -> Bool

    /// Feeds the option's identity into `hasher`.
    func hash(into: inout Hasher)
}
