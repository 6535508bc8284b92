// `npm audit --omit=dev` for `npm test`: fails on a high or critical advisory of a production dependency,
// and fails when the audit cannot run at all (a check that cannot tell is not a pass). A machine that
// cannot reach the registry's advisory endpoint (offline CI, a registry mirror that refuses the audit
// request) says so explicitly with RETAGUARDA_AUDIT_UNAVAILABLE=allow; the step then passes, prints why,
// and leaves test-results/audit.json for the closing summary, so the run's last lines show it was skipped.
import { mkdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const OPT_OUT = 'RETAGUARDA_AUDIT_UNAVAILABLE';

/** What the closing summary (scripts/test-summary.mjs) prints of this step. */
function record(outcome) {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/audit.json', JSON.stringify(outcome));
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report = null;
try {
  report = JSON.parse(run.stdout);
} catch {
  /* no JSON: handled below */
}

if (!report || report.error || !report.metadata?.vulnerabilities) {
  const reason =
    report?.error?.summary ||
    report?.message ||
    run.error?.message ||
    run.stderr.trim().split('\n').pop() ||
    'no answer';
  if (process.env[OPT_OUT] === 'allow') {
    const line = `npm audit --omit=dev NOT CHECKED: the advisory endpoint is unavailable (${reason}); ${OPT_OUT}=allow accepts that`;
    console.log(line);
    record({ checked: false, line });
    process.exit(0);
  }
  console.error(`npm audit --omit=dev could not run: ${reason}`);
  console.error(
    `On a machine without access to the registry's advisory endpoint, set ${OPT_OUT}=allow to skip it.`,
  );
  record({ checked: false, line: `npm audit --omit=dev could not run (${reason})` });
  process.exit(1);
}

const counts = report.metadata.vulnerabilities;
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
const summary = ['critical', 'high', 'moderate', 'low', 'info']
  .map((level) => `${counts[level] ?? 0} ${level}`)
  .join(', ');
console.log(`npm audit --omit=dev: ${summary}`);
for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
  if (entry.severity === 'high' || entry.severity === 'critical') {
    console.error(
      `  ${entry.severity}: ${name} ${entry.range} (fix: ${entry.fixAvailable ? 'npm audit fix' : 'none yet'})`,
    );
  }
}
record({ checked: true, line: `npm audit --omit=dev: ${summary}` });
process.exit(serious > 0 ? 1 : 0);
