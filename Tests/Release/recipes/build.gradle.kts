// build.gradle.kts: regenerate the Android contract layer before compiling, only when the contract changed
val contractgen by tasks.registering(Exec::class) {
    inputs.files("contract/contract.json", "contract/contractgen.json")
    outputs.dir("Generated")
    commandLine("contractgen", "--config", "contract/contractgen.json", "--quiet")
}
tasks.named("preBuild") { dependsOn(contractgen) }
