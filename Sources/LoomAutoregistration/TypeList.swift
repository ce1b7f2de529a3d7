/// The types of a pack, in order, as a list: for failure messages and the repeated-type check.
func typeList<each Element>(_: repeat (each Element).Type) -> [Any.Type] {
    var types: [Any.Type] = []
    repeat types.append((each Element).self)
    return types
}
