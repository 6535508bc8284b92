import { empresasMock } from '@generated/tables/mock-resources';
import { defineResource } from '../kit/define-resource';
import type { Empresa, EmpresaFormulario } from '@generated/api/model';
import type { Stored } from '../db/database';
import { contactIds, resolveContacts } from './address';
import { formatCpfCnpj, isLogoName, isValidCpfCnpj, renameCustomer, storeLogo } from './customer-support';
import { duplicateOf, filterWhen, invalid, isRefusal, refusalOf, required, upper } from './rules';

type Row = Stored<Empresa>;

export const empresas = defineResource<Row, EmpresaFormulario>(empresasMock, {
  label: 'Clientes',
  singular: 'Cliente',
  searchText: (empresa) =>
    `${empresa.nome} ${empresa.cpfcnpj} ${formatCpfCnpj(empresa.cpfcnpj)} ${empresa.plano.descricao ?? ''} ${empresa.servidor.nome ?? ''} ${empresa.endereco.cidade?.nome ?? ''}`,
  exportColumns: [
    { header: 'Nome', value: (empresa) => empresa.nome },
    { header: 'CPF/CNPJ', value: (empresa) => formatCpfCnpj(empresa.cpfcnpj) },
    { header: 'Inscrição estadual', value: (empresa) => empresa.ie ?? '' },
    { header: 'Plano', value: (empresa) => empresa.plano.descricao },
    { header: 'Servidor', value: (empresa) => empresa.servidor.nome },
    { header: 'Acesso limitado', value: (empresa) => empresa.acessoLimitado ?? false },
    { header: 'Cidade', value: (empresa) => empresa.endereco.cidade?.nome ?? '' },
    { header: 'Telefone', value: (empresa) => empresa.telefones?.[0]?.numero ?? '' },
    { header: 'E-mail', value: (empresa) => empresa.emails?.[0]?.enderecoEmail ?? '' },
    { header: 'Ativo', value: (empresa) => empresa.ativo },
    { header: 'Criado em', value: (empresa) => empresa.createdAt },
  ],
  filters: (query) => [
    ...filterWhen<Row>(
      query.acessoLimitado,
      (empresa) => (empresa.acessoLimitado ?? false) === query.acessoLimitado,
    ),
    ...filterWhen<Row>(query.planoId, (empresa) => empresa.planoId === Number(query.planoId)),
    ...filterWhen<Row>(query.servidorId, (empresa) => empresa.servidorId === Number(query.servidorId)),
  ],
  multipart: true,
  toRecord: (input, db, current) => {
    const { dados } = input;
    const table = db.resources.empresas;
    const cpfcnpj = dados.cpfcnpj.toUpperCase();
    const plano = required(db.resources.planos, dados.planoId, 'dados.planoId', {
      active: true,
      keep: current?.planoId,
    });
    const servidor = required(db.resources.servidores, dados.servidorId, 'dados.servidorId', {
      active: true,
      keep: current?.servidorId,
    });
    const contacts = resolveContacts(dados, db, current, 'dados.', contactIds(table.all()));
    const refusal = refusalOf(
      isValidCpfCnpj(cpfcnpj) ? null : invalid('dados.cpfcnpj', 'CPF/CNPJ inválido'),
      input.logo && !isLogoName(input.logo) ? invalid('logo', 'O logotipo deve ser uma imagem') : null,
      plano,
      servidor,
      contacts,
      duplicateOf(table, 'cpfcnpj', cpfcnpj, current, 'CPF/CNPJ já cadastrado', 'dados.cpfcnpj'),
    );
    if (refusal || isRefusal(plano) || isRefusal(servidor) || isRefusal(contacts))
      return refusal as NonNullable<typeof refusal>;
    const nome = upper(dados.nome);
    if (current && current.nome !== nome) renameCustomer(db, current.id, nome);
    const logoUrl = input.logo
      ? storeLogo(db, input.logo)
      : current && !input.removeLogo
        ? current.logoUrl
        : null;
    return {
      fields: {
        nome,
        cpfcnpj,
        ie: dados.ie ?? null,
        acessoLimitado: dados.acessoLimitado ?? false,
        planoId: plano.id,
        plano: { id: plano.id, descricao: plano.descricao },
        servidorId: servidor.id,
        servidor: { id: servidor.id, nome: servidor.nome },
        logoUrl,
        ...contacts,
      },
    };
  },
});
