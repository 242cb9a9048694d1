#!/usr/bin/env bash
# `npm run test:quick`: the checks that need no build, for the loop between edits (under a minute).
# Typecheck, lint and unit tests run side by side; then check:mdx on the MDX files given as arguments,
# else on those changed since main (committed, staged, unstaged or new).
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

npm run --silent typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
node --import tsx/esm --test --test-concurrency=2 tests/unit/*.test.ts >"$logs/unit" 2>&1 &
unit=$!
npm run --silent lint >"$logs/lint" 2>&1 &
lint=$!

if [ "$#" -gt 0 ]; then
  files=("$@")
else
  base="$(git merge-base HEAD main 2>/dev/null || git rev-parse HEAD)"
  mapfile -t files < <(
    { git diff --name-only --diff-filter=d "$base" -- 'docs/*.md' 'docs/*.mdx' 'blog/*.md' 'blog/*.mdx'
      git ls-files --others --exclude-standard -- 'docs/*.md' 'docs/*.mdx' 'blog/*.md' 'blog/*.mdx'; } | sort -u
  )
fi

status=0
if [ "${#files[@]}" -gt 0 ]; then
  printf '== check:mdx (%s files)\n' "${#files[@]}"
  node --import tsx/esm scripts/check-mdx.ts "${files[@]}" || status=1
else
  printf '== check:mdx: no MDX file changed since main\n'
fi

if wait "$typecheck"; then
  printf '\n== typecheck passed\n'
else
  status=1
  printf '\n== typecheck failed\n'
  cat "$logs/typecheck"
fi
if wait "$lint"; then
  printf '\n== lint passed\n'
else
  status=1
  printf '\n== lint failed\n'
  cat "$logs/lint"
fi
if wait "$unit"; then
  printf '\n== unit tests\n'
  tail -n 9 "$logs/unit"
else
  status=1
  printf '\n== unit tests failed\n'
  cat "$logs/unit"
fi
exit "$status"
