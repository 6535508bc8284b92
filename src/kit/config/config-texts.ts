/** pt-BR texts of the configuration pages of customers, branches and units, of our own wording. */
export const configTexts = {
  readOnly: 'Somente consulta: seu perfil não tem permissão para alterar estas configurações.',
  saved: 'Configurações salvas com sucesso',
} as const;
