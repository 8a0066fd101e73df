extension LinkJourney {
    /// What each attempt recorded so far, in attempt order: empty when ``recording`` is
    /// ``LinkRecordingPolicy/off``, or when it is ``LinkRecordingPolicy/onFailure`` and the
    /// journey succeeded. Read it (or make a ``LinkSupportBundle``) after the result: events that
    /// arrive after an attempt's outcome are added until its session closes.
    public var recordings: [LinkAttemptRecording] {
        keptRecorders.map(\.recording)
    }

    /// The recorders whose recordings the journey keeps.
    var keptRecorders: [LinkCallbackRecorder] { recorders }
}
