import type { ModuloPlano } from '@generated/api/model';
import { BASIC_MODULE, includesBasicModule } from '@/lib/validation/contract-rules';

/**
 * A module of a plan as the form keeps it (the plan's read model `modulos`): id, codigo, descricao and
 * valor, so the form can show the choice and its total and check BASICO without another call. The body
 * sends the ids (moduloIds).
 */
export type ModuleChoice = ModuloPlano;

export { BASIC_MODULE, includesBasicModule };

function isChoice(item: unknown): item is ModuleChoice {
  if (!item || typeof item !== 'object') return false;
  const { id, codigo, descricao, valor } = item as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof codigo === 'string' &&
    typeof descricao === 'string' &&
    typeof valor === 'number'
  );
}

/** The modules of a form value (anything else dropped). */
export function moduleChoices(value: unknown): ModuleChoice[] {
  return Array.isArray(value) ? value.filter(isChoice) : [];
}

/** Only the four fields the plan keeps (a list item of listaModulos carries more). */
export function toChoice({ id, codigo, descricao, valor }: ModuleChoice): ModuleChoice {
  return { id, codigo, descricao, valor };
}

/** 'BASICO - MÓDULO BÁSICO'. */
export function moduleLabel(module: Pick<ModuleChoice, 'codigo' | 'descricao'>): string {
  return `${module.codigo} - ${module.descricao}`;
}

/** The sum of the modules' monthly values, in whole cents (no floating-point residue). */
export function modulesTotal(modules: readonly Pick<ModuleChoice, 'valor'>[]): number {
  return modules.reduce((cents, module) => cents + Math.round(module.valor * 100), 0) / 100;
}

/** BASICO first, then by code: the order the form and the view show. */
export function sortedChoices(modules: readonly ModuleChoice[]): ModuleChoice[] {
  return [...modules].sort(
    (a, b) =>
      Number(b.codigo === BASIC_MODULE) - Number(a.codigo === BASIC_MODULE) ||
      a.codigo.localeCompare(b.codigo),
  );
}
