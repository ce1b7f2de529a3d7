// Exporters: several implementations of one protocol registered side by side, what `resolveAll`
// collects. In a namespace, like every fixture.

enum Export {
    protocol Exporter: AnyObject {
        var format: String { get }
    }

    final class FormatExporter: Exporter {
        let format: String

        init(_ format: String) {
            self.format = format
        }
    }

    /// An exporter made for one user: registered with a runtime argument.
    final class UserExporter: Exporter {
        let format: String
        let user: String

        init(format: String, user: String) {
            self.format = format
            self.user = user
        }
    }
}
