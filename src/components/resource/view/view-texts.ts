/** Texts of the resource kit's view page (pt-BR). */
export const viewTexts = {
  empty: '—',
  edit: 'Editar',
  back: 'Voltar à lista',
  status: 'Situação',
  notFound: (singular: string): string => `Registro de ${singular} não encontrado`,
  loadFailed: 'Não foi possível carregar o registro',
  retry: 'Tentar novamente',
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
} as const;
