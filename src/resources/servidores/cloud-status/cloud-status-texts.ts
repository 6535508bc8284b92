import { errorMessages, successMessages, uiText } from '@/lib/messages';

/** pt-BR texts of the cloud server status dialog (the product's fixed messages come from messages.ts). */
export const cloudStatusTexts = {
  /** The dialog's title and the view page's button. */
  title: 'Status da instância',
  /** Accessible name of the list row's icon button: 'Status da instância APP-SP-01'. */
  titleOf: (server: string): string => `Status da instância ${server}`,
  server: 'Servidor',
  instance: 'Instância',
  state: 'Estado',
  status: 'Status',
  refresh: 'Atualizar',
  retry: 'Tentar novamente',
  start: 'Ligar',
  starting: 'Enviando…',
  close: uiText.close,
  loading: 'Consultando a instância…',
  /** Shown while a transition is under way (the status is read again on its own). */
  following: 'Operação em andamento: o status é atualizado automaticamente.',
  unavailable: errorMessages.instanceInfoUnavailable,
  commandSent: successMessages.commandSent,
  commandFailed: errorMessages.commandFailed,
} as const;
