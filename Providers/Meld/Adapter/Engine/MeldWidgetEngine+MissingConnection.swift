import ProviderKit

extension MeldWidgetEngine {
    /// The exit for a completed connection that nothing identifies: neither the request (the
    /// `connectionId` of `POST /bank-linking/connect/start`) nor the widget's message carried an
    /// id. Live sessions cannot get here: ``MeldAdapter`` refuses a request without one; replay
    /// and hand-driven sessions can.
    func missingConnectionID(metadata: LinkJSONValue) -> LinkExit {
        LinkExit(
            adapterName: Self.adapterName,
            reason: .error(
                LinkError(
                    code: .configuration,
                    message:
                        "Meld reported a completed connection, but no connection id is known, so the app cannot tell its server which connection it is; start Meld sessions with MeldConnectStartResponse.linkRequest, which carries the id of POST /bank-linking/connect/start.")),
            metadata: RawMetadata(metadata))
    }
}
