import { useQuery } from '@tanstack/react-query';
import { listaRotinas } from '@generated/api/rotinas/rotinas';
import type { Rotina } from '@generated/api/model';

/** A routine and the actions a permission can grant through it. */
export interface RoutineActions {
  id: number;
  codigo: string;
  descricao: string;
  acoes: { codigo: string; descricao: string }[];
}

/** The codes of a value grouped by routine (in the routines' order), and those no routine offers. */
export interface GroupedCodes {
  groups: { routine: RoutineActions; acoes: RoutineActions['acoes'] }[];
  others: string[];
}

/** Every active routine (all pages of 100), by description. */
async function allActiveRoutines(signal: AbortSignal): Promise<Rotina[]> {
  const routines: Rotina[] = [];
  for (let pagina = 1; ; pagina += 1) {
    const page = await listaRotinas(
      { situacao: 'UNLOCK', pagina, limitePagina: 100, ordenacao: 'descricao,asc' },
      undefined,
      signal,
    );
    routines.push(...page.items);
    if (pagina >= page.totalPaginas || page.items.length === 0) return routines;
  }
}

/** The active routines that have actions (the picker's data; one cache entry for the field, dialog and view). */
export function useActiveRoutines() {
  return useQuery({
    queryKey: ['reference', 'rotinas', 'acoes'],
    queryFn: ({ signal }) => allActiveRoutines(signal),
    select: (routines): RoutineActions[] =>
      routines
        .filter((rotina) => rotina.acoes.length > 0)
        .map(({ id, codigo, descricao, acoes }) => ({
          id,
          codigo,
          descricao,
          acoes: acoes.map(({ codigo: code, descricao: text }) => ({ codigo: code, descricao: text })),
        })),
  });
}

/** The action codes of a form value (anything else dropped). */
export function actionCodes(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
}

export function groupCodes(codes: readonly string[], routines: readonly RoutineActions[]): GroupedCodes {
  const chosen = new Set(codes);
  const offered = new Set<string>();
  const groups = routines.flatMap((routine) => {
    routine.acoes.forEach((acao) => offered.add(acao.codigo));
    const acoes = routine.acoes.filter((acao) => chosen.has(acao.codigo));
    return acoes.length > 0 ? [{ routine, acoes }] : [];
  });
  return { groups, others: codes.filter((code) => !offered.has(code)).sort() };
}
