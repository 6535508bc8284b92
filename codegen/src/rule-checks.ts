import { didYouMean } from './suggest';

/**
 * The contract's `x-regra` names against the registry that implements them
 * (src/lib/validation/contract-rules.ts, read by the app's forms and the mock API): `npm run generate`
 * stops when a property names a rule nobody checks, when the registry keeps a rule no property carries
 * (dead code that a reader would take for a rule of the API), or when the catalogue of the root
 * (`x-regras.regras` of openapi/openapi.yaml, what a backend developer reads) and the registry differ.
 */

export const REGISTRY_FILE = 'src/lib/validation/contract-rules.ts';
export const CATALOGUE = 'openapi/openapi.yaml x-regras.regras';

/** Where each `x-regra` of the document is, as a dotted path ('components.schemas.CidadeInput.properties.codigoIbge'). */
export function ruleUses(document: unknown): Array<{ where: string; rule: unknown }> {
  const uses: Array<{ where: string; rule: unknown }> = [];
  const walk = (node: unknown, path: string[]) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, String(index)]));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'x-regra') uses.push({ where: path.join('.'), rule: value });
        // The root's catalogue names the rules; it is checked apart, not as a use.
        else if (!(path.length === 0 && key === 'x-regras')) walk(value, [...path, key]);
      }
    }
  };
  walk(document, []);
  return uses;
}

/** The rule names the root's catalogue describes (`x-regras.regras`). */
function catalogued(document: unknown): string[] {
  const root = (document ?? {}) as { 'x-regras'?: { regras?: Record<string, unknown> } };
  return Object.keys(root['x-regras']?.regras ?? {});
}

/** One line per difference between the bundled contract's rules and the registry's `known` names. */
export function ruleProblems(document: unknown, known: readonly string[]): string[] {
  const uses = ruleUses(document);
  const used = new Set(uses.map((use) => use.rule));
  const listed = catalogued(document);
  const names = known.map((name) => `'${name}'`).join(', ') || 'none';
  return [
    ...uses
      .filter((use) => typeof use.rule !== 'string' || !known.includes(use.rule))
      .map(
        ({ where, rule }) =>
          `${where}: x-regra ${JSON.stringify(rule)} is not a rule of ${REGISTRY_FILE} (its rules: ${names}): fix the name${didYouMean(String(rule), known, "'")} or add the rule, its check and its message there`,
      ),
    ...known
      .filter((name) => !used.has(name))
      .map(
        (name) =>
          `${REGISTRY_FILE}: rule '${name}' is carried by no property of the contract: give the property it checks x-regra: ${name}, or remove the rule`,
      ),
    ...known
      .filter((name) => !listed.includes(name))
      .map((name) => `${CATALOGUE}: rule '${name}' is not described: add it, in pt-BR, with its message`),
    ...listed
      .filter((name) => !known.includes(name))
      .map(
        (name) =>
          `${CATALOGUE}: '${name}' is not a rule of ${REGISTRY_FILE}: remove it or add the rule there`,
      ),
  ];
}

export class RuleRegistryError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `the contract's rules do not match ${REGISTRY_FILE}:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
    this.name = 'RuleRegistryError';
  }
}
