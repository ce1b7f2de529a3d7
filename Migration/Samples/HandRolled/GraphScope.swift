// After: one draft per form, shared by the form and its validator. `.graph` is Loom's default
// scope: one instance per top-level resolve, shared by everything that resolve builds.

import Loom

func registerNewPlantForm(in container: Container) {
    container.register(PlantDraft.self) { _ in PlantDraft() }  // .graph, the default
    container.register(PlantValidator.self) { r in
        PlantValidator(draft: r.resolve(PlantDraft.self)!)
    }
    container.register(NewPlantForm.self) { r in
        NewPlantForm(draft: r.resolve(PlantDraft.self)!, validator: r.resolve(PlantValidator.self)!)
    }
}
