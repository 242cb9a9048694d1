#!/usr/bin/env bash
# `npm test`: every test, in order. Each stage stops the run on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() { printf '\n== %s\n' "$1"; }

stage 'typecheck'
npm run --silent typecheck

stage 'unit tests'
npx tsx --test tests/unit/*.test.ts

stage 'production build'
npm run --silent build

stage 'checks on the built output'
npx tsx --test tests/build/*.test.ts

stage 'browser tests against the served build'
npx playwright test
