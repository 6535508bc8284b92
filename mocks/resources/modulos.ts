import { modulosMock } from '@generated/tables/mock-resources';
import { BASIC_MODULE } from '@/lib/validation/contract-rules';
import { defineResource } from '../kit/define-resource';
import type { Modulo, ModuloInput } from '@generated/api/model';
import type { Stored } from '../db/database';
import { cascade, duplicateOf, filterWhen, invalid, upper } from './rules';

type Row = Stored<Modulo>;

export const modulos = defineResource<Row, ModuloInput>(modulosMock, {
  searchText: (modulo) => `${modulo.codigo} ${modulo.descricao}`,
  exportColumns: [
    { header: 'Código', value: (modulo) => modulo.codigo },
    { header: 'Descrição', value: (modulo) => modulo.descricao },
    { header: 'Valor mensal (R$)', value: (modulo) => modulo.valor },
    { header: 'Ativo', value: (modulo) => modulo.ativo },
    { header: 'Criado em', value: (modulo) => modulo.createdAt },
  ],
  filters: (query) => [
    ...filterWhen<Row>(query.valorMinimo, (modulo) => modulo.valor >= Number(query.valorMinimo)),
    ...filterWhen<Row>(query.valorMaximo, (modulo) => modulo.valor <= Number(query.valorMaximo)),
  ],
  toRecord: (input, db, current) => {
    const codigo = upper(input.codigo);
    if (current?.codigo === BASIC_MODULE && codigo !== BASIC_MODULE)
      return invalid('codigo', 'Código inválido');
    const duplicate = duplicateOf(db.resources.modulos, 'codigo', codigo, current, 'Código já cadastrado');
    if (duplicate) return duplicate;
    const fields = { codigo, descricao: upper(input.descricao), valor: input.valor };
    if (current) {
      // Plans and routines keep a copy of the module's code, description and value.
      const copy = { id: current.id, ...fields };
      cascade(db.resources.planos, (plano) =>
        plano.moduloIds.includes(current.id)
          ? { ...plano, modulos: plano.modulos.map((modulo) => (modulo.id === current.id ? copy : modulo)) }
          : undefined,
      );
      cascade(db.resources.rotinas, (rotina) =>
        rotina.moduloId === current.id && rotina.modulo.descricao !== fields.descricao
          ? { ...rotina, modulo: { id: current.id, descricao: fields.descricao } }
          : undefined,
      );
    }
    return { fields };
  },
});
