import { unidadesMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { Unidade, UnidadeInput } from '@generated/api/model';
import type { Stored } from '../db/database';
import { conflict, filialResumo, filterWhen, invalid, isRefusal, refusalOf, required, upper } from './rules';

type Row = Stored<Unidade>;

export const unidades = defineResource<Row, UnidadeInput>(unidadesMock, {
  searchText: (unidade) =>
    `${unidade.codigo} ${unidade.nome} ${unidade.empresa.nome} ${unidade.filial.nome} ${unidade.filial.fantasia ?? ''}`,
  exportColumns: [
    { header: 'Cliente', value: (unidade) => unidade.empresa.nome },
    {
      header: 'Filial',
      value: (unidade) => `${unidade.filial.codigo} - ${unidade.filial.fantasia ?? unidade.filial.nome}`,
    },
    { header: 'Código', value: (unidade) => unidade.codigo },
    { header: 'Nome', value: (unidade) => unidade.nome },
    { header: 'Ativo', value: (unidade) => unidade.ativo },
    { header: 'Criado em', value: (unidade) => unidade.createdAt },
  ],
  filters: (query) => [
    ...filterWhen<Row>(query.empresaId, (unidade) => unidade.empresaId === Number(query.empresaId)),
    ...filterWhen<Row>(query.filialId, (unidade) => unidade.filialId === Number(query.filialId)),
  ],
  toRecord: (input, db, current) => {
    const empresa = required(db.resources.empresas, input.empresaId, 'empresaId', {
      active: true,
      keep: current?.empresaId,
    });
    const filial = required(db.resources.filiais, input.filialId, 'filialId', {
      active: true,
      keep: current?.filialId,
    });
    const otherCustomer = !isRefusal(filial) && filial.empresaId !== input.empresaId;
    const repeated = db.resources.unidades.find(
      (unidade) =>
        unidade.filialId === input.filialId && unidade.codigo === input.codigo && unidade.id !== current?.id,
    );
    const refusal = refusalOf(
      empresa,
      filial,
      otherCustomer ? invalid('filialId', 'Opção inválida') : null,
      repeated ? conflict('codigo', 'Código já cadastrado para esta filial') : null,
    );
    if (refusal || isRefusal(empresa) || isRefusal(filial)) return refusal as NonNullable<typeof refusal>;
    return {
      fields: {
        codigo: input.codigo,
        nome: upper(input.nome),
        empresaId: empresa.id,
        empresa: { id: empresa.id, nome: empresa.nome },
        filialId: filial.id,
        filial: filialResumo(filial),
      },
    };
  },
});
