import Mustache

/// What `Templates/docs/sdk-contract.md.mustache` and the page's blocks read; all text is already Markdown, escaped.
/// A section the contract lacks is nil.
struct DocsContext: Encodable {
    /// The page heading, the line under it, the introduction.
    let title: String
    let summary: String?
    let description: String?
    /// Where the published page lives.
    let source: String?
    let platforms: Lines?
    /// Why each recommended version range, and each platform's install note, under the Platforms table.
    let pinning: [String]
    let results: Lines?
    /// The Mermaid state diagram of what produces each result (DocsTarget+Results.swift).
    let resultFlow: Lines?
    let events: Lines?
    /// How the events reach the SDKs where no bridge carries them.
    let reportedEvents: String?
    /// What platforms send for an optional field with no value, said under the results (or the events, where the
    /// contract has no results): the first table whose fields it concerns.
    let absentValuesAfterResults: String?
    let absentValuesAfterEvents: String?
    let failures: Lines?
    let configuration: Lines?
    /// The platform-only options line, e.g. ``Android: `title`; iOS: none``.
    let platformOnly: String?
    let platformOnlyDetails: Lines?
    let hasTypes: Bool
    let types: [Section]?
    let entryPoints: EntryPoints?
    /// The bridge protocol paragraph.
    let `protocol`: String?
    let bridges: Lines?
    let navigation: Items?
    @Inlined var callbacks: DocsCallbacks
    let security: Items?
    /// What changed in each version (DocsTarget+Changes.swift).
    let changes: Changes?
    /// The earlier integration and what replaces it (DocsTarget+Migration.swift).
    let migration: MigrationSection?

    /// A table or diagram: aligned GFM rows (`| Code | Meaning |`) and their footnotes.
    struct Lines: Encodable {
        let lines: [String]
    }

    /// Bullets' texts.
    struct Items: Encodable {
        let items: [String]
    }

    struct Section: Encodable {
        let heading: String
        let description: String?
        let table: Lines
    }

    struct EntryPoints: Encodable {
        let table: Lines
        let session: String?
        let description: String?
    }

    struct Changes: Encodable {
        /// What still compiles and decodes after a change: the sentence under the section's heading.
        let intro: String
        let releases: [Release]
    }

    struct Release: Encodable {
        let heading: String
        let table: Lines
    }

    struct MigrationSection: Encodable {
        let heading: String
        let description: String?
        let duties: Lines?
        let bridges: Lines?
        let messages: Lines?
        let catchAll: String?
        let unchanged: Items?
        let checklist: Items?
        let rollout: String?
        /// Each question and its answer, as one paragraph.
        let questions: Lines?
    }
}

/// The page's sections for SDKs that call host callbacks (DocsTarget+Callbacks.swift).
struct DocsCallbacks: Encodable {
    let hasFlows: Bool
    let hasRecords: Bool
    let flows: [Flow]?
    let messages: DocsContext.Lines?
    /// A sentence.
    let handshake: String?
    /// A sentence.
    let rawPayload: String?
    let records: [DocsContext.Section]?
    let catchAll: String?
    let lifecycle: DocsContext.Lines?
    let listeners: [Listeners]

    struct Flow: Encodable {
        let title: String
        let description: String?
        let facts: String?
        let table: DocsContext.Lines?
    }

    struct Listeners: Encodable {
        let platform: String
        /// The footnote marker of what the contract assumes about the names.
        let marker: String
        let table: DocsContext.Lines
    }
}
