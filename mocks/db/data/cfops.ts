import { TipoCfop, type CfopInput } from '@generated/api/model';

/**
 * CFOPs (Código Fiscal de Operações e Prestações, Convênio s/nº de 1970, Anexo —
 * as amended by the Ajustes SINIEF) most used by a road carrier and by its
 * shippers. The first digit gives the direction and scope:
 * 1 entrada estadual, 2 entrada interestadual, 3 entrada do exterior,
 * 5 saída estadual, 6 saída interestadual, 7 saída para o exterior.
 * Descriptions follow the official text, shortened where it is very long.
 */

/** A seeded CFOP: the contract's body, its description in sentence case (the seed upper-cases it). */
export type CfopSemente = Readonly<CfopInput>;

function e(codigo: string, descricao: string): CfopSemente {
  return { codigo, descricao, tipo: TipoCfop.ENTRADA };
}

function s(codigo: string, descricao: string): CfopSemente {
  return { codigo, descricao, tipo: TipoCfop.SAIDA };
}

export const CFOPS: readonly CfopSemente[] = [
  // 1.000 — Entradas ou aquisições de serviços do Estado
  e('1101', 'Compra para industrialização ou produção rural'),
  e('1102', 'Compra para comercialização'),
  e('1152', 'Transferência para comercialização'),
  e('1201', 'Devolução de venda de produção do estabelecimento'),
  e('1202', 'Devolução de venda de mercadoria adquirida ou recebida de terceiros'),
  e('1206', 'Anulação de valor relativo à prestação de serviço de transporte'),
  e('1351', 'Aquisição de serviço de transporte para execução de serviço da mesma natureza'),
  e('1352', 'Aquisição de serviço de transporte por estabelecimento industrial'),
  e('1353', 'Aquisição de serviço de transporte por estabelecimento comercial'),
  e('1354', 'Aquisição de serviço de transporte por estabelecimento de prestador de serviço de comunicação'),
  e(
    '1355',
    'Aquisição de serviço de transporte por estabelecimento de geradora ou de distribuidora de energia elétrica',
  ),
  e('1356', 'Aquisição de serviço de transporte por estabelecimento de produtor rural'),
  e(
    '1403',
    'Compra para comercialização em operação com mercadoria sujeita ao regime de substituição tributária',
  ),
  e(
    '1407',
    'Compra de mercadoria para uso ou consumo cuja mercadoria está sujeita ao regime de substituição tributária',
  ),
  e('1551', 'Compra de bem para o ativo imobilizado'),
  e('1556', 'Compra de material para uso ou consumo'),
  e('1653', 'Compra de combustível ou lubrificante por consumidor ou usuário final'),
  e('1910', 'Entrada de bonificação, doação ou brinde'),
  e('1915', 'Entrada de mercadoria ou bem recebido para conserto ou reparo'),
  e('1916', 'Retorno de mercadoria ou bem remetido para conserto ou reparo'),
  e(
    '1932',
    'Aquisição de serviço de transporte iniciado em unidade da Federação diversa daquela onde inscrito o prestador',
  ),
  e('1949', 'Outra entrada de mercadoria ou prestação de serviço não especificada'),
  // 2.000 — Entradas ou aquisições de serviços de outros Estados
  e('2101', 'Compra para industrialização ou produção rural'),
  e('2102', 'Compra para comercialização'),
  e('2152', 'Transferência para comercialização'),
  e('2202', 'Devolução de venda de mercadoria adquirida ou recebida de terceiros'),
  e('2206', 'Anulação de valor relativo à prestação de serviço de transporte'),
  e('2351', 'Aquisição de serviço de transporte para execução de serviço da mesma natureza'),
  e('2352', 'Aquisição de serviço de transporte por estabelecimento industrial'),
  e('2353', 'Aquisição de serviço de transporte por estabelecimento comercial'),
  e('2354', 'Aquisição de serviço de transporte por estabelecimento de prestador de serviço de comunicação'),
  e(
    '2355',
    'Aquisição de serviço de transporte por estabelecimento de geradora ou de distribuidora de energia elétrica',
  ),
  e('2356', 'Aquisição de serviço de transporte por estabelecimento de produtor rural'),
  e(
    '2403',
    'Compra para comercialização em operação com mercadoria sujeita ao regime de substituição tributária',
  ),
  e('2551', 'Compra de bem para o ativo imobilizado'),
  e('2556', 'Compra de material para uso ou consumo'),
  e('2653', 'Compra de combustível ou lubrificante por consumidor ou usuário final'),
  e('2910', 'Entrada de bonificação, doação ou brinde'),
  e(
    '2932',
    'Aquisição de serviço de transporte iniciado em unidade da Federação diversa daquela onde inscrito o prestador',
  ),
  e('2949', 'Outra entrada de mercadoria ou prestação de serviço não especificada'),
  // 3.000 — Entradas ou aquisições de serviços do exterior
  e('3101', 'Compra para industrialização ou produção rural'),
  e('3102', 'Compra para comercialização'),
  e('3551', 'Compra de bem para o ativo imobilizado'),
  e('3949', 'Outra entrada de mercadoria ou prestação de serviço não especificada'),
  // 5.000 — Saídas ou prestações de serviços para o Estado
  s('5101', 'Venda de produção do estabelecimento'),
  s('5102', 'Venda de mercadoria adquirida ou recebida de terceiros'),
  s('5152', 'Transferência de mercadoria adquirida ou recebida de terceiros'),
  s('5202', 'Devolução de compra para comercialização'),
  s('5206', 'Anulação de valor relativo a aquisição de serviço de transporte'),
  s('5351', 'Prestação de serviço de transporte para execução de serviço da mesma natureza'),
  s('5352', 'Prestação de serviço de transporte a estabelecimento industrial'),
  s('5353', 'Prestação de serviço de transporte a estabelecimento comercial'),
  s('5354', 'Prestação de serviço de transporte a estabelecimento de prestador de serviço de comunicação'),
  s(
    '5355',
    'Prestação de serviço de transporte a estabelecimento de geradora ou de distribuidora de energia elétrica',
  ),
  s('5356', 'Prestação de serviço de transporte a estabelecimento de produtor rural'),
  s('5357', 'Prestação de serviço de transporte a não contribuinte'),
  s(
    '5359',
    'Prestação de serviço de transporte a contribuinte ou a não contribuinte quando a mercadoria transportada está dispensada de emissão de nota fiscal',
  ),
  s(
    '5360',
    'Prestação de serviço de transporte a contribuinte substituto em relação ao serviço de transporte',
  ),
  s(
    '5403',
    'Venda de mercadoria adquirida ou recebida de terceiros em operação com mercadoria sujeita ao regime de substituição tributária, na condição de contribuinte substituto',
  ),
  s(
    '5405',
    'Venda de mercadoria adquirida ou recebida de terceiros em operação com mercadoria sujeita ao regime de substituição tributária, na condição de contribuinte substituído',
  ),
  s('5551', 'Venda de bem do ativo imobilizado'),
  s(
    '5656',
    'Venda de combustível ou lubrificante adquirido ou recebido de terceiros destinado a consumidor ou usuário final',
  ),
  s('5905', 'Remessa para depósito fechado ou armazém geral'),
  s('5906', 'Retorno de mercadoria depositada em depósito fechado ou armazém geral'),
  s('5910', 'Remessa em bonificação, doação ou brinde'),
  s('5911', 'Remessa de amostra grátis'),
  s('5915', 'Remessa de mercadoria ou bem para conserto ou reparo'),
  s('5916', 'Retorno de mercadoria ou bem recebido para conserto ou reparo'),
  s('5920', 'Remessa de vasilhame ou sacaria'),
  s(
    '5932',
    'Prestação de serviço de transporte iniciada em unidade da Federação diversa daquela onde inscrito o prestador',
  ),
  s('5949', 'Outra saída de mercadoria ou prestação de serviço não especificado'),
  // 6.000 — Saídas ou prestações de serviços para outros Estados
  s('6101', 'Venda de produção do estabelecimento'),
  s('6102', 'Venda de mercadoria adquirida ou recebida de terceiros'),
  s('6107', 'Venda de produção do estabelecimento, destinada a não contribuinte'),
  s('6108', 'Venda de mercadoria adquirida ou recebida de terceiros, destinada a não contribuinte'),
  s('6152', 'Transferência de mercadoria adquirida ou recebida de terceiros'),
  s('6202', 'Devolução de compra para comercialização'),
  s('6206', 'Anulação de valor relativo a aquisição de serviço de transporte'),
  s('6351', 'Prestação de serviço de transporte para execução de serviço da mesma natureza'),
  s('6352', 'Prestação de serviço de transporte a estabelecimento industrial'),
  s('6353', 'Prestação de serviço de transporte a estabelecimento comercial'),
  s('6354', 'Prestação de serviço de transporte a estabelecimento de prestador de serviço de comunicação'),
  s(
    '6355',
    'Prestação de serviço de transporte a estabelecimento de geradora ou de distribuidora de energia elétrica',
  ),
  s('6356', 'Prestação de serviço de transporte a estabelecimento de produtor rural'),
  s('6357', 'Prestação de serviço de transporte a não contribuinte'),
  s(
    '6359',
    'Prestação de serviço de transporte a contribuinte ou a não contribuinte quando a mercadoria transportada está dispensada de emissão de nota fiscal',
  ),
  s(
    '6360',
    'Prestação de serviço de transporte a contribuinte substituto em relação ao serviço de transporte',
  ),
  s(
    '6403',
    'Venda de mercadoria adquirida ou recebida de terceiros em operação com mercadoria sujeita ao regime de substituição tributária, na condição de contribuinte substituto',
  ),
  s('6551', 'Venda de bem do ativo imobilizado'),
  s('6905', 'Remessa para depósito fechado ou armazém geral'),
  s('6910', 'Remessa em bonificação, doação ou brinde'),
  s('6915', 'Remessa de mercadoria ou bem para conserto ou reparo'),
  s('6916', 'Retorno de mercadoria ou bem recebido para conserto ou reparo'),
  s(
    '6932',
    'Prestação de serviço de transporte iniciada em unidade da Federação diversa daquela onde inscrito o prestador',
  ),
  s('6949', 'Outra saída de mercadoria ou prestação de serviço não especificado'),
  // 7.000 — Saídas ou prestações de serviços para o exterior
  s('7101', 'Venda de produção do estabelecimento'),
  s('7102', 'Venda de mercadoria adquirida ou recebida de terceiros'),
  s('7358', 'Prestação de serviço de transporte'),
  s('7949', 'Outra saída de mercadoria ou prestação de serviço não especificado'),
];

/** CFOPs for issuing a CT-e: transport services rendered (535x/635x, 7358, 5932/6932). */
export const CFOPS_TRANSPORTE: readonly CfopSemente[] = CFOPS.filter((c) =>
  /^(5|6)35\d$|^7358$|^(5|6)932$/.test(c.codigo),
);

/** The direction implied by a CFOP's first digit. */
export function tipoDoCfop(codigo: string): TipoCfop {
  return Number(codigo[0]) <= 3 ? TipoCfop.ENTRADA : TipoCfop.SAIDA;
}

/** Finds a CFOP by code (with or without the dot, e.g. '5.353'). */
export function findCfop(codigo: string): CfopSemente | undefined {
  const plain = codigo.replace('.', '');
  return CFOPS.find((c) => c.codigo === plain);
}
