/** Texts of the customer filter dialog (pt-BR) that SPEC.md does not quote. */
export const customerFilterTexts = {
  title: 'Filtro de cliente',
  customer: 'Empresa',
  hint: 'Somente clientes ativos e sem acesso limitado.',
} as const;
