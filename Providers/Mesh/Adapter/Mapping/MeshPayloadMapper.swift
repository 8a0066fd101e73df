import ProviderKit

/// Maps Mesh's result payloads to ProviderKit outcomes.
package enum MeshPayloadMapper {
    package static let adapterName = "mesh"

    /// Broker types (lowercased prefixes) whose accounts are crypto exchange or wallet accounts;
    /// every other broker's accounts are ``/ProviderKit/AccountType/brokerage``. An assumption: Mesh
    /// does not classify its integrations in the SDK.
    package static let cryptoBrokerPrefixes: [String] = [
        "coinbase", "binance", "kraken", "gemini", "cryptocom", "bitstamp", "kucoin", "okx", "okcoin", "bybit",
        "bitfinex", "huobi", "blockchain", "bitflyer", "uphold", "paxos", "metamask", "trustwallet", "defiwallet",
        "phantom", "rainbow", "ledger", "exodus", "bitget", "mexc", "gateio", "cexio", "bittrex", "bitso",
    ]

    /// The account type for a broker.
    package static func accountType(brokerType: String) -> AccountType {
        let lowered = brokerType.lowercased()
        return cryptoBrokerPrefixes.contains { lowered.hasPrefix($0) } ? .crypto : .brokerage
    }

    /// The broker as an institution: `brokerType` as id, `brokerName` as name.
    package static func institution(brokerType: String, brokerName: String) -> LinkInstitution? {
        LinkInstitution.ifKnown(id: brokerType, name: brokerName)
    }

    /// The success for an `onIntegrationConnected` payload.
    package static func success(for payload: MeshLinkSDK.LinkPayload) -> LinkSuccess {
        switch payload {
        case .accessToken(let payload):
            return LinkSuccess(
                adapterName: adapterName, credential: .accessTokens(accessTokens(of: payload)),
                institution: institution(brokerType: payload.brokerType, brokerName: payload.brokerName),
                accounts: accounts(of: payload), sessionID: nil, metadata: MeshJSON.metadata(of: payload))
        case .delayedAuth(let payload):
            return LinkSuccess(
                adapterName: adapterName, credential: .delayedAuth(refreshToken: payload.refreshToken),
                institution: institution(brokerType: payload.brokerType, brokerName: payload.brokerName), accounts: [],
                sessionID: nil, metadata: MeshJSON.metadata(of: payload))
        }
    }

    /// One ``/ProviderKit/AccountAccessToken`` per account token.
    package static func accessTokens(of payload: MeshLinkSDK.AccessTokenPayload) -> [AccountAccessToken] {
        payload.accountTokens.map {
            AccountAccessToken(
                accountID: $0.account.accountId, accountName: $0.account.accountName, accessToken: $0.accessToken,
                refreshToken: $0.refreshToken)
        }
    }

    /// The accounts of a payload.
    package static func accounts(of payload: MeshLinkSDK.AccessTokenPayload) -> [LinkAccount] {
        let type = accountType(brokerType: payload.brokerType)
        return payload.accountTokens.map {
            LinkAccount(id: $0.account.accountId, name: $0.account.accountName, type: type)
        }
    }

    /// The transfer result of a successful transfer.
    package static func transferResult(_ payload: MeshLinkSDK.TransferFinishedSuccessPayload) -> TransferResult {
        TransferResult(
            transactionID: payload.txId, fromAddress: payload.fromAddress, toAddress: payload.toAddress,
            symbol: payload.symbol, amount: payload.amount, networkID: payload.networkId)
    }

    /// The success for `onTransferFinished(.success)`. `connection` is the broker connected earlier
    /// in the same session, if any: its tokens become the credential; otherwise the credential is an
    /// empty `accessTokens` list (the transfer used tokens the app already had).
    package static func success(
        for transfer: MeshLinkSDK.TransferFinishedSuccessPayload, connections: [MeshLinkSDK.AccessTokenPayload]
    ) -> LinkSuccess {
        LinkSuccess(
            adapterName: adapterName, credential: .accessTokens(connections.flatMap(accessTokens(of:))),
            institution: connections.first.flatMap { institution(brokerType: $0.brokerType, brokerName: $0.brokerName) },
            accounts: connections.flatMap(accounts(of:)), transfer: transferResult(transfer), sessionID: nil,
            metadata: MeshJSON.metadata(of: MeshLinkSDK.TransferFinishedPayload.success(transfer)))
    }

    /// The success for the connections a transfer link held when Link exited without a transfer
    /// result: ``success(for:)`` of `first`, with the tokens and accounts of `others` after its own.
    package static func success(
        for first: MeshLinkSDK.AccessTokenPayload, alongWith others: [MeshLinkSDK.AccessTokenPayload]
    ) -> LinkSuccess {
        var combined = success(for: .accessToken(first))
        guard !others.isEmpty else { return combined }
        let all = [first] + others
        combined.credential = .accessTokens(all.flatMap(accessTokens(of:)))
        combined.accounts = all.flatMap(accounts(of:))
        return combined
    }

    /// The exit for `onTransferFinished(.error)`: ``/ProviderKit/LinkError/Code/transferFailed`` carrying `errorMessage`.
    package static func exit(for transfer: MeshLinkSDK.TransferFinishedErrorPayload) -> LinkExit {
        let error = MeshErrorTable.table.map(
            type: MeshErrorTable.transferFinishedType, code: "error", message: transfer.errorMessage)
        return LinkExit(
            adapterName: adapterName, reason: .error(error), stage: .transfer,
            metadata: MeshJSON.metadata(of: MeshLinkSDK.TransferFinishedPayload.error(transfer)))
    }

    /// The error for a `createHandler()` failure string.
    package static func createHandlerError(_ message: String) -> LinkError {
        MeshErrorTable.table.map(type: MeshErrorTable.createHandlerType, code: message, message: message)
    }
}
