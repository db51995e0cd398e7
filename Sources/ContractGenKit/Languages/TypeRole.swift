/// A type a language's generated files declare beside the contract's own, by what it is for. The raw value is
/// the template key that holds its name (`{{resultType}}` → `AcmeResult`); each language says which roles it
/// has and spells each as the type prefix plus a suffix (`LanguageTarget.declaredTypes`).
enum TypeRole: String, CaseIterable, Sendable, CodingKey {
    // The contract's shapes.
    case wireEnum = "wireEnumType"
    /// What every enum of numbers conforms to (`EnumType.isInteger`); TypeScript has `unknownInteger` instead.
    case integerWireEnum = "integerWireEnumType"
    case result = "resultType"
    case event = "eventType"
    case configuration = "configurationType"
    /// The error a failure code is thrown as (`AcmeFailure`, Kotlin's `AcmeFailureException`).
    case failureError = "failureErrorType"
    /// The error an invalid configuration is: the failure error where the contract names a failure code for it,
    /// else a type of its own (`AcmeConfigurationError`).
    case configurationError = "configurationErrorType"
    case sessionUrl = "sessionUrlType"
    /// Decides the result from the messages and what the host sees.
    case resultTracker = "resultTrackerType"
    /// A result and the delay before the host returns it (TypeScript and Dart; Swift and Kotlin nest it).
    case resultEnding = "resultEndingType"

    // The bridge.
    /// Why an event a native SDK reported, where no bridge carries them, was not read.
    case payloadProblem = "payloadProblemType"

    case bridge = "bridgeType"
    case message = "messageType"
    case rejection = "rejectionType"
    /// Who posted a message: its origin and frame, as the platform reports them.
    case sender = "senderType"
    /// Which senders may post: the flow's origin, and what the contract adds.
    case senderPolicy = "senderPolicyType"
    /// Kotlin's result of decoding one message.
    case decodeOutcome = "decodeOutcomeType"
    /// Dart's result of decoding one message.
    case bridgeOutcome = "bridgeOutcomeType"
    /// TypeScript's generic success-or-rejection value.
    case outcome = "outcomeType"
    case unknownValue = "unknownValueType"
    /// TypeScript's number a newer flow sent for an enum of numbers.
    case unknownInteger = "unknownIntegerType"

    // JSON and the helpers behind the codecs.
    case json = "jsonType"
    case jsonObject = "jsonObjectType"
    /// Swift's reader of JSON text.
    case jsonParser = "jsonParserType"
    case fieldReader = "fieldReaderType"
    case validation = "validationType"
    case urlParts = "urlPartsType"
    case hostPattern = "hostPatternType"
    case percentEncoding = "percentEncodingType"

    // Configuration input (TypeScript's plain options object).
    case configurationOptions = "configurationOptionsType"
    /// TypeScript's wrapper of a sensitive option's value, which logs as `<redacted>`.
    case sensitive = "sensitiveType"

    // Navigation.
    case navigationDecision = "decisionType"
    case navigationPolicy = "navigationPolicyType"
    case blockedNavigationCounter = "counterType"
    /// TypeScript's where-and-by-whom of a navigation, passed to the policy and the counter.
    case navigationStart = "navigationStartType"
    /// The WebView settings the SDK applies, as constants.
    case webViewSecurity = "webViewSecurityType"
    /// Dart's enums and TypeScript's unions of those settings.
    case webViewInspection = "webViewInspectionType"
    case mediaCapture = "mediaCaptureType"

    // Flows and dispatch.
    case dispatchOutcome = "dispatchOutcomeType"
    case dispatchRejection = "dispatchRejectionType"
    case legacyMessage = "legacyMessageType"
    case handshake = "handshakeType"
    case handshakeFields = "handshakeFieldsType"
    case listeners = "listenersType"
    case listenerName = "listenerNameType"
    case listenerPayloads = "listenerPayloadsType"
    case listenerFunction = "listenerFunctionType"
    case emit = "emitType"
    /// TypeScript's handle a plugin's `addListener` resolves with.
    case listenerHandle = "listenerHandleType"

    // The conformance runner beside the layer.
    /// Runs the vectors with no test framework.
    case conformance = "conformanceType"
    /// What the runner reports for a group of cases.
    case conformanceReport = "conformanceReportType"
    /// The suite that runs every vectors file under the language's test framework, where it is a type.
    case conformanceSuite = "conformanceSuiteType"
    /// The function through which an SDK gives the runner a vectors file's text (TypeScript, Dart).
    case vectorsReader = "vectorsReaderType"

    // Dart's rejections, a class per kind.
    case tooLargeRejection = "tooLargeRejectionType"
    case notJsonRejection = "notJsonRejectionType"
    case notAnObjectRejection = "notAnObjectRejectionType"
    case wrongSourceRejection = "wrongSourceRejectionType"
    case unsupportedVersionRejection = "unsupportedVersionRejectionType"
    case invalidEnvelopeRejection = "invalidEnvelopeRejectionType"
    case unknownTypeRejection = "unknownTypeRejectionType"
    case missingFieldRejection = "missingFieldRejectionType"
    case invalidFieldRejection = "invalidFieldRejectionType"
    case untrustedSenderRejection = "untrustedSenderRejectionType"
}

/// The scopes where the generated code declares members beside the contract's names: a contract name spelled
/// like one of them would be declared twice.
enum MemberScope: Sendable, CaseIterable {
    /// Beside the values of every enum.
    case enumValues
    /// Beside the options, in the configuration type.
    case options
    /// Beside an event's payload fields, in its type.
    case eventFields
    /// Beside a result's fields, in its type.
    case resultFields
    /// Beside a record's fields, in its type.
    case recordFields
}

extension TypeRole {
    /// How a contract's `naming.generated_types` names the role: its template key in snake_case, without `Type`
    /// (`failureErrorType` → `failure_error`).
    var contractName: String {
        rawValue.dropLast("Type".count).unicodeScalars.reduce(into: "") { name, scalar in
            if scalar.properties.isUppercase {
                name += "_" + String(scalar).lowercased()
            } else {
                name.unicodeScalars.append(scalar)
            }
        }
    }

    /// The role a contract's `naming.generated_types` key names.
    init?(contractName: String) {
        guard let role = Self.allCases.first(where: { $0.contractName == contractName }) else { return nil }
        self = role
    }
}
