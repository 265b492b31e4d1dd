#!/usr/bin/env bash
# `npm test`: every check and test, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint"
npx eslint .
npx prettier --check . --log-level warn
echo "== typecheck"
npx tsc --noEmit -p tsconfig.json
echo "== unit and integration tests"
npx vitest run
echo "== browser tests"
node scripts/ensure-chromium.mjs
npx vite build --logLevel warn
echo "== JavaScript budget of the landing page"
npx tsx scripts/check-bundle-size.ts
npx vitest run --config vitest.e2e.config.ts
