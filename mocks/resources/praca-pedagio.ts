import { pracasPedagioMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { PracaPedagio, PracaPedagioInput } from '@generated/api/model';
import type { Stored } from '../db/database';
import { foldText } from '../db/text-search';
import { filterWhen, invalid, isRefusal, refusalOf, required, upper } from './rules';

type Row = Stored<PracaPedagio>;

const SENTIDOS: Record<PracaPedagioInput['sentido'], string> = {
  CRESCENTE: 'Crescente',
  DECRESCENTE: 'Decrescente',
  AMBOS: 'Ambos',
};

export const pracasPedagio = defineResource<Row, PracaPedagioInput>(pracasPedagioMock, {
  searchText: (praca) =>
    `${praca.nome} ${praca.concessionaria} ${praca.rodovia} ${praca.cidade.nome ?? ''} ${praca.uf}`,
  exportColumns: [
    { header: 'Nome', value: (praca) => praca.nome },
    { header: 'Concessionária', value: (praca) => praca.concessionaria },
    { header: 'Rodovia', value: (praca) => praca.rodovia },
    { header: 'Km', value: (praca) => praca.km },
    { header: 'Cidade', value: (praca) => praca.cidade.nome },
    { header: 'UF', value: (praca) => praca.uf },
    { header: 'Sentido', value: (praca) => SENTIDOS[praca.sentido] },
    { header: 'Latitude', value: (praca) => praca.latitude },
    { header: 'Longitude', value: (praca) => praca.longitude },
    ...[2, 3, 4, 5, 6, 7, 8, 9].map((eixos) => ({
      header: `Tarifa ${eixos} eixos (R$)`,
      value: (praca: Row) => praca.valores?.find((valor) => valor.eixos === eixos)?.valor ?? '',
    })),
    { header: 'Ativo', value: (praca) => praca.ativo },
  ],
  filters: (query) => [
    ...filterWhen<Row>(query.uf, (praca) => praca.uf === query.uf),
    ...filterWhen<Row>(query.rodovia, (praca) => praca.rodovia === query.rodovia),
    ...filterWhen<Row>(query.concessionaria, (praca) =>
      foldText(praca.concessionaria).includes(foldText(query.concessionaria)),
    ),
    ...filterWhen<Row>(query.cidadeId, (praca) => praca.cidadeId === query.cidadeId),
    ...filterWhen<Row>(query.sentido, (praca) => praca.sentido === query.sentido),
  ],
  toRecord: (input, db, current) => {
    const cidade = required(db.resources.cidades, input.cidadeId, 'cidadeId', {
      active: true,
      keep: current?.cidadeId,
    });
    const valores = [...(input.valores ?? [])].sort((a, b) => a.eixos - b.eixos);
    const repeated = valores.some((valor, index) => index > 0 && valores[index - 1].eixos === valor.eixos);
    const refusal = refusalOf(
      cidade,
      !isRefusal(cidade) && cidade.uf !== input.uf ? invalid('cidadeId', 'Opção inválida') : null,
      repeated ? invalid('valores', 'Opção inválida') : null,
    );
    if (refusal || isRefusal(cidade)) return refusal as NonNullable<typeof refusal>;
    return {
      fields: {
        ...input,
        nome: upper(input.nome),
        concessionaria: upper(input.concessionaria),
        cidade: { id: cidade.id, nome: cidade.nome },
        valores,
      },
    };
  },
});
