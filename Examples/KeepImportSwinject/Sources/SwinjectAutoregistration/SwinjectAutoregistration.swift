// The whole of the module `SwinjectAutoregistration` in a project that moved to Loom: `autoregister`
// and the `~>` operators come from LoomAutoregistration, `Container` and `Resolver` from Loom.
@_exported import Loom
@_exported import LoomAutoregistration
