import { plural } from '@/lib/format/plural';

/**
 * The sign of the lock action wherever it is offered (row menu, sub-list, view header, dialog): it says
 * the action, a 'ban' to inactivate and a check to activate, not a padlock that reads as a state.
 */
export const lockActionIcon = (ativo: boolean): string => (ativo ? 'pi pi-ban' : 'pi pi-check-circle');

/** Texts of the resource kit's lock/unlock dialog, record states, status history and audit block (pt-BR). */
export const lockTexts = {
  lockTitle: 'Inativar registro',
  unlockTitle: 'Ativar registro',
  lock: 'Inativar',
  unlock: 'Ativar',
  reason: 'Motivo',
  record: 'Registro',
  locked: 'Registro inativado com sucesso',
  unlocked: 'Registro ativado com sucesso',
  /**
   * The progress under the reason towards its minimum length (trimmed), worded so it never reads as a
   * maximum: what is missing until the minimum, then that the minimum is reached.
   */
  counter: (count: number, min: number): string => {
    if (count === 0) return `Digite pelo menos ${plural(min, 'caractere', 'caracteres')}`;
    const missing = min - count;
    if (missing > 0)
      return `${missing === 1 ? 'Falta' : 'Faltam'} ${plural(missing, 'caractere', 'caracteres')} para o mínimo de ${min}`;
    return `Mínimo atingido: ${plural(count, 'caractere', 'caracteres')}`;
  },
} as const;

/** A page that shows one record (consulta, edita) and could not load it. */
export const recordTexts = {
  notFound: (singular: string): string => `Registro de ${singular} não encontrado`,
  loadFailed: 'Não foi possível carregar o registro',
  retry: 'Tentar novamente',
  backToList: 'Voltar à lista',
} as const;

export const historyTexts = {
  title: 'Histórico de ativação',
  activated: 'Ativado',
  deactivated: 'Inativado',
  reason: 'Motivo',
  by: 'Usuário',
  at: 'Data',
  loadFailed: 'Não foi possível carregar o histórico',
  retry: 'Tentar novamente',
} as const;

function auditLine(verb: string, date: string, name: string): string {
  return [verb, date && `em ${date}`, name && `por ${name}`].filter(Boolean).join(' ');
}

export const auditTexts = {
  label: 'Auditoria',
  created: 'Cadastro',
  updated: 'Alteração',
  /** 'Cadastrado em {date} por {name}'; a missing date or name leaves its part out. */
  createdLine: (date: string, name: string): string => auditLine('Cadastrado', date, name),
  /** 'Alterado em {date} por {name}'; a missing date or name leaves its part out. */
  updatedLine: (date: string, name: string): string => auditLine('Alterado', date, name),
} as const;
