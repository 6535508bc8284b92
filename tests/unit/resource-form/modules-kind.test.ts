import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CriaPlanoBody } from '@generated/zod/planos/planos';
import { buildFormSchema } from '@/kit/form/form-schema';
import type { FormSection } from '@/kit/kit-types';
import { modulesKind } from '@/resources/planos/module-picker/modules-kind';

/** The plan form's modules field (kind `modules`): the form keeps the modules, the body gets their ids. */
const sections: FormSection[] = [
  {
    title: 'Dados gerais',
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'upper', required: true, maxLength: 120 },
      { name: 'valor', label: 'Valor mensal', kind: 'currency', required: true, min: 0 },
      { name: 'moduloIds', label: 'Módulos', kind: modulesKind, required: true, span: 12 },
    ],
  },
];
const schema = buildFormSchema(CriaPlanoBody, sections);

const basico = { id: 1, codigo: 'BASICO', descricao: 'MÓDULO BÁSICO', valor: 149.9 };
const cte = { id: 2, codigo: 'CTE', descricao: 'CT-E', valor: 89.9 };

function errorsOf(values: unknown): Record<string, string> {
  const result = (schema as z.ZodType).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('form kind modules (plan modules)', () => {
  it('requires at least one module', () => {
    expect(errorsOf({ descricao: 'Plano', valor: 10, moduloIds: [] })).toEqual({
      moduloIds: 'Campo obrigatório',
    });
  });

  it('refuses a choice without BASICO with "O módulo básico deve ser selecionado"', () => {
    expect(errorsOf({ descricao: 'Plano', valor: 10, moduloIds: [cte] })).toEqual({
      moduloIds: 'O módulo básico deve ser selecionado',
    });
  });

  it('sends the ids of the chosen modules as moduloIds', () => {
    expect(schema.parse({ descricao: ' plano ', valor: 10, moduloIds: [basico, cte] })).toEqual({
      descricao: 'PLANO',
      valor: 10,
      moduloIds: [1, 2],
    });
  });
});
