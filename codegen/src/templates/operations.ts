import type { Contract } from '../contract';
import { literal } from '../expressions';

/** The banner of a file made from the contract alone (generated/api's words). */
const CONTRACT_BANNER = '/**\n * generated — do not edit. Source: openapi/ (npm run generate).\n */';

/**
 * generated/tables/operations.ts: every operation of the contract (method, path, operationId, summary, tag,
 * the error statuses it declares), in the contract's order. The demo's QA panel (mocks/qa/panel.tsx) offers
 * them to pick a forced failure from, the mock API tells which operation a call is with it (mocks/kit/qa.ts,
 * operationOf) and checks its error answers are declared (mocks/kit/contract-answers.ts). Only mock code
 * imports it: it never reaches a production build.
 */
/** The 4xx statuses an operation's responses name ('default' covers the rest). */
function declaredErrors(responses: Record<string, unknown> | undefined): number[] {
  return Object.keys(responses ?? {})
    .filter((status) => /^4\d\d$/.test(status))
    .map(Number);
}

export function renderOperations(contract: Contract): string {
  const operations = [...contract.operations.values()].map(({ method, path, operation }) => {
    const entries: Array<[string, string]> = [
      ['method', literal(method.toUpperCase())],
      ['path', literal(path)],
      ['operationId', literal(operation.operationId ?? '')],
      ['summary', literal(operation.summary ?? '')],
      ['tag', literal(operation.tags?.[0] ?? '')],
      ['errors', literal(declaredErrors(operation.responses))],
    ];
    return `{ ${entries.map(([key, value]) => `${key}: ${value}`).join(', ')} }`;
  });
  return `${CONTRACT_BANNER}

/**
 * One operation of the contract: its HTTP method, its path under the API's base (with {parameters}), its
 * names and the error statuses (4xx) it declares one by one.
 */
export interface ContractOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  errors: readonly number[];
}

export const contractOperations: readonly ContractOperation[] = [${operations.join(',\n')}];
`;
}
