import { recordTexts } from '../resource-texts';

/** Texts of the resource kit's view page (pt-BR). */
export const viewTexts = {
  empty: '—',
  edit: 'Editar',
  back: recordTexts.backToList,
  status: 'Situação',
  // Sub-lists
  address: {
    street: 'Logradouro',
    number: 'Número',
    complement: 'Complemento',
    district: 'Bairro',
    cep: 'CEP',
    city: 'Cidade',
    country: 'País',
  },
  phoneTypes: { FIXO: 'Fixo', CELULAR: 'Celular' } as Record<string, string>,
  phone: { type: 'Tipo', number: 'Número', carrier: 'Operadora', note: 'Observação' },
  email: { address: 'E-mail', name: 'Nome' },
  noItems: 'Nenhum item',
  /** The configuration page of a record (customers, branches, units). */
  config: 'Configurações',
  // Related records (a customer's branches, units, users and open tickets)
  related: {
    all: 'Ver todos',
    /** A section's name with its count: 'Filiais (4 no total)'. */
    named: (title: string, count: number): string => `${title} (${count} no total)`,
  },
} as const;
