/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Usuario, UsuarioInput } from '@generated/api/model';
import { alteraUsuario, criaUsuario, getBuscaUsuarioQueryOptions } from '@generated/api/usuarios/usuarios';
import { empresasReference } from '@generated/tables/references/empresas';
import { permissoesReference } from '@generated/tables/references/permissoes';
import { usuariosResource } from '@generated/tables/resources';
import { AlteraUsuarioBody, CriaUsuarioBody } from '@generated/zod/usuarios/usuarios';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof UsuarioInput]?: unknown };

const config: FormPageConfig<Usuario, Values, UsuarioInput> = {
  resource: usuariosResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 150 },
        { name: 'email', label: 'E-mail', kind: 'email', required: true, maxLength: 150 },
        { name: 'admin', label: 'Equipe do provedor', kind: 'boolean', required: true },
        {
          name: 'permissaoId',
          label: 'Permissão',
          kind: 'reference',
          reference: permissoesReference,
          hint: 'Obrigatória para a equipe do provedor.',
        },
      ],
    },
    {
      title: 'Clientes',
      fields: [{ name: 'empresaIds', label: 'Clientes', kind: 'references', reference: empresasReference }],
    },
  ],
  createSchema: CriaUsuarioBody,
  updateSchema: AlteraUsuarioBody,
  defaults: { nome: '', email: '', admin: false, permissaoId: null, empresaIds: [] },
  recordQuery: (id) => getBuscaUsuarioQueryOptions(id),
  toValues: (record) => ({
    nome: record.nome,
    email: record.email,
    admin: record.admin,
    permissaoId: record.permissaoId,
    empresaIds: record.empresaIds ?? [],
  }),
  create: (values) => criaUsuario(values),
  update: (id, values) => alteraUsuario(id, values),
  recordLabel: (record) => record.nome,
};

/** Create (novo) and edit (:id/edita) page: Usuários. */
export function UsuariosFormPage() {
  return <ResourceFormPage config={config} />;
}
