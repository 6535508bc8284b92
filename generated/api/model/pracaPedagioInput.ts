/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { SentidoPracaPedagio } from './sentidoPracaPedagio';
import type { Uf } from './uf';
import type { ValorPracaPedagio } from './valorPracaPedagio';

/**
 * Dados de praça de pedágio enviados na criação e na alteração.
 */
export interface PracaPedagioInput {
  /**
   * Nome da praça (gravado em maiúsculas).
   * @minLength 1
   * @maxLength 120
   */
  nome: string;
  /**
   * Concessionária que opera a praça (gravada em maiúsculas).
   * @minLength 1
   * @maxLength 120
   */
  concessionaria: string;
  /**
   * Rodovia no formato sigla-número, em maiúsculas (ex. BR-116, SP-348, ERS-122).
   * @pattern ^[A-Z]{2,3}-[0-9]{3}$
   */
  rodovia: string;
  /**
   * Quilômetro da rodovia onde fica a praça (até 3 casas decimais; ex. 71.5).
   * @minimum 0
   */
  km: number;
  uf: Uf;
  /** Cidade (município) onde fica a praça. */
  cidadeId: Id;
  sentido: SentidoPracaPedagio;
  /**
   * Latitude da praça (graus decimais), usada no cálculo de rotas.
   * @minimum -90
   * @maximum 90
   */
  latitude: number;
  /**
   * Longitude da praça (graus decimais), usada no cálculo de rotas.
   * @minimum -180
   * @maximum 180
   */
  longitude: number;
  /**
   * Tarifas por número de eixos (no máximo uma por número de eixos, de 2 a 9). Também podem ser carregadas em lote pela importação de valores de pedágio.
   * @maxItems 8
   */
  valores?: ValorPracaPedagio[];
}
