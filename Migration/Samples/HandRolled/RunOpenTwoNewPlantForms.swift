// MigrationSamplesTests checks that this returns the lines shown below it in the guide.

import Loom

/// Section 2.3: one draft per resolve of the form.
func openTwoNewPlantForms() -> [String] {
    let container = makeGardenContainer()
    let form = container.resolve(NewPlantForm.self)!
    let another = container.resolve(NewPlantForm.self)!
    form.draft.name = "Thyme"

    return [
        "form and validator share a draft: \(form.validator.draft === form.draft)",
        "valid once a name is typed: \(form.validator.isValid)",
        "another form has its own draft: \(another.draft !== form.draft)",
    ]
}
