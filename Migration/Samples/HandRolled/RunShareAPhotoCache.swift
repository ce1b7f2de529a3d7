// MigrationSamplesTests checks that this returns the lines shown below it in the guide.

import Loom

/// Section 2.2: a weak-scoped instance is shared while held, freed after, and made again.
func shareAPhotoCache() -> [String] {
    let container = makeGardenContainer()
    var onScreen = container.resolve(PhotoCache.self)
    let sharedWhileHeld = container.resolve(PhotoCache.self) === onScreen
    let cache = Weak(onScreen!)
    onScreen = nil  // the last screen showing photos closes

    return [
        "shared while a screen holds it: \(sharedWhileHeld)",
        "freed when none does: \(cache.object == nil)",
        "made again on the next resolve: \(container.resolve(PhotoCache.self) != nil)",
    ]
}
