/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Permissao, PermissaoInput } from '@generated/api/model';
import {
  alteraPermissao,
  criaPermissao,
  getBuscaPermissaoQueryOptions,
} from '@generated/api/permissoes/permissoes';
import { permissoesResource } from '@generated/tables/resources';
import { AlteraPermissaoBody, CriaPermissaoBody } from '@generated/zod/permissoes/permissoes';
import { type FormPageConfig, ResourceFormPage } from '@/kit';
import { actionCodesKind } from '@/resources/permissoes/permission-picker/action-codes-kind';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof PermissaoInput]?: unknown };

const config: FormPageConfig<Permissao, Values, PermissaoInput> = {
  resource: permissoesResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'descricao', label: 'Descrição', kind: 'upper', required: true, maxLength: 100 },
        { name: 'admin', label: 'Equipe do provedor', kind: 'boolean', required: true },
      ],
    },
    {
      title: 'Ações por rotina',
      fields: [
        {
          name: 'acoes',
          label: 'Ações liberadas',
          kind: actionCodesKind,
          required: true,
          span: 12,
          hint: "Em 'Selecionar ações', marque na matriz de rotinas e ações o que este perfil pode fazer.",
        },
      ],
    },
  ],
  createSchema: CriaPermissaoBody,
  updateSchema: AlteraPermissaoBody,
  defaults: { descricao: '', admin: false, acoes: [] },
  recordQuery: (id) => getBuscaPermissaoQueryOptions(id),
  toValues: (record) => ({ descricao: record.descricao, admin: record.admin, acoes: record.acoes }),
  create: (values) => criaPermissao(values),
  update: (id, values) => alteraPermissao(id, values),
  recordLabel: (record) => record.descricao,
};

/** Create (novo) and edit (:id/edita) page: Permissões. */
export function PermissoesFormPage() {
  return <ResourceFormPage config={config} />;
}
