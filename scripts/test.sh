#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit tests, API integration tests (PGlite, and PostgreSQL too when
# TEST_DATABASE_URL is set), the production build, then the end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Typecheck"
npm run --silent typecheck
step "Lint and format"
npm run --silent lint
step "Unit tests"
npx vitest run --project unit
step "API integration tests on PGlite"
env -u TEST_DATABASE_URL npx vitest run --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API integration tests on PostgreSQL"
  npx vitest run --project api
fi
step "Production build"
npm run --silent build
step "End-to-end tests in Chromium"
CHROMIUM_PATH="$(bash scripts/find-chromium.sh)" npx playwright test
