/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Ncm, NcmInput } from '@generated/api/model';
import { alteraNcm, criaNcm, getBuscaNcmQueryOptions } from '@generated/api/ncms/ncms';
import { ncmsResource } from '@generated/tables/resources';
import { AlteraNcmBody, CriaNcmBody } from '@generated/zod/ncms/ncms';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof NcmInput]?: unknown };

const config: FormPageConfig<Ncm, Values, NcmInput> = {
  resource: ncmsResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'codigo', label: 'Código', kind: 'ncm', required: true },
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
  createSchema: CriaNcmBody,
  updateSchema: AlteraNcmBody,
  defaults: { codigo: '', descricao: '' },
  recordQuery: (id) => getBuscaNcmQueryOptions(id),
  toValues: (record) => ({ codigo: record.codigo, descricao: record.descricao }),
  create: (values) => criaNcm(values),
  update: (id, values) => alteraNcm(id, values),
  recordLabel: (record) => record.codigo,
};

/** Create (novo) and edit (:id/edita) page: NCMs. */
export function NcmsFormPage() {
  return <ResourceFormPage config={config} />;
}
