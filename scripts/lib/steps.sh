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

# The steps that failed so far (run_step), said again by report_steps at the end.
failed_steps=()

# Runs one step: prints its title, runs `"$@"` (a command or a function of the script) with errexit on, so
# the step stops at its own first failure, and records a failure instead of ending the script: the next
# steps still run, and report_steps lists every failure at the end (a failed step hides nothing after it).
run_step() {
  step "$1"
  shift
  local status
  set +e
  (
    set -e
    "$@"
  )
  status=$?
  set -e
  record_step "$status"
}

# Records how the step under way ended (its exit status): a failure is listed by report_steps.
record_step() {
  if [ "$1" -ne 0 ]; then
    failed_steps+=("$step_title")
    printf 'FAILED (exit %d): %s\n' "$1" "$step_title" >&2
  fi
  return 0
}

# Whether a step of that title has failed so far.
step_failed() {
  local title
  for title in "${failed_steps[@]}"; do [ "$title" = "$1" ] && return 0; done
  return 1
}

# The end of a script of steps: every failed step, and a failing status when there is one.
report_steps() {
  finish_step
  if [ "${#failed_steps[@]}" -eq 0 ]; then return 0; fi
  printf '\n%d step(s) failed:\n' "${#failed_steps[@]}" >&2
  printf '  - %s\n' "${failed_steps[@]}" >&2
  return 1
}

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
