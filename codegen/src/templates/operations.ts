import type { Contract } from '../contract';
import { literal } from '../expressions';

/** The banner of a file made from the contract alone (generated/api's words). */
const CONTRACT_BANNER = '/**\n * generated — do not edit. Source: openapi/ (npm run generate).\n */';

/**
 * generated/operations.ts: every operation of the contract (method, path, operationId, summary, tag), in
 * the contract's order. The demo's QA panel (mocks/qa/panel.tsx) offers them to pick a forced failure
 * from, and the mock API tells which operation a call is with it (mocks/kit/qa.ts, operationOf). Only mock
 * code imports it: it never reaches a production build.
 */
export function renderOperations(contract: Contract): string {
  const operations = [...contract.operations.values()].map(({ method, path, operation }) => {
    const entries: Array<[string, string]> = [
      ['method', literal(method.toUpperCase())],
      ['path', literal(path)],
      ['operationId', literal(operation.operationId ?? '')],
      ['summary', literal(operation.summary ?? '')],
      ['tag', literal(operation.tags?.[0] ?? '')],
    ];
    return `{ ${entries.map(([key, value]) => `${key}: ${value}`).join(', ')} }`;
  });
  return `${CONTRACT_BANNER}

/** One operation of the contract: its HTTP method, its path under the API's base (with {parameters}) and its names. */
export interface ContractOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operationId: string;
  summary: string;
  tag: string;
}

export const contractOperations: readonly ContractOperation[] = [${operations.join(',\n')}];
`;
}
