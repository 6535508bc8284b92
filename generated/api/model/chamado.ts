/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Anexo } from './anexo';
import type { ChamadoResumo } from './chamadoResumo';
import type { ComentarioChamado } from './comentarioChamado';

/**
 * Chamado completo (detalhes), com anexos e comentários (mais antigos primeiro).
 */
export type Chamado = ChamadoResumo & {
  /** Texto rico (HTML sanitizado pela interface antes de exibir). */
  descricao: string;
  anexos: Anexo[];
  /**
   * Informado ao fechar; nulo enquanto o chamado não foi fechado.
   * @nullable
   */
  solicitacaoResolvida: boolean | null;
  comentarios: ComentarioChamado[];
};
