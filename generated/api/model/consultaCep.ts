/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ConsultaCepCidade } from './consultaCepCidade';
import type { Uf } from './uf';

/**
 * Endereço de um CEP, para preencher o formulário de endereço. logradouro e bairro vêm vazios em cidades de CEP único. A cidade é a do cadastro de cidades (código IBGE).
 */
export interface ConsultaCep {
  /**
   * CEP sem máscara (8 dígitos).
   * @pattern ^[0-9]{8}$
   */
  cep: string;
  /** Em maiúsculas; vazio quando o CEP é da cidade toda. */
  logradouro: string;
  /** Em maiúsculas; vazio quando o CEP é da cidade toda. */
  bairro: string;
  /** @nullable */
  complemento?: string | null;
  /** Cidade cadastrada (id e nome), para o campo cidadeId do endereço. */
  cidade: ConsultaCepCidade;
  uf: Uf;
  /**
   * Código IBGE do município (7 dígitos), o mesmo do cadastro de cidades: com o dígito verificador de CidadeInput.codigoIbge.
   * @pattern ^[0-9]{7}$
   */
  codigoIbge: string;
}
