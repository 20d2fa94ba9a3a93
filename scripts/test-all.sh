#!/usr/bin/env bash
# Runs every test: lint, types, unit and component tests, server tests (embedded PGlite, and PostgreSQL
# too when TEST_DATABASE_URL is set), the production build, and browser journeys in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }
rm -rf .tmp/results && mkdir -p .tmp/results
# vitest with a JSON report beside the console one, so the closing line can add every suite up.
vt() { local name="$1"; shift; npx vitest run --reporter=default --reporter=json --outputFile.json=".tmp/results/$name.json" "$@"; }

step "lint"
# Biome, then the architecture walls (scripts/check-walls.ts).
npm run lint
step "typecheck"
npm run typecheck
step "domain, web and scripts unit tests"
vt unit --project domain --project web --project scripts
step "server tests on embedded PGlite"
env -u TEST_DATABASE_URL bash -c "$(declare -f vt); vt server-pglite --project server"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server tests on PostgreSQL ($TEST_DATABASE_URL)"
  # The files below start the portal on its embedded database whatever TEST_DATABASE_URL says (a data
  # folder of their own): the stage above ran them. Tests that run a process on each database
  # (processDatabases) run only on PostgreSQL here for the same reason.
  TEST_EMBEDDED_DONE=1 vt server-postgres --project server \
    --exclude 'src/cli/console.test.ts' --exclude 'src/cli/create-admin.test.ts' \
    --exclude 'src/db/data-dir-lock.test.ts' --exclude 'src/test/faults/production-start.test.ts' \
    --exclude 'src/config/production-refusal.test.ts'
fi
step "build"
npm run build
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "two instances of the production tree on PostgreSQL"
  npx tsx scripts/test-two-instances.ts --skip-build
fi
step "browser journeys"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  npm run test:e2e 2>&1 | tee .tmp/results/e2e.txt
elif [ "${REQUIRE_BROWSER:-}" = "1" ] || [ "${CI:-}" = "true" ]; then
  echo "Chromium not found at $CHROMIUM: browser tests are required here." >&2
  exit 1
else
  echo "Skipping browser journeys: no Chromium at $CHROMIUM (apt-get install chromium, or set CHROMIUM_PATH)."
fi

node scripts/summarize-tests.mjs .tmp/results
