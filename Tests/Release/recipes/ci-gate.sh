#!/bin/sh
# ci-gate.sh: run by CI on every pull request, from the project's root, with contractgen on PATH. Fails when the
# generated files or the docs are stale, when the contract has a warning, or when its change since BASE_REF breaks
# a deployed SDK, a deployed flow or host code (each finding a GitHub annotation on the pull request's lines).
set -e
contractgen --config contract/contractgen.json --check
contractgen lint --config contract/contractgen.json --strict
contractgen docs inject docs/*.md --config contract/contractgen.json --check
contractgen diff --against "${BASE_REF:-origin/main}" contract/contract.json --diagnostics-format github
