import { errorMessages, successMessages, uiText } from '@/lib/messages';

/** pt-BR texts of the cloud server status dialog (the product's fixed messages come from messages.ts). */
export const cloudStatusTexts = {
  /** The dialog's title and the view page's button. */
  title: 'Situação da instância',
  /** Accessible name of the list row's icon button: 'Situação da instância APP-SP-01'. */
  titleOf: (server: string): string => `Situação da instância ${server}`,
  server: 'Servidor',
  instance: 'Instância',
  state: 'Estado',
  status: 'Situação',
  refresh: 'Atualizar',
  retry: 'Tentar novamente',
  start: 'Ligar',
  starting: 'Enviando…',
  close: uiText.close,
  loading: 'Consultando a instância…',
  /** Shown while a transition is under way (the status is read again on its own). */
  following: 'Operação em andamento: a situação é atualizada automaticamente.',
  unavailable: errorMessages.instanceInfoUnavailable,
  commandSent: successMessages.commandSent,
  commandFailed: errorMessages.commandFailed,
} as const;
