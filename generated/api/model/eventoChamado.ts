/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { MudancaPrevisaoChamado } from './mudancaPrevisaoChamado';
import type { MudancaResponsaveisChamado } from './mudancaResponsaveisChamado';
import type { MudancaStatusChamado } from './mudancaStatusChamado';
import type { TipoEventoChamado } from './tipoEventoChamado';
import type { UsuarioResumo } from './usuarioResumo';

/**
 * Uma mudança do chamado (buscaHistoricoChamado). Cada tipo traz o seu campo: status em STATUS, FECHAMENTO e REABERTURA; previsao em PREVISAO; responsaveis em RESPONSAVEIS; solicitacaoResolvida também em FECHAMENTO. Os campos de outro tipo não vêm.
 */
export interface EventoChamado {
  id: Id;
  tipo: TipoEventoChamado;
  /** Quem fez a mudança (o usuário da sessão da chamada que a fez). */
  usuario: UsuarioResumo;
  /** Momento da mudança. */
  createdAt: string;
  status?: MudancaStatusChamado;
  previsao?: MudancaPrevisaoChamado;
  responsaveis?: MudancaResponsaveisChamado;
  /** No FECHAMENTO, se a solicitação do cliente foi atendida. */
  solicitacaoResolvida?: boolean;
}
