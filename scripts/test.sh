#!/usr/bin/env bash
# npm test: Vitest (tests/global-setup.ts builds the real site into dist/, which the tests and npm run check read, and
# the fixture sites, while the tests that read no build output run), and beside it the type check, the import rules of
# .dependency-cruiser.cjs (npm run deps) and the formatter's and import style's check (npm run lint, Biome: npm run
# format writes the fixes); any of them failing fails the run. Arguments go to Vitest: `npm test -- tests/build.test.ts`.
set -u
cd "$(dirname "$0")/.."
# The types generated from the schema first, once: the type check and the import rules both read them, and on a fresh
# clone neither may start before they exist (a race a fresh clone's CI lost once).
node scripts/gen-types.ts --if-stale || exit 1
npm run typecheck --silent &
typecheck=$!
mkdir -p .tmp
npm run deps --silent > .tmp/deps.log 2>&1 &
deps=$!
npm run lint --silent > .tmp/lint.log 2>&1 &
lint=$!
vitest run "$@"
tests=$?
status=0
wait "$typecheck" || { status=$?; echo "npm test: the type check failed (its messages are above)." >&2; }
if ! wait "$deps"; then
  cat .tmp/deps.log >&2
  echo "npm test: an import breaks the stage rules of .dependency-cruiser.cjs (docs/dev/architecture.md)." >&2
  status=1
fi
if ! wait "$lint"; then
  cat .tmp/lint.log >&2
  echo "npm test: a file is not formatted, or an import is not in the project's style (npm run format fixes both)." >&2
  status=1
fi
rm -f .tmp/deps.log .tmp/lint.log
[ "$status" -ne 0 ] && exit "$status"
exit "$tests"
