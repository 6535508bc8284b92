import type { BancoInput } from '@generated/api/model';

/**
 * Financial institutions with their COMPE code (3 digits, used on boletos and
 * TED) and their ISPB (8 digits, the first 8 digits of the CNPJ of the
 * institution, used by the SPB and Pix), as published in the Banco Central's
 * list of participants.
 */

/** A seeded bank: the contract's body, its name as published (the seed upper-cases it). */
export type BancoSemente = Readonly<BancoInput>;

export const BANCOS: readonly BancoSemente[] = [
  { codigo: '001', nome: 'Banco do Brasil S.A.', ispb: '00000000' },
  { codigo: '003', nome: 'Banco da Amazônia S.A.', ispb: '04902979' },
  { codigo: '004', nome: 'Banco do Nordeste do Brasil S.A.', ispb: '07237373' },
  { codigo: '021', nome: 'Banestes S.A. Banco do Estado do Espírito Santo', ispb: '28127603' },
  { codigo: '025', nome: 'Banco Alfa S.A.', ispb: '03323840' },
  { codigo: '033', nome: 'Banco Santander (Brasil) S.A.', ispb: '90400888' },
  { codigo: '037', nome: 'Banco do Estado do Pará S.A. (Banpará)', ispb: '04913711' },
  { codigo: '041', nome: 'Banco do Estado do Rio Grande do Sul S.A. (Banrisul)', ispb: '92702067' },
  { codigo: '047', nome: 'Banco do Estado de Sergipe S.A. (Banese)', ispb: '13009717' },
  { codigo: '070', nome: 'BRB - Banco de Brasília S.A.', ispb: '00000208' },
  { codigo: '077', nome: 'Banco Inter S.A.', ispb: '00416968' },
  { codigo: '085', nome: 'Cooperativa Central de Crédito - Ailos', ispb: '05463212' },
  { codigo: '104', nome: 'Caixa Econômica Federal', ispb: '00360305' },
  { codigo: '121', nome: 'Banco Agibank S.A.', ispb: '10664513' },
  { codigo: '136', nome: 'Unicred do Brasil - Cooperativa Central de Crédito', ispb: '00315557' },
  { codigo: '197', nome: 'Stone Instituição de Pagamento S.A.', ispb: '16501555' },
  { codigo: '208', nome: 'Banco BTG Pactual S.A.', ispb: '30306294' },
  { codigo: '212', nome: 'Banco Original S.A.', ispb: '92894922' },
  { codigo: '218', nome: 'Banco BS2 S.A.', ispb: '71027866' },
  { codigo: '224', nome: 'Banco Fibra S.A.', ispb: '58616418' },
  { codigo: '237', nome: 'Banco Bradesco S.A.', ispb: '60746948' },
  { codigo: '246', nome: 'Banco ABC Brasil S.A.', ispb: '28195667' },
  { codigo: '260', nome: 'Nu Pagamentos S.A. - Instituição de Pagamento (Nubank)', ispb: '18236120' },
  { codigo: '290', nome: 'PagSeguro Internet Instituição de Pagamento S.A.', ispb: '08561701' },
  { codigo: '318', nome: 'Banco BMG S.A.', ispb: '61186680' },
  { codigo: '323', nome: 'Mercado Pago Instituição de Pagamento Ltda.', ispb: '10573521' },
  { codigo: '336', nome: 'Banco C6 S.A.', ispb: '31872495' },
  { codigo: '341', nome: 'Itaú Unibanco S.A.', ispb: '60701190' },
  { codigo: '380', nome: 'PicPay Instituição de Pagamento S.A.', ispb: '22896431' },
  { codigo: '389', nome: 'Banco Mercantil do Brasil S.A.', ispb: '17184037' },
  { codigo: '403', nome: 'Cora Sociedade de Crédito, Financiamento e Investimento S.A.', ispb: '37880206' },
  { codigo: '422', nome: 'Banco Safra S.A.', ispb: '58160789' },
  { codigo: '623', nome: 'Banco Pan S.A.', ispb: '59285411' },
  { codigo: '633', nome: 'Banco Rendimento S.A.', ispb: '68900810' },
  { codigo: '637', nome: 'Banco Sofisa S.A.', ispb: '60889128' },
  { codigo: '643', nome: 'Banco Pine S.A.', ispb: '62144175' },
  { codigo: '655', nome: 'Banco Votorantim S.A. (BV)', ispb: '59588111' },
  { codigo: '707', nome: 'Banco Daycoval S.A.', ispb: '62232889' },
  { codigo: '745', nome: 'Banco Citibank S.A.', ispb: '33479023' },
  { codigo: '746', nome: 'Banco Modal S.A.', ispb: '30723886' },
  { codigo: '748', nome: 'Banco Cooperativo Sicredi S.A.', ispb: '01181521' },
  { codigo: '756', nome: 'Banco Cooperativo Sicoob S.A. - Banco Sicoob', ispb: '02038232' },
];

/** Finds a bank by its COMPE code. */
export function findBanco(codigo: string): BancoSemente | undefined {
  return BANCOS.find((b) => b.codigo === codigo);
}
