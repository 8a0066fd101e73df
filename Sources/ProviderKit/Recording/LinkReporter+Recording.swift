extension LinkReporter {
    /// Records a vendor callback for a support bundle, exactly as the adapter received it: call
    /// it once per callback, at the seam where the callback enters the flow, before mapping it.
    /// `callback` is the member name of the adapter's replay transcript line (`onEvent`,
    /// `onSuccess`, …) and `payload` encodes (with `Encodable`) to that member's value.
    ///
    /// Without a recorder (the default, ``LinkRecordingPolicy/off``) this is one check and returns;
    /// the payload is not encoded. After the session closed it does nothing.
    public func recordCallback<Payload: Encodable>(_ callback: String, payload: @autoclosure () -> Payload) {
        guard let recorder = session?.openRecorder else { return }
        recorder.record(callback: callback, payload: payload())
    }

    /// Records a vendor callback whose payload is an untyped JSON value; as
    /// ``recordCallback(_:payload:)``.
    public func recordCallback(_ callback: String, json: @autoclosure () -> LinkJSONValue) {
        guard let recorder = session?.openRecorder else { return }
        recorder.record(callback: callback, json: json())
    }

    /// Records a vendor callback given as its whole transcript line, for adapters whose lines are
    /// not one member named for the callback; as ``recordCallback(_:payload:)``.
    public func recordCallback(line: @autoclosure () -> LinkJSONValue) {
        guard let recorder = session?.openRecorder else { return }
        recorder.record(line: line())
    }

    /// Records a setting the adapter's replayer needs to read the callbacks as the live flow did
    /// (`name` is the replay option without its dashes, such as `mode`); call it when the flow
    /// starts. The value is redacted before it is kept (``LinkCallbackRecorder/recordReplaySetting(_:value:)``).
    ///
    /// Without a recorder this is one check and returns; `value` is not evaluated.
    public func recordReplaySetting(_ name: String, value: @autoclosure () -> String) {
        guard let recorder = session?.openRecorder else { return }
        recorder.recordReplaySetting(name, value: value())
    }
}
