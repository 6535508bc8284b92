/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { CpfCnpj } from './cpfCnpj';
import type { EmailContato } from './emailContato';
import type { Endereco } from './endereco';
import type { Id } from './id';
import type { InscricaoEstadual } from './inscricaoEstadual';
import type { Telefone } from './telefone';

/**
 * Dados do cliente. Na criação e na alteração viajam como JSON no campo `dados` do multipart/form-data (ver EmpresaFormulario). Textos gravados em maiúsculas.
 */
export interface EmpresaInput {
  /**
   * Razão social ou nome.
   * @minLength 1
   * @maxLength 150
   */
  nome: string;
  cpfcnpj: CpfCnpj;
  ie?: InscricaoEstadual | null;
  /** Acesso limitado (clientes assim não aparecem no seletor de clientes). */
  acessoLimitado?: boolean;
  /** Plano de assinatura. */
  planoId: Id;
  /** Servidor de aplicação do cliente (somente servidores ativos). */
  servidorId: Id;
  endereco: Endereco;
  telefones?: Telefone[];
  emails?: EmailContato[];
}
