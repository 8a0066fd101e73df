import Testing
@testable import ProviderKitMeld
