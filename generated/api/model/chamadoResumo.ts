/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { EmpresaResumo } from './empresaResumo';
import type { Id } from './id';
import type { ResponsavelChamado } from './responsavelChamado';
import type { SetorChamado } from './setorChamado';
import type { StatusChamado } from './statusChamado';

/**
 * Chamado como aparece na listagem.
 */
export type ChamadoResumo = Auditoria & {
  id: Id;
  /**
   * Número do chamado exibido ao usuário.
   * @minimum 1
   */
  codigoSequencial: number;
  setor: SetorChamado;
  status: StatusChamado;
  titulo: string;
  /**
   * Previsão de conclusão; nula enquanto não definida.
   * @nullable
   */
  dataPrevisaoConclusao: string | null;
  /**
   * Momento do fechamento; nulo enquanto não FECHADO.
   * @nullable
   */
  dataFechamento: string | null;
  /** Cliente a que o chamado se refere; nulo quando aberto pela própria equipe sem cliente. */
  empresa: EmpresaResumo | null;
  responsaveis: ResponsavelChamado[];
} & Required<
    Pick<
      Auditoria & {
        id: Id;
        /**
         * Número do chamado exibido ao usuário.
         * @minimum 1
         */
        codigoSequencial: number;
        setor: SetorChamado;
        status: StatusChamado;
        titulo: string;
        /**
         * Previsão de conclusão; nula enquanto não definida.
         * @nullable
         */
        dataPrevisaoConclusao: string | null;
        /**
         * Momento do fechamento; nulo enquanto não FECHADO.
         * @nullable
         */
        dataFechamento: string | null;
        /** Cliente a que o chamado se refere; nulo quando aberto pela própria equipe sem cliente. */
        empresa: EmpresaResumo | null;
        responsaveis: ResponsavelChamado[];
      },
      'createdAt'
    >
  >;
