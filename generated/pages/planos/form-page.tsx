/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Plano, PlanoInput } from '@generated/api/model';
import { alteraPlano, criaPlano, getBuscaPlanoQueryOptions } from '@generated/api/planos/planos';
import { planosResource } from '@generated/tables/resources';
import { AlteraPlanoBody, CriaPlanoBody } from '@generated/zod/planos/planos';
import { type FormPageConfig, ResourceFormPage } from '@/kit';
import { modulesKind } from '@/resources/planos/module-picker/modules-kind';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof PlanoInput]?: unknown };

const config: FormPageConfig<Plano, Values, PlanoInput> = {
  resource: planosResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'descricao', label: 'Descrição', kind: 'upper', required: true, maxLength: 120 },
        { name: 'valor', label: 'Valor mensal', kind: 'currency', required: true, min: 0 },
        { name: 'moduloIds', label: 'Módulos', kind: modulesKind, required: true, span: 12 },
      ],
    },
  ],
  createSchema: CriaPlanoBody,
  updateSchema: AlteraPlanoBody,
  defaults: { descricao: '', valor: null, moduloIds: [] },
  recordQuery: (id) => getBuscaPlanoQueryOptions(id),
  toValues: (record) => ({ descricao: record.descricao, valor: record.valor, moduloIds: record.modulos }),
  create: (values) => criaPlano(values),
  update: (id, values) => alteraPlano(id, values),
  recordLabel: (record) => record.descricao,
};

/** Create (novo) and edit (:id/edita) page: Planos. */
export function PlanosFormPage() {
  return <ResourceFormPage config={config} />;
}
