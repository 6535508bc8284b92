/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Usuario } from '@generated/api/model';
import { getBuscaUsuarioQueryOptions } from '@generated/api/usuarios/usuarios';
import { usuariosResource } from '@generated/resources';
import { ReferenceList, ResourceViewPage, type ViewPageConfig } from '@/kit';
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
        { label: 'Permissão', value: (record) => record.permissao?.descricao },
        { label: 'E-mail confirmado', value: (record) => formatBoolean(record.emailConfirmado) },
      ],
    },
    {
      title: 'Empresas',
      fields: [
        {
          label: 'Empresas',
          value: (record) => <ReferenceList value={record.empresas?.map((item) => item.nome)} />,
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
