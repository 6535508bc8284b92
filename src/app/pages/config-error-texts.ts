import type { RuntimeConfigError } from '@/lib/config/runtime-config';
import type { RuntimeConfigFault, RuntimeConfigKey } from '@/lib/config/runtime-config-rules';

/**
 * The words of the page a build without the mock API shows when config.json is refused
 * (./config-error-page.tsx): loaded with it, only then.
 */
export const configErrorTexts = {
  missing: 'Configuração ausente',
  invalid: 'Configuração inválida',
  lead: 'Esta implantação não tem uma configuração válida: o Retaguarda não foi iniciado.',
  operator: 'Para quem mantém o servidor:',
  fix: 'Gere o config.json desta implantação com deploy/render.sh (veja docs/deployment.md) e recarregue a página.',
  /** In the console, with the problem. */
  log: 'Configuração ausente ou inválida: o Retaguarda não foi iniciado.',
} as const;

/** What each key should hold, for the message of an invalid one. */
const EXPECTED: Readonly<Record<RuntimeConfigKey, string>> = {
  apiBaseUrl: 'o caminho ou a URL da API',
  socketUrl: 'o caminho ou a URL do socket',
  tileUrl: 'o modelo de URL dos mapas',
  mocks: 'true ou false',
  superUserEmail: 'um e-mail',
  idleTimeoutMinutes: 'um número inteiro de minutos, 0 ou mais',
};

function describeFault(fault: RuntimeConfigFault): string {
  switch (fault.fault) {
    case 'object':
      return 'não é um objeto JSON';
    case 'missing':
      return `${fault.key} ausente`;
    case 'invalid':
      return `${fault.key} inválido (esperado: ${EXPECTED[fault.key]})`;
    case 'mocks':
      return 'mocks é true, mas esta versão não tem a API simulada (use false)';
  }
}

export interface ConfigRefusalText {
  /** 'missing': no config.json to read (not found, unreadable, a page in its place); 'invalid': its content. */
  reason: 'missing' | 'invalid';
  /** What is wrong, for whoever runs the server: '/config.json não encontrado (HTTP 404).' */
  problem: string;
}

/** The refusal in words: the page's title and the operator's line. */
export function describeConfigRefusal({
  url,
  refusal,
}: Pick<RuntimeConfigError, 'url' | 'refusal'>): ConfigRefusalText {
  switch (refusal.problem) {
    case 'status':
      return refusal.status === 404
        ? { reason: 'missing', problem: `${url} não encontrado (HTTP 404).` }
        : { reason: 'missing', problem: `${url} não pôde ser lido (HTTP ${refusal.status}).` };
    case 'network':
      return { reason: 'missing', problem: `${url} não pôde ser lido (falha de rede).` };
    case 'html':
      return {
        reason: 'missing',
        problem: `${url} não encontrado: o servidor respondeu uma página HTML em seu lugar.`,
      };
    case 'syntax':
      return { reason: 'invalid', problem: `${url} não é JSON válido.` };
    case 'content':
      return { reason: 'invalid', problem: `${url}: ${refusal.faults.map(describeFault).join('; ')}.` };
  }
}
