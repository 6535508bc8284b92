/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { getBuscaEmpresaQueryOptions } from '@generated/api/empresas/empresas';
import type { Empresa } from '@generated/api/model';
import { EmpresasUsuariosTool } from '@generated/pages/empresas/usuarios-sub-list-tool';
import { empresasResource } from '@generated/resources';
import { AddressView, EmailsView, PhonesView, ResourceViewPage, type ViewPageConfig } from '@/kit';
import { formatCpfCnpj, formatIe } from '@/lib/format/documents';
import { formatBoolean } from '@/lib/format/labels';
import { UserAvatar } from '@/ui/user-avatar';

const config: ViewPageConfig<Empresa> = {
  resource: empresasResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        {
          label: 'Logotipo',
          value: (record) => <UserAvatar name={record.nome} avatarUrl={record.logoUrl} size="xlarge" />,
          span: 12,
        },
        { label: 'Razão social ou nome', value: (record) => record.nome, span: 12 },
        { label: 'CPF/CNPJ', value: (record) => formatCpfCnpj(record.cpfcnpj) },
        { label: 'Inscrição estadual', value: (record) => formatIe(record.ie) },
        { label: 'Plano', value: (record) => record.plano?.descricao },
        { label: 'Servidor', value: (record) => record.servidor?.nome },
        { label: 'Acesso limitado', value: (record) => formatBoolean(record.acessoLimitado) },
      ],
    },
    {
      title: 'Endereço',
      fields: [{ label: 'Endereço', value: (record) => <AddressView value={record.endereco} />, span: 12 }],
    },
    {
      title: 'Contatos',
      fields: [
        { label: 'Telefones', value: (record) => <PhonesView value={record.telefones} />, span: 12 },
        { label: 'E-mails', value: (record) => <EmailsView value={record.emails} />, span: 12 },
      ],
    },
  ],
  recordQuery: (id) => getBuscaEmpresaQueryOptions(id),
  recordLabel: (record) => record.nome,
  recordTools: [EmpresasUsuariosTool],
};

/** View page (:id/consulta): Empresas. */
export function EmpresasViewPage() {
  return <ResourceViewPage config={config} />;
}
