/** Texts of the customer filter dialog (pt-BR) of our own wording; fixed messages: src/lib/messages. */
export const customerFilterTexts = {
  title: 'Filtro de cliente',
  customer: 'Empresa',
  hint: 'Somente clientes ativos e sem acesso limitado.',
} as const;
