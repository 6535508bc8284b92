/** Texts of the customer filter dialog (pt-BR) of our own wording; fixed messages: src/lib/messages. */
export const customerFilterTexts = {
  title: 'Filtro de cliente',
  customer: 'Cliente',
  hint: 'Somente clientes ativos e sem acesso limitado.',
  /** The users list's entry: the customer filter, then that customer's users. */
  byCustomer: 'Usuários por cliente',
  /** In the customer's users drawer: back to the filter. */
  changeCustomer: 'Trocar cliente',
} as const;
