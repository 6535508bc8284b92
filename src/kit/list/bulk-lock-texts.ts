import { plural } from '@/lib/format/plural';

/** Texts of the bulk lock drawer (pt-BR, our own wording): they load with the drawer, on first use. */
export const bulkLockTexts = {
  lockTitle: 'Inativar registros',
  unlockTitle: 'Ativar registros',
  /** '3 registros selecionados'. */
  records: (count: number): string => plural(count, 'registro selecionado', 'registros selecionados'),
  /** What the run will do before it starts: '2 serão inativados; 1 já está inativo e será ignorado.' */
  plan: (lock: boolean, sent: number, skipped: number): string => {
    const verb = lock ? 'inativado' : 'ativado';
    const will = sent === 1 ? `1 será ${verb}` : `${sent} serão ${verb}s`;
    if (skipped === 0) return `${will}.`;
    const state = lock ? 'inativo' : 'ativo';
    const already =
      skipped === 1
        ? `1 já está ${state} e será ignorado`
        : `${skipped} já estão ${state}s e serão ignorados`;
    return sent === 0 ? `${capitalize(already)}: nada a fazer.` : `${will}; ${already}.`;
  },
  /** Progress of the run: 'Inativando… 2 de 5'. */
  progress: (lock: boolean, settled: number, total: number): string =>
    `${lock ? 'Inativando' : 'Ativando'}… ${settled} de ${total}`,
  /** The run's summary: '3 inativados, 1 falhou'. */
  summary: (lock: boolean, done: number, failed: number): string => {
    const verb = lock ? ['inativado', 'inativados'] : ['ativado', 'ativados'];
    const main = plural(done, verb[0], verb[1]);
    return failed === 0 ? main : `${main}, ${failed} ${failed === 1 ? 'falhou' : 'falharam'}`;
  },
  /** The records left alone: '1 já estava inativo (ignorado)'. */
  skipped: (lock: boolean, count: number): string =>
    count === 1
      ? `1 já estava ${lock ? 'inativo' : 'ativo'} (ignorado)`
      : `${count} já estavam ${lock ? 'inativos' : 'ativos'} (ignorados)`,
  failures: 'Não foi possível alterar:',
  /** One failed record: 'RIO BRANCO: Registro em uso'. */
  failure: (record: string, message: string): string => `${record}: ${message}`,
  keptSelected: 'Os registros que falharam continuam selecionados para tentar de novo.',
} as const;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
