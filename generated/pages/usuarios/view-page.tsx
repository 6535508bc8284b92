/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Usuario } from '@generated/api/model';
import { getBuscaUsuarioQueryOptions } from '@generated/api/usuarios/usuarios';
import { usuariosResource } from '@generated/tables/resources';
import { RecordLink, RecordLinks, ResourceViewPage, type ViewPageConfig } from '@/kit';
import { formatBoolean } from '@/lib/format/labels';

const config: ViewPageConfig<Usuario> = {
  resource: usuariosResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Nome', value: (record) => record.nome },
        { label: 'E-mail', value: (record) => record.email },
        { label: 'Equipe do provedor', value: (record) => formatBoolean(record.admin) },
        {
          label: 'Permissão',
          value: (record) => (
            <RecordLink segment="permissoes" id={record.permissaoId}>
              {record.permissao?.descricao}
            </RecordLink>
          ),
        },
        { label: 'E-mail confirmado', value: (record) => formatBoolean(record.emailConfirmado) },
      ],
    },
    {
      title: 'Clientes',
      fields: [
        {
          label: 'Clientes',
          value: (record) => (
            <RecordLinks
              segment="empresas"
              items={record.empresas?.map((item) => ({ id: item.id, label: item.nome }))}
            />
          ),
          span: 12,
        },
      ],
    },
  ],
  recordQuery: (id) => getBuscaUsuarioQueryOptions(id),
  recordLabel: (record) => record.nome,
};

/** View page (:id/consulta): Usuários. */
export function UsuariosViewPage() {
  return <ResourceViewPage config={config} />;
}
