/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { alteraCfop, criaCfop, getBuscaCfopQueryOptions } from '@generated/api/cfops/cfops';
import type { Cfop, CfopInput } from '@generated/api/model';
import { tipoCfopOptions } from '@generated/tables/enums';
import { cfopsResource } from '@generated/tables/resources';
import { AlteraCfopBody, CriaCfopBody } from '@generated/zod/cfops/cfops';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof CfopInput]?: unknown };

const config: FormPageConfig<Cfop, Values, CfopInput> = {
  resource: cfopsResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'codigo', label: 'Código', kind: 'cfop', required: true },
        { name: 'tipo', label: 'Tipo', kind: 'enum', required: true, options: tipoCfopOptions },
        {
          name: 'descricao',
          label: 'Descrição',
          kind: 'textarea',
          required: true,
          maxLength: 1000,
          span: 12,
        },
      ],
    },
  ],
  createSchema: CriaCfopBody,
  updateSchema: AlteraCfopBody,
  defaults: { codigo: '', tipo: null, descricao: '' },
  recordQuery: (id) => getBuscaCfopQueryOptions(id),
  toValues: (record) => ({ codigo: record.codigo, tipo: record.tipo, descricao: record.descricao }),
  create: (values) => criaCfop(values),
  update: (id, values) => alteraCfop(id, values),
  recordLabel: (record) => record.codigo,
};

/** Create (novo) and edit (:id/edita) page: CFOPs. */
export function CfopsFormPage() {
  return <ResourceFormPage config={config} />;
}
