/** pt-BR texts of the digital certificate A1 dialog (the fixed validity message is in src/lib/messages). */
export const certificateTexts = {
  title: 'Certificado digital A1',
  intro: 'Escolha o arquivo do certificado e informe a senha. Teste o certificado antes de selecioná-lo.',
  file: 'Arquivo do certificado (.pfx ou .p12)',
  chooseFile: 'Escolher arquivo',
  noFile: 'Nenhum arquivo escolhido',
  wrongType: 'Selecione um arquivo .pfx ou .p12',
  password: 'Senha do certificado',
  test: 'Testar',
  testing: 'Testando…',
  select: 'Selecionar',
  selecting: 'Salvando…',
  close: 'Fechar',
  holder: 'Titular',
  cnpj: 'CNPJ',
  testFirst: 'Teste o certificado com esta senha para poder selecioná-lo.',
} as const;

/** pt-BR texts of a customer's certificate section on its configuration page. */
export const customerCertificateTexts = {
  title: 'Certificado digital A1',
  none: 'Nenhum certificado digital enviado',
  validUntil: 'Válido até',
  holder: 'Titular',
  cnpj: 'CNPJ',
  replace: 'Substituir certificado',
  send: 'Enviar certificado',
  saved: 'Certificado digital atualizado com sucesso',
  expired: 'Vencido',
} as const;
