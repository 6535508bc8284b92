import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { ReportLine } from '../../../conformance/proxy';
import { readReport, summarize } from '../../../conformance/report';
import { smallContract } from './support';

/**
 * The conformance run's verdict (conformance/report.ts) from the proxy's JSON Lines report: calls, distinct
 * operations reached, the contract's operations no call reached, and violations grouped by operation and
 * place with how many calls broke each and the first of them.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'conformance-report-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const MISSING_NOME = { at: 'response.body.nome', message: "must have required property 'nome'" };
const NOT_INTEGER = { at: 'request.path.id', message: 'must be integer' };
const NO_OPERATION = { at: 'request', message: 'nenhuma operação do contrato atende DELETE /v1/things/7' };

const LINES: ReportLine[] = [
  { method: 'GET', path: '/v1/things', status: 200, operationId: 'listaThings', violations: [] },
  { method: 'GET', path: '/v1/things', status: 200, operationId: 'listaThings', violations: [] },
  { method: 'GET', path: '/v1/things/7', status: 200, operationId: 'buscaThing', violations: [MISSING_NOME] },
  { method: 'GET', path: '/v1/things/9', status: 200, operationId: 'buscaThing', violations: [MISSING_NOME] },
  {
    method: 'GET',
    path: '/v1/things/abc',
    status: 400,
    operationId: 'buscaThing',
    violations: [NOT_INTEGER],
  },
  { method: 'DELETE', path: '/v1/things/7', status: 204, operationId: null, violations: [NO_OPERATION] },
];

const OPERATION_IDS = ['listaThings', 'criaThing', 'buscaThing', 'exportaThings', 'anexaThing', 'statusApi'];

describe('summarize', () => {
  it('counts every call, and the distinct operations they reached out of the contract’s', () => {
    const summary = summarize(LINES, OPERATION_IDS);
    expect(summary.calls).toBe(6);
    expect(summary.operations).toBe(2);
    expect(summary.totalOperations).toBe(6);
  });

  it('lists the operations no call reached, in the contract’s order', () => {
    expect(summarize(LINES, OPERATION_IDS).unreached).toEqual([
      'criaThing',
      'exportaThings',
      'anexaThing',
      'statusApi',
    ]);
  });

  it('groups violations by operation, place and message, counting calls and keeping the first as example', () => {
    expect([...summarize(LINES, OPERATION_IDS).violations]).toEqual([
      [
        "buscaThing response.body.nome: must have required property 'nome'",
        { count: 2, example: 'GET /v1/things/7 → 200' },
      ],
      ['buscaThing request.path.id: must be integer', { count: 1, example: 'GET /v1/things/abc → 400' }],
      [
        '(nenhuma operação) request: nenhuma operação do contrato atende DELETE /v1/things/7',
        { count: 1, example: 'DELETE /v1/things/7 → 204' },
      ],
    ]);
  });

  it('gives an empty report nothing reached and no violation', () => {
    const summary = summarize([], OPERATION_IDS);
    expect(summary).toMatchObject({ calls: 0, operations: 0, totalOperations: 6, unreached: OPERATION_IDS });
    expect(summary.violations.size).toBe(0);
  });
});

describe('readReport', () => {
  it('reads one exchange a line and skips blank lines', () => {
    const file = join(folder, 'read.jsonl');
    writeFileSync(file, `${JSON.stringify(LINES[0])}\n\n${JSON.stringify(LINES[5])}\n`);
    expect(readReport(file)).toEqual([LINES[0], LINES[5]]);
  });
});

describe('the report command', () => {
  const contract = join(folder, 'openapi.yaml');
  writeFileSync(contract, stringify(smallContract()));

  /** Runs conformance/report.ts on `lines`; its exit code and output. */
  async function run(lines: ReportLine[], ...options: string[]) {
    const file = join(folder, `run-${Math.random().toString(36).slice(2)}.jsonl`);
    writeFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    const args = ['--import', 'tsx', 'conformance/report.ts', file, '--contract', contract, ...options];
    try {
      const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: ROOT });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, stdout: failed.stdout };
    }
  }

  it('passes a clean walk that reached the calls and operations asked, and fails one that fell short', async () => {
    const clean = LINES.slice(0, 2);
    const enough = await run(clean, '--min-calls', '2', '--min-operations', '1');
    expect(enough.code).toBe(0);
    expect(enough.stdout).toContain('conformance: 2 calls, 1 of 6 operations, 0 violations');

    const short = await run(clean, '--min-calls', '3', '--min-operations', '2');
    expect(short.code).toBe(1);
    expect(short.stdout).toContain('the walk reached 2 calls, fewer than 3');
    expect(short.stdout).toContain('the walk reached 1 operations, fewer than 2');
  }, 60_000);

  it('fails on any violation and lists it with its count and example', async () => {
    const result = await run(LINES);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('conformance: 6 calls, 2 of 6 operations, 4 violations');
    expect(result.stdout).toContain(
      "✗ buscaThing response.body.nome: must have required property 'nome' (2×; GET /v1/things/7 → 200)",
    );
  }, 60_000);
});
