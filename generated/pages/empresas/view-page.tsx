/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { getListaChamadosQueryOptions } from '@generated/api/chamados/chamados';
import { getBuscaEmpresaQueryOptions } from '@generated/api/empresas/empresas';
import { getListaFiliaisQueryOptions } from '@generated/api/filiais/filiais';
import type { ChamadoResumo, Empresa, Filial, Unidade, Usuario } from '@generated/api/model';
import { getListaUnidadesQueryOptions } from '@generated/api/unidades/unidades';
import { getListaUsuariosQueryOptions } from '@generated/api/usuarios/usuarios';
import { EmpresasUsuariosTool } from '@generated/pages/empresas/usuarios-sub-list-tool';
import { empresasResource } from '@generated/tables/resources';
import {
  AddressView,
  EmailsView,
  PhonesView,
  RecordLink,
  relatedList,
  ResourceViewPage,
  type ViewPageConfig,
} from '@/kit';
import { formatCpfCnpj, formatIe } from '@/lib/format/documents';
import { formatBoolean } from '@/lib/format/labels';
import { STATUS_LABELS } from '@/lib/format/ticket-labels';
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
        {
          label: 'Plano',
          value: (record) => (
            <RecordLink segment="planos" id={record.planoId}>
              {record.plano?.descricao}
            </RecordLink>
          ),
        },
        {
          label: 'Servidor',
          value: (record) => (
            <RecordLink segment="servidores" id={record.servidorId}>
              {record.servidor?.nome}
            </RecordLink>
          ),
        },
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
  related: [
    relatedList<Empresa, Filial>({
      title: 'Filiais',
      listPath: '/dashboard/filiais',
      params: (record) => ({ empresaId: record.id }),
      query: (params) => getListaFiliaisQueryOptions({ ...params, situacao: 'ALL', ordenacao: 'nome,asc' }),
      label: (row) => `${row.codigo ?? ''} - ${row.fantasia || row.nome || ''}`,
      detail: (row) => formatCpfCnpj(row.cpfcnpj),
      recordPath: (row) => `/dashboard/filiais/${row.id}/consulta`,
    }),
    relatedList<Empresa, Unidade>({
      title: 'Unidades',
      listPath: '/dashboard/unidades',
      params: (record) => ({ empresaId: record.id }),
      query: (params) => getListaUnidadesQueryOptions({ ...params, situacao: 'ALL', ordenacao: 'nome,asc' }),
      label: (row) => `${row.codigo ?? ''} - ${row.nome ?? ''}`,
      detail: (row) => `${row.filial?.codigo ?? ''} - ${row.filial?.fantasia || row.filial?.nome || ''}`,
      recordPath: (row) => `/dashboard/unidades/${row.id}/consulta`,
    }),
    relatedList<Empresa, Usuario>({
      title: 'Usuários',
      listPath: '/dashboard/usuarios',
      params: (record) => ({ empresaId: record.id }),
      query: (params) => getListaUsuariosQueryOptions({ ...params, situacao: 'ALL', ordenacao: 'nome,asc' }),
      label: (row) => row.nome,
      detail: (row) => row.email,
      recordPath: (row) => `/dashboard/usuarios/${row.id}/consulta`,
    }),
    relatedList<Empresa, ChamadoResumo>({
      title: 'Chamados abertos',
      listPath: '/dashboard/chamados',
      params: (record) => ({
        empresaId: record.id,
        status: [
          'EM_ABERTO',
          'EM_ANALISE',
          'A_DESENVOLVER',
          'EM_ANDAMENTO',
          'AGUARDANDO_RESPOSTA_CLIENTE',
          'AGUARDANDO_RESPOSTA_SUPORTE',
        ],
      }),
      query: (params) => getListaChamadosQueryOptions({ ...params, ordenacao: 'createdAt,desc' }),
      label: (row) => `#${row.codigoSequencial ?? ''} ${row.titulo ?? ''}`,
      detail: (row) => STATUS_LABELS[row.status],
      recordPath: (row) => `/dashboard/chamados/${row.id ?? ''}/detalhes`,
      empty: 'Nenhum chamado aberto',
    }),
  ],
};

/** View page (:id/consulta): Clientes. */
export function EmpresasViewPage() {
  return <ResourceViewPage config={config} />;
}
