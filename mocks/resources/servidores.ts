import { servidoresMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import { declaredFilters } from '../kit/declared-filters';
import type { Servidor, ServidorInput } from '@generated/api/model';
import type { Stored } from '../db/database';
import { cascade, duplicateOf, upper } from './rules';

type Row = Stored<Servidor>;

export const servidores = defineResource<Row, ServidorInput>(servidoresMock, {
  searchText: (servidor) => `${servidor.nome} ${servidor.endereco} ${servidor.magaluId ?? ''}`,
  exportColumns: [
    { header: 'Nome', value: (servidor) => servidor.nome },
    { header: 'Endereço', value: (servidor) => servidor.endereco },
    { header: 'Instância na nuvem', value: (servidor) => servidor.magaluId ?? '' },
    { header: 'Ativo', value: (servidor) => servidor.ativo },
    { header: 'Criado em', value: (servidor) => servidor.createdAt },
  ],
  filters: declaredFilters<Row>(servidoresMock, {
    // Whether the server runs on a cloud instance: its magaluId set, not a field of the filter's name.
    comInstanciaNuvem: (servidor, value) => Boolean(servidor.magaluId) === value,
  }),
  toRecord: (input, db, current) => {
    const nome = upper(input.nome);
    const duplicate = duplicateOf(db.resources.servidores, 'nome', nome, current, 'Nome já cadastrado');
    if (duplicate) return duplicate;
    if (current && current.nome !== nome) {
      const servidor = { id: current.id, nome };
      cascade(db.resources.empresas, (empresa) =>
        empresa.servidorId === current.id ? { ...empresa, servidor } : undefined,
      );
      cascade(db.usuariosEmpresa, (link) =>
        link.servidor?.id === current.id ? { ...link, servidor } : undefined,
      );
    }
    return { fields: { nome, endereco: input.endereco.trim(), magaluId: input.magaluId?.trim() || null } };
  },
});
