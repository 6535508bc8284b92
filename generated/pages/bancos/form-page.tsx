/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { alteraBanco, criaBanco, getBuscaBancoQueryOptions } from '@generated/api/bancos/bancos';
import type { Banco, BancoInput } from '@generated/api/model';
import { bancosResource } from '@generated/tables/resources';
import { AlteraBancoBody, CriaBancoBody } from '@generated/zod/bancos/bancos';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof BancoInput]?: unknown };

const config: FormPageConfig<Banco, Values, BancoInput> = {
  resource: bancosResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'codigo', label: 'Código', kind: 'code', required: true, length: 3 },
        { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 120 },
        { name: 'ispb', label: 'ISPB', kind: 'code', required: true, length: 8 },
      ],
    },
  ],
  createSchema: CriaBancoBody,
  updateSchema: AlteraBancoBody,
  defaults: { codigo: '', nome: '', ispb: '' },
  recordQuery: (id) => getBuscaBancoQueryOptions(id),
  toValues: (record) => ({ codigo: record.codigo, nome: record.nome, ispb: record.ispb }),
  create: (values) => criaBanco(values),
  update: (id, values) => alteraBanco(id, values),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.nome ?? ''}`,
};

/** Create (novo) and edit (:id/edita) page: Bancos. */
export function BancosFormPage() {
  return <ResourceFormPage config={config} />;
}
