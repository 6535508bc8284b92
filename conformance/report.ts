import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { operationsOf, readContract } from './contract';
import type { ReportLine } from './proxy';

/**
 * The conformance run's verdict from the proxy's report (./proxy.ts): how many calls, how many of the
 * contract's operations they reached, and every violation grouped by operation and place. Fails when
 * there is any violation, or when the walk reached fewer calls or operations than asked (a walk that
 * silently stopped early proves little).
 *
 *   node --import tsx conformance/report.ts test-results/conformance.jsonl --min-calls 400 --min-operations 110
 */

export interface ConformanceSummary {
  calls: number;
  operations: number;
  totalOperations: number;
  /** Operations of the contract no call reached, by operationId. */
  unreached: string[];
  /** 'operationId at: message' → how many calls, and the first such call. */
  violations: Map<string, { count: number; example: string }>;
}

export function summarize(lines: readonly ReportLine[], operationIds: readonly string[]): ConformanceSummary {
  const reached = new Set<string>();
  const violations = new Map<string, { count: number; example: string }>();
  for (const line of lines) {
    if (line.operationId) reached.add(line.operationId);
    for (const violation of line.violations) {
      const key = `${line.operationId ?? '(nenhuma operação)'} ${violation.at}: ${violation.message}`;
      const entry = violations.get(key) ?? {
        count: 0,
        example: `${line.method} ${line.path} → ${line.status}`,
      };
      entry.count += 1;
      violations.set(key, entry);
    }
  }
  return {
    calls: lines.length,
    operations: reached.size,
    totalOperations: operationIds.length,
    unreached: operationIds.filter((id) => !reached.has(id)),
    violations,
  };
}

export function readReport(file: string): ReportLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ReportLine);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      contract: { type: 'string', default: 'generated/openapi.yaml' },
      'min-calls': { type: 'string', default: '0' },
      'min-operations': { type: 'string', default: '0' },
    },
  });
  const file = positionals[0] ?? 'test-results/conformance.jsonl';
  const operationIds = operationsOf(readContract(values.contract)).map(({ operationId }) => operationId);
  const summary = summarize(readReport(file), operationIds);
  const minCalls = Number(values['min-calls']);
  const minOperations = Number(values['min-operations']);
  const violationCount = [...summary.violations.values()].reduce((sum, { count }) => sum + count, 0);
  console.log(
    `conformance: ${summary.calls} calls, ${summary.operations} of ${summary.totalOperations} operations, ${violationCount} violations`,
  );
  for (const [key, { count, example }] of summary.violations)
    console.log(`  ✗ ${key} (${count}×; ${example})`);
  if (summary.unreached.length > 0) console.log(`  not reached: ${summary.unreached.join(', ')}`);
  const short = [
    summary.calls < minCalls ? `${summary.calls} calls, fewer than ${minCalls}` : '',
    summary.operations < minOperations ? `${summary.operations} operations, fewer than ${minOperations}` : '',
  ].filter(Boolean);
  for (const problem of short) console.log(`  ✗ the walk reached ${problem}`);
  process.exit(violationCount > 0 || short.length > 0 ? 1 : 0);
}
