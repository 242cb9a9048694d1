#!/usr/bin/env bash
# `npm test`: every test, in order; each stage stops the run on failure. Stages can be named to run
# only some (the deploy workflow builds once, then runs the build checks and the browser tests in
# parallel shards against that build):
#   bash tests/run-all.sh typecheck lint unit build
# With no stage named, all run; "static" stands for typecheck, lint and unit side by side, "scenarios"
# for the owner's and the dev-server scenarios side by side.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() { printf '\n== %s\n' "$1"; }

# A larger young generation for every Node process of the run (builds, scenarios, test runners): the
# site's builds keep large pages in memory, and the default one made the garbage collector run often.
# A build without PDFs, same machine, interleaved: 44.5-44.8 s with the default, 39.5-43.0 s with 64 MB.
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-semi-space-size=64"

run_stage() {
  case "$1" in
    typecheck)
      stage 'typecheck'
      npm run --silent typecheck ;;
    lint)
      stage 'lint: ESLint, Prettier, and knip (dependencies declared and used, no unused file or export)'
      npm run --silent lint ;;
    unit)
      stage 'unit tests'
      node --import tsx/esm --test --test-concurrency=2 tests/unit/*.test.ts ;;
    build)
      stage 'production build, and the PDFs it printed'
      npm run --silent build
      node --import tsx/esm --test tests/build/pdfs.test.ts ;;
    build-checks)
      stage 'checks on the built output'
      run_build_checks ;;
    owner)
      if [ -n "${OWNER_SCENARIO_SITE_FILE:-}" ]; then
        stage "the owner's scenario: a week of writing, in a copy of the site built with its PDFs, passes every build check (the browser tests run on it)"
      else
        stage "the owner's scenario: a week of writing, built in a copy of the site, passes every build check"
      fi
      node --import tsx/esm --test tests/owner/*.test.ts ;;
    dev)
      stage 'the dev server survives editing: pages and labels added, renamed and removed while npm start runs'
      npx playwright test -c playwright.dev.config.ts ;;
    browser)
      if [ -s "${OWNER_SCENARIO_SITE_FILE:-}" ]; then
        stage "browser tests against the served build of the owner's copy of the site"
        (cd "$(cat "$OWNER_SCENARIO_SITE_FILE")" && npx playwright test)
      else
        stage 'browser tests against the served build'
        npx playwright test
      fi ;;
    *)
      echo "Unknown stage: $1 (stages: static = typecheck lint unit, build build-checks, scenarios = owner dev, browser)" >&2
      exit 2 ;;
  esac
}

# The checks on build/ in two processes side by side, each reading the pages once for its share of the
# files (tests/build/checks.ts); a larger young generation halves the time their garbage collection
# took (the parsed pages stay in memory). Each share's output is printed whole once it is done.
run_build_checks() {
  local logs share status=0
  logs="$(mktemp -d)"
  declare -A pids
  for share in 1 2; do
    BUILD_CHECKS_SHARD="$share/2" node --max-semi-space-size=128 --import tsx/esm --test tests/build/checks.ts >"$logs/$share" 2>&1 &
    pids[$share]=$!
  done
  for share in 1 2; do
    wait "${pids[$share]}" || status=1
    cat "$logs/$share"
  done
  rm -rf "$logs"
  return "$status"
}

if [ "$#" -eq 0 ]; then
  # One build of the site for the whole run: the owner's scenario's, of its copy of the site, which holds
  # every page of it and a week of the owner's writing besides (tests/owner). It prints the PDFs, runs
  # every check on the built output and the PDFs' checks, and keeps the copy, whose directory it writes
  # to OWNER_SCENARIO_SITE_FILE; the browser tests run in it, and the copy is removed at the end. (A
  # second build, of the checkout itself, took a minute on a quiet machine and proved nothing the copy's
  # does not: the copy is every file of the checkout with more content.) `build` and `build-checks` build
  # and check the checkout itself (the deploy does).
  # The two scenarios one after the other: side by side, the dev-server scenario's recompiles missed its
  # waits (a fresh-clone run failed so) for the 30 s they saved.
  set -- static owner dev browser
  OWNER_SCENARIO_SITE_FILE="$(mktemp)"
  export OWNER_SCENARIO_SITE_FILE
fi
total=$SECONDS
times=()
# Each stage that passed, in seconds, kept for `npm run bench:deploy` (bench/deploy-estimate.ts) with the
# browser tests' own report (playwright.config.ts): merged into what earlier runs recorded.
passed_seconds=()
record_times() {
  [ "${#passed_seconds[@]}" -gt 0 ] || return 0
  local IFS=,
  node -e '
    const fs = require("node:fs");
    const [file, times] = process.argv.slice(1);
    let recorded = {};
    try { recorded = JSON.parse(fs.readFileSync(file, "utf8")); } catch {}
    fs.mkdirSync(require("node:path").dirname(file), {recursive: true});
    fs.writeFileSync(file, JSON.stringify({...recorded, ...JSON.parse(times)}, null, 1));
  ' node_modules/.cache/npm-test/stages.json "{${passed_seconds[*]}}" || true
}
summary() {
  local status=$?
  local verdict='passed'
  [ "$status" -eq 0 ] || verdict="FAILED at ${current:-?}"
  printf '\n== npm test %s in %dm%02ds: %s\n' "$verdict" "$(((SECONDS - total) / 60))" "$(((SECONDS - total) % 60))" "${times[*]:-no stage finished}"
  record_times
}
# The owner's copy of the site, kept for the browser tests, goes with the run (KEEP_OWNER_SCENARIO=1 keeps it).
remove_owners_copy() {
  [ -n "${OWNER_SCENARIO_SITE_FILE:-}" ] || return 0
  if [ -s "$OWNER_SCENARIO_SITE_FILE" ]; then
    if [ -z "${KEEP_OWNER_SCENARIO:-}" ]; then
      rm -rf "$(cat "$OWNER_SCENARIO_SITE_FILE")"
    else
      # Its build, and the browser tests' test-results/ of a failure, are there to look into.
      printf "Kept the owner's copy of the site: %s\n" "$(cat "$OWNER_SCENARIO_SITE_FILE")"
    fi
  fi
  rm -f "$OWNER_SCENARIO_SITE_FILE"
}
trap 'summary; remove_owners_copy' EXIT

# Stages side by side, each one's output printed whole once it is done, in order:
# - "static": typecheck, lint and unit tests (each mostly one core; together about the time of the slowest);
# - "scenarios": the owner's scenario and the dev-server scenario, whose processors were 85 % and 60 %
#   busy one after the other (each waits on builds, servers and a browser at times).
run_together() {
  local logs name status=0
  logs="$(mktemp -d)"
  declare -A pids started_at
  for name in "$@"; do
    started_at[$name]=$SECONDS
    (
      code=0
      run_stage "$name" >"$logs/$name" 2>&1 || code=$?
      echo "$((SECONDS - started_at[$name]))" >"$logs/$name.time"
      exit "$code"
    ) &
    pids[$name]=$!
  done
  for name in "$@"; do
    if ! wait "${pids[$name]}"; then
      status=1
      current="$name"
    fi
    cat "$logs/$name"
    printf '(%s: %ss)\n' "$name" "$(cat "$logs/$name.time" 2>/dev/null || echo '?')"
  done
  rm -rf "$logs"
  return "$status"
}

# How busy the machine's processors were during a stage (all of them, from /proc/stat): whether a
# stage leaves a core idle. It counts everything running, so it means most on an otherwise quiet
# machine. (A stage's own processor time cannot be read reliably: Chromium's renderers outlive the
# processes that would account for them.)
busy_ticks() {
  local cpu user nice system idle iowait irq softirq steal
  read -r cpu user nice system idle iowait irq softirq steal _ </proc/stat
  echo "$((user + nice + system + irq + softirq + steal)) $((user + nice + system + idle + iowait + irq + softirq + steal))"
}
busy_share() {
  local busy0 all0 busy1 all1
  read -r busy0 all0 <<<"$1"
  read -r busy1 all1 <<<"$(busy_ticks)"
  echo "$((100 * (busy1 - busy0) / (all1 - all0 > 0 ? all1 - all0 : 1)))%"
}

for name in "$@"; do
  current=$name
  started=$SECONDS
  ticks_started=$(busy_ticks)
  if [ "$name" = static ]; then
    run_together typecheck lint unit
  elif [ "$name" = scenarios ]; then
    run_together owner dev
  else
    run_stage "$name"
  fi
  busy=$(busy_share "$ticks_started")
  printf '(%s: %ss, processors %s busy)\n' "$name" "$((SECONDS - started))" "$busy"
  times+=("$name $((SECONDS - started))s ($busy)")
  # The owner's scenario that builds the run's one site, with its PDFs, is not the deploy's owner job.
  label=$name
  [ "$name" != owner ] || [ -z "${OWNER_SCENARIO_SITE_FILE:-}" ] || label=owner-site
  passed_seconds+=("\"$label\": $((SECONDS - started))")
done
