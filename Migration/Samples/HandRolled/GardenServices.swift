// The services of a small gardening app. They stay exactly as they are when the app moves from its
// hand-rolled container to Loom: nothing in them knows which container builds them.

/// The app's plants. There should be one for the whole app.
final class PlantStore {
    private let names = [1: "Fern", 2: "Basil", 3: "Mint"]

    func name(of plantID: Int) -> String { names[plantID] ?? "Plant #\(plantID)" }
}

/// The view model of one plant's screen. It should live exactly as long as that screen.
final class PlantDetailViewModel {
    let plantID: Int
    let store: PlantStore

    init(plantID: Int, store: PlantStore) {
        self.plantID = plantID
        self.store = store
    }

    var title: String { store.name(of: plantID) }
}

/// A plant's screen: a `UIViewController` subclass in the app, a plain class here.
final class PlantDetailScreen {
    let model: PlantDetailViewModel

    init(model: PlantDetailViewModel) { self.model = model }
}

/// Decoded photos: worth sharing between the screens that show them, not worth keeping after.
final class PhotoCache {}

/// What the user is typing into the "new plant" form.
final class PlantDraft {
    var name = ""
}

/// Checks the draft. It must see the same draft as the form.
final class PlantValidator {
    let draft: PlantDraft

    init(draft: PlantDraft) { self.draft = draft }

    var isValid: Bool { !draft.name.isEmpty }
}

/// The "new plant" form.
final class NewPlantForm {
    let draft: PlantDraft
    let validator: PlantValidator

    init(draft: PlantDraft, validator: PlantValidator) {
        self.draft = draft
        self.validator = validator
    }
}
