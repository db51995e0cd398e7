"""What the published reference page (https://docs.okyc.stream/reference/sdk-contract) says Flutter has.

Copied from the page, not from contract.json or generated output, so the generated Dart is checked against
an independent source. Table rows are kept as the page prints them and read by column below.
"""

# "Events" table: event, when, payload, mobile SDKs. A payload entry ending in "(optional)" may be absent.
EVENTS_TABLE = """
| `ready` | The flow loaded and the session is ready. | `status`: session status | delivered |
| `step_started` | A step was shown for the first time. | `step`: step key | delivered |
| `step_completed` | A step was completed. | `step`: step key | delivered |
| `complete` | The applicant finished; the SDK returns `completed` and closes after the auto-close delay. | `status`: approved \\| declined \\| review \\| processing \\| expired \\| cancelled | delivered |
| `error` | A recoverable error happened inside the flow (the flow keeps running). | `step`: step key (optional)<br>`code`: error code | delivered |
| `exit` | The flow asked to close; the SDK returns `cancelled`. | — | delivered |
| `resize` | Web embeds only; mobile SDKs ignore it. | `height`: px | ignored |
"""

# "Results" table: result, fields (`?` marks an optional one), when.
RESULTS_TABLE = """
| `completed` | `session_id`, `status` | `complete` event received |
| `cancelled` | `session_id?` | user closed the flow (✕, back → confirm, swipe down) or `exit` event |
| `failed` | `code`, `message`, `session_id?` | the flow could not run or continue |
"""

# "Failure codes" table: code, meaning, Android, iOS, React Native, Flutter.
FAILURE_CODES_TABLE = """
| `invalid_config` | Missing or malformed session URL or configuration. | ✓ | ✓ | ✓ | ✓ |
| `load_failed` | The flow page failed to load (HTTP error or blank page). | ✓ | ✓ | ✓ | ✓ |
| `network_error` | No connection or DNS/TLS failure while loading. | ✓ | ✓ | ✓ | ✓ |
| `navigation_blocked` | Repeated navigation to non-allowlisted hosts. | ✓ | ✓ | ✓ | ✓ |
| `permission_denied` | The camera permission was permanently denied and the flow cannot continue. | ✓ | ✓ | ✓ | ✓ |
| `flow_error` | The flow reported an unrecoverable error. | ✓ | ✓ | ✓ | ✓ |
| `webview_unavailable` | The WebView renderer crashed or is unavailable. | ✓ | ✓ | ✓ | — |
| `presentation_failed` | No view controller was available to present the flow. | — | ✓ | — | — |
"""

# "Configuration" table: contract name, Android, iOS, React Native, Flutter, type, default, description.
CONFIGURATION_TABLE = """
| `session_url` | `sessionUrl` | `sessionURL` | `sessionUrl` | `sessionUrl` | `string` | required | The `url` returned by `POST /v1/sessions`. Never embed a secret API key in an app. |
| `locale` | `locale` | `locale` | `locale` | `locale` | `string` | `null` | Flow language (`en`, `hi`); must be one of the workflow's languages. Sent as `?locale=`. |
| `theme` | `theme` | `theme` | `theme` | `theme` | `light` \\| `dark` \\| `system` | `"system"` | Colour scheme of the flow. Sent as `?theme=`. |
| `allowed_hosts` | `allowedHosts` | `allowedHosts` | `allowedHosts` | `allowedHosts` | `string[]` | `[]` | Extra hosts the WebView may load (self-hosting). |
| `block_screenshots` | `blockScreenshots` | `blockScreenshots` | `blockScreenshots` | `blockScreenshots` | `boolean` | `true` | Android: FLAG\\_SECURE. iOS: cover the flow in the app switcher and while the screen is recorded. |
| `auto_close_delay` | `autoCloseDelay` | `autoCloseDelay` | `autoCloseDelay` | `autoCloseDelay` | `duration_ms` | 2000 ms | How long the result screen stays visible after `complete` before the SDK closes and returns `completed`. `0` or `null` = return the result immediately (no result screen). |
"""

PLATFORM_ONLY_OPTIONS = "Platform-only options: Android: `title`; iOS: `presentation`; React Native: none; Flutter: `confirmExit`, `title`."

# "Bridges and messages": the protocol paragraph and Flutter's row of the bridges table.
PROTOCOL_VERSION = 1
ENVELOPE_KEYS = ["source", "v", "type", "sessionId", "payload"]
SOURCE = "okyc"
MAX_BYTES = 10240  # "Messages larger than 10,240 bytes are dropped."
FLUTTER_BRIDGE_ROW = "| Flutter | `javascript_channel` | `OkycFlutter` | — |"

# "Navigation": the hosts loaded inside the WebView besides the flow's own, and the token fragment.
NAVIGATION_HOSTS = ["digilocker.meripehchaan.gov.in", "*.digilocker.gov.in", "api.digitallocker.gov.in"]
TOKEN_FRAGMENT = "t"


def cells(row):
    """A table row's cells, `\\|` kept as a literal bar and backticks removed."""
    parts = row.strip().strip("|").replace("\\|", "\x00").split("|")
    return [part.replace("\x00", "|").strip() for part in parts]


def code(cell):
    return cell.strip().strip("`")


def rows(table):
    return [cells(line) for line in table.strip().splitlines()]


def events():
    """[(wire name, [(field, optional)], delivered)]"""
    result = []
    for name, _, payload, delivery in rows(EVENTS_TABLE):
        fields = []
        if payload != "—":
            for entry in payload.split("<br>"):
                field = code(entry.split(":")[0])
                fields.append((field, entry.strip().endswith("(optional)")))
        result.append((code(name), fields, delivery == "delivered"))
    return result


def session_statuses():
    """The statuses the `complete` row lists."""
    payload = next(row[2] for row in rows(EVENTS_TABLE) if code(row[0]) == "complete")
    return [value.strip() for value in payload.split(":", 1)[1].split("|")]


def results():
    """[(wire name, [(field, optional)])]"""
    return [(code(name), [(code(f).rstrip("?"), code(f).endswith("?")) for f in fields.split(",")])
            for name, fields, _ in rows(RESULTS_TABLE)]


def failure_codes():
    """[(code, available on Flutter)]"""
    return [(code(row[0]), row[5] == "✓") for row in rows(FAILURE_CODES_TABLE)]


def options():
    """[(contract name, Flutter name, default cell, type cell)]"""
    return [(code(row[0]), code(row[4]), row[6], row[5]) for row in rows(CONFIGURATION_TABLE)]


def themes():
    theme_type = next(row[5] for row in rows(CONFIGURATION_TABLE) if code(row[0]) == "theme")
    return [code(value) for value in theme_type.split("|")]


def flutter_only_options():
    flutter = PLATFORM_ONLY_OPTIONS.split("Flutter:")[1]
    return [code(name) for name in flutter.strip().rstrip(".").split(",")]


def flutter_bridge_name():
    return code(cells(FLUTTER_BRIDGE_ROW)[2])
