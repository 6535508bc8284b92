/** pt-BR texts of the customer configuration page. */
export const customerTexts = {
  certificateSection: 'Certificado digital A1',
  noCertificate: 'Nenhum certificado digital enviado',
  validUntil: 'Válido até',
  holder: 'Titular',
  cnpj: 'CNPJ',
  replaceCertificate: 'Substituir certificado',
  sendCertificate: 'Enviar certificado',
  certificateSaved: 'Certificado digital atualizado com sucesso',
  expired: 'Vencido',
} as const;
