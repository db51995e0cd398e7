/// How an invalid configuration reaches the host, for every language's templates: the contract's failure code
/// where it names one, else the configuration error type each language declares (`AcmeConfigurationError`),
/// which names the option and the problem.
struct ConfigurationProblemContext: Encodable {
    /// The failure code an invalid configuration is; nil where the contract names none.
    let invalidConfig: FailureContext?
    /// What an invalid configuration fails with, for "fails with …": the code as a code span, or "a configuration
    /// error".
    let invalidConfigMarkdown: String
    /// What a problem is, for "a problem is …": "the `invalid_config` failure", or "a configuration error".
    let invalidConfigProblem: String
}

extension PlatformCode {
    /// `enumCase` spells the failure code's case.
    func configurationProblemContext(
        _ configuration: Configuration, enumCase: (EnumValue) -> String
    ) -> ConfigurationProblemContext {
        guard let failure = configuration.failure else {
            return ConfigurationProblemContext(
                invalidConfig: nil, invalidConfigMarkdown: "a configuration error",
                invalidConfigProblem: "a configuration error")
        }
        let markdown = inlineCode(failure.raw)
        return ConfigurationProblemContext(
            invalidConfig: failureContext(failure, enumCase: enumCase), invalidConfigMarkdown: markdown,
            invalidConfigProblem: "the \(markdown) failure")
    }
}
