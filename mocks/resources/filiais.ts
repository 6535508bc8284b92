import { filiaisMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { Filial, FilialInput } from '@generated/api/model';
import type { MockDatabase, Stored } from '../db/database';
import { contactIds, resolveContacts } from './address';
import { formatCpfCnpj, isValidCpfCnpj } from './customer-support';
import {
  cascade,
  conflict,
  duplicateOf,
  filterWhen,
  invalid,
  isRefusal,
  refusalOf,
  required,
  upper,
  upperOrNull,
} from './rules';

type Row = Stored<Filial>;

/** Rules between fields: the document matches the person type, the CRT the tax regime. */
function consistency(input: FilialInput, cpfcnpj: string) {
  const documentOk = isValidCpfCnpj(cpfcnpj) && (input.tipoPessoa === 'FISICA') === (cpfcnpj.length === 11);
  const crtOk = input.regimeTributario === 'SIMPLES_NACIONAL' ? input.crt !== 3 : input.crt === 3;
  return [
    documentOk ? null : invalid('cpfcnpj', 'CPF/CNPJ inválido'),
    crtOk ? null : invalid('crt', 'Opção inválida'),
  ];
}

/** Branch code unique within the customer, and a single head office (MATRIZ) per customer (409). */
function uniqueness(db: MockDatabase, input: FilialInput, current?: Row) {
  const siblings = db.resources.filiais
    .all()
    .filter((filial) => filial.empresaId === input.empresaId && filial.id !== current?.id);
  return [
    siblings.some((filial) => filial.codigo === input.codigo)
      ? conflict('codigo', 'Código já cadastrado para este cliente')
      : null,
    input.tipo === 'MATRIZ' && siblings.some((filial) => filial.tipo === 'MATRIZ')
      ? conflict('tipo', 'O cliente já possui uma matriz')
      : null,
  ];
}

export const filiais = defineResource<Row, FilialInput>(filiaisMock, {
  searchText: (filial) =>
    `${filial.codigo} ${filial.nome} ${filial.fantasia ?? ''} ${filial.cpfcnpj} ${formatCpfCnpj(filial.cpfcnpj)} ${filial.empresa.nome} ${filial.endereco.cidade?.nome ?? ''}`,
  exportColumns: [
    { header: 'Cliente', value: (filial) => filial.empresa.nome },
    { header: 'Código', value: (filial) => filial.codigo },
    { header: 'Nome', value: (filial) => filial.nome },
    { header: 'Nome fantasia', value: (filial) => filial.fantasia ?? '' },
    { header: 'CPF/CNPJ', value: (filial) => formatCpfCnpj(filial.cpfcnpj) },
    { header: 'Inscrição estadual', value: (filial) => filial.ie ?? '' },
    { header: 'Tipo', value: (filial) => (filial.tipo === 'MATRIZ' ? 'Matriz' : 'Filial') },
    { header: 'Regime tributário', value: (filial) => filial.regimeTributario },
    { header: 'CRT', value: (filial) => filial.crt },
    { header: 'Cidade', value: (filial) => filial.endereco.cidade?.nome ?? '' },
    { header: 'Ativo', value: (filial) => filial.ativo },
    { header: 'Criado em', value: (filial) => filial.createdAt },
  ],
  filters: (query) =>
    filterWhen<Row>(query.empresaId, (filial) => filial.empresaId === Number(query.empresaId)),
  toRecord: (input, db, current) => {
    const table = db.resources.filiais;
    const cpfcnpj = input.cpfcnpj.toUpperCase();
    const empresa = required(db.resources.empresas, input.empresaId, 'empresaId', {
      active: true,
      keep: current?.empresaId,
    });
    const contacts = resolveContacts(input, db, current, '', contactIds(table.all()));
    const refusal = refusalOf(
      empresa,
      contacts,
      ...consistency(input, cpfcnpj),
      ...uniqueness(db, input, current),
      duplicateOf(table, 'cpfcnpj', cpfcnpj, current, 'CPF/CNPJ já cadastrado'),
    );
    if (refusal || isRefusal(empresa) || isRefusal(contacts)) return refusal as NonNullable<typeof refusal>;
    const fields = { codigo: input.codigo, nome: upper(input.nome), fantasia: upperOrNull(input.fantasia) };
    if (current) {
      // Units keep a summary of their branch and of its customer.
      const filial = { id: current.id, ...fields };
      cascade(db.resources.unidades, (unidade) =>
        unidade.filialId === current.id
          ? { ...unidade, filial, empresaId: empresa.id, empresa: { id: empresa.id, nome: empresa.nome } }
          : undefined,
      );
    }
    return {
      fields: {
        ...fields,
        cpfcnpj,
        ie: input.ie ?? null,
        tipo: input.tipo,
        tipoPessoa: input.tipoPessoa,
        regimeTributario: input.regimeTributario,
        crt: input.crt,
        empresaId: empresa.id,
        empresa: { id: empresa.id, nome: empresa.nome },
        ...contacts,
      },
    };
  },
});
