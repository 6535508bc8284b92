/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { Referencia } from './referencia';
import type { UsuarioResumo } from './usuarioResumo';

/**
 * Vínculo de um usuário com um cliente. `ativo` é a situação do vínculo (ativar/inativar com o cabeçalho empresaId); `servidor` é o servidor alternativo do usuário nesse cliente (nulo = usa o servidor do cliente).
 */
export interface UsuarioEmpresa {
  id: Id;
  ativo: boolean;
  emailConfirmado: boolean;
  usuario: UsuarioResumo;
  servidor: Referencia | null;
}
