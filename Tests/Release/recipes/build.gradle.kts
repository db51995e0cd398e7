// build.gradle.kts: regenerate the Android contract layer before compiling
val contractgen by tasks.registering(Exec::class) {
    commandLine("contractgen", "--config", "contract/contractgen.json", "--quiet")
}
tasks.named("preBuild") { dependsOn(contractgen) }
