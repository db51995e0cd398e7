// Host code written before the hostile contract's renames and deprecations: it still compiles, and the compiler
// warns at each earlier name with its replacement. `verify OUT_DIR hostile` compiles it without -Werror and
// checks the warnings.
import `is`.`object`.`fun`.ClassConfiguration
import `is`.`object`.`fun`.ClassEvent
import `is`.`object`.`fun`.String_
import `is`.`object`.`fun`.Type

fun readsEarlierNames(event: ClassEvent.StringEvent, record: String_, configuration: ClassConfiguration): List<Any> =
    listOf(Type.FALLBACK, event.value, record.inside, configuration.was, configuration.other)
