import Testing

@testable import ProviderKitPlaidLegacy
