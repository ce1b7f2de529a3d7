// A small shop whose services depend on each other in a chain — OrderService -> PaymentGateway ->
// HTTPClient — for messages and errors that name the path of a resolution, plus a three-member
// cycle and a mailer that is never registered.

@testable import Loom

enum Shop {
    final class HTTPClient {}

    final class PaymentGateway {
        let client: HTTPClient?

        init(client: HTTPClient?) {
            self.client = client
        }
    }

    final class OrderService {
        let gateway: PaymentGateway?

        init(gateway: PaymentGateway?) {
            self.gateway = gateway
        }
    }

    final class Mailer {}

    /// A failure spy that keeps each failed resolution's full message.
    final class MessageSpy: DebugHelper {
        private(set) var messages: [String] = []

        func resolutionFailed<Service>(
            serviceType _: Service.Type,
            key _: ServiceKey,
            availableRegistrations _: [ServiceKey: ServiceEntryProtocol]
        ) {}

        func resolutionFailed<Service>(serviceType _: Service.Type, report: ResolutionFailureReport) {
            messages.append(report.message)
        }
    }

    /// `CC -> CA -> CB -> CC`: each resolves the next in its factory.
    final class CC {
        let next: CA?
        init(next: CA?) { self.next = next }
    }

    final class CA {
        let next: CB?
        init(next: CB?) { self.next = next }
    }

    final class CB {
        var next: CC?
        init(next: CC?) { self.next = next }
    }

    /// A transient service that resolves itself from its own `initCompleted`.
    final class Echo {
        var other: Echo?
    }
}
