#!/usr/bin/env bash
# npm test: Vitest (tests/global-setup.ts builds the real site into dist/, which the tests and npm run check read, and
# the fixture sites, while the tests that read no build output run), and beside it the type check and the import
# rules of .dependency-cruiser.cjs (npm run deps); any of them failing fails the run. Arguments go to Vitest:
# `npm test -- tests/build.test.ts`.
set -u
cd "$(dirname "$0")/.."
npm run typecheck --silent &
typecheck=$!
mkdir -p .tmp
npm run deps --silent > .tmp/deps.log 2>&1 &
deps=$!
vitest run "$@"
tests=$?
status=0
wait "$typecheck" || { status=$?; echo "npm test: the type check failed (its messages are above)." >&2; }
if ! wait "$deps"; then
  cat .tmp/deps.log >&2
  echo "npm test: an import breaks the stage rules of .dependency-cruiser.cjs (docs/dev/architecture.md)." >&2
  status=1
fi
rm -f .tmp/deps.log
[ "$status" -ne 0 ] && exit "$status"
exit "$tests"
