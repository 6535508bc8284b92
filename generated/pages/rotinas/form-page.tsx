/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Rotina, RotinaInput } from '@generated/api/model';
import { alteraRotina, criaRotina, getBuscaRotinaQueryOptions } from '@generated/api/rotinas/rotinas';
import { modulosReference } from '@generated/tables/references/modulos';
import { rotinasResource } from '@generated/tables/resources';
import { AlteraRotinaBody, CriaRotinaBody } from '@generated/zod/rotinas/rotinas';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof RotinaInput]?: unknown };

const config: FormPageConfig<Rotina, Values, RotinaInput> = {
  resource: rotinasResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'descricao', label: 'Descrição', kind: 'upper', required: true, maxLength: 120 },
        {
          name: 'codigo',
          label: 'Código',
          kind: 'upperCode',
          required: true,
          maxLength: 30,
          hint: 'Prefixo dos códigos de ação (ex. CID).',
        },
        { name: 'moduloId', label: 'Módulo', kind: 'reference', required: true, reference: modulosReference },
      ],
    },
    {
      title: 'Ações',
      fields: [
        {
          name: 'acoes',
          label: 'Ações',
          kind: 'rows',
          required: true,
          rowFields: [
            { name: 'codigo', label: 'Código', kind: 'upperCode', required: true, maxLength: 60 },
            { name: 'descricao', label: 'Descrição', kind: 'upper', required: true, maxLength: 120 },
          ],
        },
      ],
    },
  ],
  createSchema: CriaRotinaBody,
  updateSchema: AlteraRotinaBody,
  defaults: { descricao: '', codigo: '', moduloId: null, acoes: [] },
  recordQuery: (id) => getBuscaRotinaQueryOptions(id),
  toValues: (record) => ({
    descricao: record.descricao,
    codigo: record.codigo,
    moduloId: record.moduloId,
    acoes: record.acoes,
  }),
  create: (values) => criaRotina(values),
  update: (id, values) => alteraRotina(id, values),
  recordLabel: (record) => record.descricao,
};

/** Create (novo) and edit (:id/edita) page: Rotinas do sistema. */
export function RotinasFormPage() {
  return <ResourceFormPage config={config} />;
}
