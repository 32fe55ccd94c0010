#!/usr/bin/env bash
# npm test: builds the real site (the tests read dist/client), then runs the type check beside the tests; either one
# failing fails the run. Arguments go to Vitest: `npm test -- tests/build.test.ts`.
set -u
cd "$(dirname "$0")/.."
npm run build || exit
npm run typecheck --silent &
typecheck=$!
vitest run "$@"
tests=$?
wait "$typecheck" || { status=$?; echo "npm test: the type check failed (its messages are above)." >&2; exit "$status"; }
exit "$tests"
