# Shared by scripts/check.sh and scripts/test-all.sh (sourced): step titles, quiet steps, generation drift.

# Each step prints its title, and its time when the next one starts or the script ends (the README's
# table of how long things take comes from these lines).
step_title=''
step_started=0
step() {
  finish_step
  printf '\n== %s\n' "$1"
  step_title="$1"
  step_started=$SECONDS
}
finish_step() {
  if [ -n "$step_title" ]; then printf -- '-- %d s: %s\n' $((SECONDS - step_started)) "$step_title"; fi
  step_title=''
}
trap finish_step EXIT

# Runs a chatty command with its output kept aside: printed only when it fails, so a failing step always
# shows why and a passing one stays one line.
quietly() {
  local log status=0
  log="$(mktemp)"
  "$@" > "$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    cat "$log" >&2
    echo "failed (exit $status): $*" >&2
  fi
  rm -f "$log"
  return "$status"
}

# A fingerprint of every file under generated/ (names and contents).
generated_fingerprint() {
  (cd generated && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha1sum) | sha1sum
}

# Fails when `npm run generate` changes generated/: the contract or the manifest changed and generated/
# was not regenerated. Compared with the files as they are (not with git), so uncommitted work that is
# up to date passes; a failing generation leaves generated/ as it was and prints why.
check_generation_is_current() {
  local before
  before="$(generated_fingerprint)"
  quietly npm run --silent generate
  if [ "$(generated_fingerprint)" != "$before" ]; then
    git status --porcelain -- generated/ || true
    echo 'generated/ was out of date: npm run generate has now updated it; review and commit the result' >&2
    return 1
  fi
  echo 'generated/ is current'
}
