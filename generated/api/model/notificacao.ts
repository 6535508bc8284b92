/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { AcaoNotificacao } from './acaoNotificacao';
import type { Id } from './id';
import type { VarianteNotificacao } from './varianteNotificacao';

export interface Notificacao {
  id: Id;
  titulo: string;
  descricao: string;
  variante: VarianteNotificacao;
  lido: boolean;
  /** Momento da notificação (na última semana a interface mostra dia da semana e hora). */
  createdAt: string;
  notificacaoAcao: AcaoNotificacao | null;
}
