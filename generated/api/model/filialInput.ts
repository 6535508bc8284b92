/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { CpfCnpj } from './cpfCnpj';
import type { Crt } from './crt';
import type { EmailContato } from './emailContato';
import type { Endereco } from './endereco';
import type { Id } from './id';
import type { InscricaoEstadual } from './inscricaoEstadual';
import type { RegimeTributario } from './regimeTributario';
import type { Telefone } from './telefone';
import type { TipoFilial } from './tipoFilial';
import type { TipoPessoa } from './tipoPessoa';

/**
 * Dados da filial enviados na criação e na alteração. Textos gravados em maiúsculas.
 */
export interface FilialInput {
  /**
   * Código da filial, único dentro do cliente.
   * @minimum 1
   * @maximum 9999
   */
  codigo: number;
  /**
   * Nome fantasia.
   * @maxLength 150
   * @nullable
   */
  fantasia?: string | null;
  /**
   * Razão social ou nome.
   * @minLength 1
   * @maxLength 150
   */
  nome: string;
  cpfcnpj: CpfCnpj;
  ie?: InscricaoEstadual | null;
  tipo: TipoFilial;
  tipoPessoa: TipoPessoa;
  regimeTributario: RegimeTributario;
  crt: Crt;
  /** Cliente dono da filial. */
  empresaId: Id;
  endereco: Endereco;
  telefones?: Telefone[];
  emails?: EmailContato[];
}
