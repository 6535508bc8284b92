import { CODE_FORMS } from '@/lib/permissions/permission-entities';
import type { RoutineActions } from './use-active-routines';

/** An action kind: the code form shared by the routines' codes ('ALT_' in ALT_CID, ALT_PAIS…) and its name. */
export interface ActionColumn {
  form: string;
  label: string;
}

/** A routine's codes by column form; a column the routine has no code for is absent. */
export interface MatrixRow {
  routine: Pick<RoutineActions, 'codigo' | 'descricao'>;
  cells: ReadonlyMap<string, string>;
}

export interface ActionMatrix {
  columns: ActionColumn[];
  rows: MatrixRow[];
}

/** Names of the standard code forms, in the matrix's column order. */
const STANDARD_COLUMNS: readonly ActionColumn[] = [
  { form: CODE_FORMS.view, label: 'Consultar' },
  { form: CODE_FORMS.create, label: 'Incluir' },
  { form: CODE_FORMS.edit, label: 'Alterar' },
  { form: CODE_FORMS.lock, label: 'Ativar/inativar' },
  { form: CODE_FORMS.import, label: 'Importar' },
  { form: CODE_FORMS.config, label: 'Alterar configurações' },
];

/**
 * The form of a routine's code: the code joins the form to the routine's code (ALT_CONF_ + EMP). A code
 * that does not end with the routine's code is a form of its own.
 */
export function formOf(code: string, routineCode: string): string {
  const suffix = `_${routineCode}`;
  return routineCode && code.endsWith(suffix) && code.length > suffix.length
    ? code.slice(0, code.length - routineCode.length)
    : code;
}

/** 'ENVIAR E-MAIL DE CONFIRMAÇÃO' → 'Enviar e-mail de confirmação' (the routine's name left out). */
function actionName(descricao: string, routine: string, fallback: string): string {
  const text = descricao.endsWith(` ${routine}`) ? descricao.slice(0, -routine.length - 1) : descricao;
  const lower = text.trim().toLocaleLowerCase('pt-BR');
  return lower ? lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1) : fallback;
}

/**
 * The routines × action kinds matrix: the standard forms first (those some routine has), then the
 * routines' own actions (DEL_, EMAIL_…) in the order they first appear, named after their description.
 */
export function actionMatrix(
  routines: readonly Pick<RoutineActions, 'codigo' | 'descricao' | 'acoes'>[],
): ActionMatrix {
  const own = new Map<string, ActionColumn>();
  const used = new Set<string>();
  const rows = routines.map((routine) => {
    const cells = new Map<string, string>();
    for (const acao of routine.acoes) {
      const form = formOf(acao.codigo, routine.codigo);
      used.add(form);
      cells.set(form, acao.codigo);
      if (!STANDARD_COLUMNS.some((column) => column.form === form) && !own.has(form)) {
        own.set(form, { form, label: actionName(acao.descricao, routine.descricao, acao.codigo) });
      }
    }
    return { routine: { codigo: routine.codigo, descricao: routine.descricao }, cells };
  });
  return { columns: [...STANDARD_COLUMNS.filter((column) => used.has(column.form)), ...own.values()], rows };
}

/** The codes of a column over the given rows. */
export function columnCodes(rows: readonly MatrixRow[], form: string): string[] {
  return rows.flatMap((row) => row.cells.get(form) ?? []);
}

/** The codes of a row. */
export function rowCodes(row: MatrixRow): string[] {
  return [...row.cells.values()];
}
