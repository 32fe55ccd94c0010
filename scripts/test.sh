#!/usr/bin/env bash
# npm test: Vitest, whose setup builds the real site into dist/ (the tests read dist/client) and the fixture sites
# (tests/global-setup.ts), and beside it the type check; either one failing fails the run. Arguments go to Vitest:
# `npm test -- tests/build.test.ts`.
set -u
cd "$(dirname "$0")/.."
npm run typecheck --silent &
typecheck=$!
vitest run "$@"
tests=$?
wait "$typecheck" || { status=$?; echo "npm test: the type check failed (its messages are above)." >&2; exit "$status"; }
exit "$tests"
