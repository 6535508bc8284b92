#!/usr/bin/env bash
# The scaffold end-to-end test: a resource added the way docs/adding-a-resource.md says, and nothing else.
# In a temporary copy of the repository (the working tree's files, uncommitted changes included, with
# node_modules linked): the contract of a fictitious resource (tests/scaffold/contract/: veículos) is
# added, `npm run scaffold -- veiculos` writes its manifest entry (and its seed stub and resource walk
# sample), `npm run generate` must accept it, the demo build is served by `vite preview` and Playwright
# walks the new resource in Chromium, then fills its form with the walk sample the scaffold wrote
# (tests/scaffold/new-resource.spec.ts). Everything it starts or writes is removed at the end.
#
#   bash scripts/scaffold-e2e.sh [playwright args]      (npm run test:scaffold)
#
# Environment: SCAFFOLD_PORT (vite preview, 4191), E2E_OUTPUT_DIR (Playwright artifacts, kept:
# test-results/scaffold-artifacts), SCAFFOLD_KEEP=1 (keep the copy and print where it is),
# SCAFFOLD_TYPECHECK=1 (also tsc the copy, about half a minute more: the build does not check types).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
port="${SCAFFOLD_PORT:-4191}"
resource='veiculos'

work="$(mktemp -d "${TMPDIR:-/tmp}/retaguarda-scaffold.XXXXXX")"
copy="$work/repo"
server_pid=''
cleanup() {
  local status=$?
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2> /dev/null || true
    wait "$server_pid" 2> /dev/null || true
  fi
  if [ "$status" -ne 0 ] && [ -s "$work/preview.log" ]; then
    echo '--- vite preview (last lines)' >&2 && tail -n 20 "$work/preview.log" >&2
  fi
  if [ -n "${SCAFFOLD_KEEP:-}" ]; then echo "the copy is kept in $copy"; else rm -rf "$work"; fi
}
trap cleanup EXIT

started=$SECONDS
step() { printf '\n== %s (%ss)\n' "$1" "$((SECONDS - started))"; }

step 'copy of the working tree (tracked and new files, as they are now)'
mkdir -p "$copy"
git ls-files -z --cached --others --exclude-standard \
  | tar --null --files-from=- --ignore-failed-read -cf - 2> /dev/null \
  | tar -xf - -C "$copy"
ln -s "$root/node_modules" "$copy/node_modules"
cd "$copy"

step "contract of $resource (tests/scaffold/contract/)"
npx tsx tests/scaffold/add-contract.ts

step "npm run scaffold -- $resource"
npm run --silent scaffold -- "$resource"

step 'npm run generate (the manifest checked against the contract)'
npm run --silent generate

if [ -n "${SCAFFOLD_TYPECHECK:-}" ]; then
  step 'types of the copy (tsc)'
  npx tsc --noEmit -p .
fi

step 'demo build, served by vite preview'
RETAGUARDA_DEMO_OUT_DIR=dist-demo npx vite build --mode demo --logLevel warn > "$work/build.log" 2>&1 \
  || { cat "$work/build.log" >&2; exit 1; }
# Nothing may answer there yet: the walk would run against it.
if node -e 'fetch(process.argv[1]).then(() => process.exit(0), () => process.exit(1))' "http://127.0.0.1:$port/"; then
  echo "something already answers on port $port: stop it or set SCAFFOLD_PORT" >&2
  exit 1
fi
# vite itself (not through npx, whose child would outlive a kill), in the background: stopped by the cleanup.
node_modules/.bin/vite preview --outDir dist-demo --port "$port" --strictPort > "$work/preview.log" 2>&1 &
server_pid=$!
node -e '
  const [url] = process.argv.slice(1);
  const end = Date.now() + 30_000;
  (async () => {
    for (;;) {
      try { await fetch(url); process.exit(0); } catch {}
      if (Date.now() > end) { console.error(`vite preview did not answer at ${url}`); process.exit(1); }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();' "http://127.0.0.1:$port/"
kill -0 "$server_pid" 2> /dev/null || { echo "vite preview exited: is port $port taken?" >&2; exit 1; }

step "Playwright: the $resource walk"
# Paths given relative to the repository (npm test's reports) stay there, not in the copy that goes.
in_repository() { case "$1" in /*) echo "$1" ;; *) echo "$root/$1" ;; esac; }
if [ -n "${PLAYWRIGHT_JSON_OUTPUT_FILE:-}" ]; then
  export PLAYWRIGHT_JSON_OUTPUT_FILE="$(in_repository "$PLAYWRIGHT_JSON_OUTPUT_FILE")"
fi
E2E_OUTPUT_DIR="$(in_repository "${E2E_OUTPUT_DIR:-test-results/scaffold-artifacts}")" SCAFFOLD_PORT="$port" \
  npx playwright test -c tests/scaffold/playwright.config.ts "$@"

step 'done'
