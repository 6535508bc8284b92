/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { buscaEmpresa, listaEmpresas } from '@generated/api/empresas/empresas';
import type { Empresa } from '@generated/api/model';
import type { ReferenceSource } from '@/kit';
import { formatCpfCnpj } from '@/lib/format/documents';

export const empresasReference: ReferenceSource<Empresa> = {
  key: 'empresas',
  list: listaEmpresas,
  get: buscaEmpresa,
  label: (item) => item.nome,
  detail: (item) => [formatCpfCnpj(item.cpfcnpj), item.endereco?.cidade?.nome],
  params: { acessoLimitado: false },
};
