// The whole of the module `Swinject` in a project that moved to Loom: every file that says
// `import Swinject`, `Swinject.Container` or `Swinject.ServiceEntry<T>` gets Loom's, unchanged.
@_exported import Loom
// Swinject imports Foundation, so Swift lets a file that imports Swinject call Foundation's
// methods (`replacingOccurrences(of:with:)`) without importing Foundation itself; Loom does not
// import it. Importing it here keeps such files compiling, as they did.
import Foundation
