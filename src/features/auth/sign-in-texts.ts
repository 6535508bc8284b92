/**
 * Texts of the sign-in screen of our own wording (the product's fixed messages come from
 * src/lib/messages.ts). pt-BR only.
 */
export const signInTexts = {
  productName: 'Retaguarda',
  tagline: 'Back-office da plataforma fiscal e de transporte',
  brandHighlights: [
    'Clientes, planos, filiais e unidades em um só lugar',
    'Tabelas fiscais sempre atualizadas: CFOP, NCM e alíquotas',
    'Chamados de suporte acompanhados do início ao fim',
  ],
  heading: 'Entrar',
  intro: 'Acesso exclusivo da equipe. Entre com o seu e-mail e a sua senha.',
  email: 'E-mail',
  password: 'Senha',
  submit: 'Entrar',
  submitting: 'Entrando…',
} as const;
