import type { CidadeInput } from '@generated/api/model';

/**
 * Real Brazilian municipalities used by the mock seed: the 27 capitals, the main
 * logistics hubs of every region and the municipalities of the toll plazas in
 * `pracas-pedagio.ts`.
 *
 * `codigoIbge` is the official 7-digit IBGE municipality code (the last digit is
 * a check digit, see `ibge.ts`). Coordinates are the municipal seat, in decimal
 * degrees (WGS 84) rounded to 4 decimals.
 */

/**
 * A seeded municipality: the contract's body (official name, proper case with accents), with the seat's
 * coordinates always known, and whether it is the state capital (not a field of the contract).
 */
export interface CidadeSemente extends Readonly<CidadeInput> {
  readonly latitude: NonNullable<CidadeInput['latitude']>;
  readonly longitude: NonNullable<CidadeInput['longitude']>;
  /** True for the state capital (and Brasília). */
  readonly capital?: boolean;
}

export const CIDADES: readonly CidadeSemente[] = [
  // RO
  { nome: 'Ji-Paraná', codigoIbge: '1100122', uf: 'RO', latitude: -10.8777, longitude: -61.9322 },
  {
    nome: 'Porto Velho',
    codigoIbge: '1100205',
    uf: 'RO',
    latitude: -8.7608,
    longitude: -63.8999,
    capital: true,
  },
  { nome: 'Vilhena', codigoIbge: '1100304', uf: 'RO', latitude: -12.7502, longitude: -60.1488 },
  // AC
  {
    nome: 'Rio Branco',
    codigoIbge: '1200401',
    uf: 'AC',
    latitude: -9.975,
    longitude: -67.8243,
    capital: true,
  },
  // AM
  { nome: 'Itacoatiara', codigoIbge: '1301902', uf: 'AM', latitude: -3.1386, longitude: -58.4449 },
  { nome: 'Manaus', codigoIbge: '1302603', uf: 'AM', latitude: -3.1187, longitude: -60.0212, capital: true },
  // RR
  {
    nome: 'Boa Vista',
    codigoIbge: '1400100',
    uf: 'RR',
    latitude: 2.8238,
    longitude: -60.6753,
    capital: true,
  },
  // PA
  { nome: 'Ananindeua', codigoIbge: '1500800', uf: 'PA', latitude: -1.3639, longitude: -48.3743 },
  { nome: 'Barcarena', codigoIbge: '1501303', uf: 'PA', latitude: -1.5119, longitude: -48.6195 },
  { nome: 'Belém', codigoIbge: '1501402', uf: 'PA', latitude: -1.4554, longitude: -48.4898, capital: true },
  { nome: 'Marabá', codigoIbge: '1504208', uf: 'PA', latitude: -5.3807, longitude: -49.1327 },
  { nome: 'Parauapebas', codigoIbge: '1505536', uf: 'PA', latitude: -6.0678, longitude: -49.9037 },
  { nome: 'Santarém', codigoIbge: '1506807', uf: 'PA', latitude: -2.4385, longitude: -54.6996 },
  // AP
  { nome: 'Macapá', codigoIbge: '1600303', uf: 'AP', latitude: 0.0349, longitude: -51.0694, capital: true },
  { nome: 'Santana', codigoIbge: '1600600', uf: 'AP', latitude: -0.0454, longitude: -51.1729 },
  // TO
  { nome: 'Araguaína', codigoIbge: '1702109', uf: 'TO', latitude: -7.1924, longitude: -48.2044 },
  { nome: 'Gurupi', codigoIbge: '1709500', uf: 'TO', latitude: -11.7279, longitude: -49.068 },
  { nome: 'Palmas', codigoIbge: '1721000', uf: 'TO', latitude: -10.24, longitude: -48.3558, capital: true },
  // MA
  { nome: 'Açailândia', codigoIbge: '2100055', uf: 'MA', latitude: -4.9471, longitude: -47.5004 },
  { nome: 'Balsas', codigoIbge: '2101400', uf: 'MA', latitude: -7.5321, longitude: -46.0372 },
  { nome: 'Imperatriz', codigoIbge: '2105302', uf: 'MA', latitude: -5.5185, longitude: -47.4777 },
  {
    nome: 'São Luís',
    codigoIbge: '2111300',
    uf: 'MA',
    latitude: -2.5387,
    longitude: -44.2825,
    capital: true,
  },
  // PI
  { nome: 'Parnaíba', codigoIbge: '2207702', uf: 'PI', latitude: -2.9059, longitude: -41.7754 },
  {
    nome: 'Teresina',
    codigoIbge: '2211001',
    uf: 'PI',
    latitude: -5.0919,
    longitude: -42.8034,
    capital: true,
  },
  // CE
  { nome: 'Caucaia', codigoIbge: '2303709', uf: 'CE', latitude: -3.728, longitude: -38.6619 },
  {
    nome: 'Fortaleza',
    codigoIbge: '2304400',
    uf: 'CE',
    latitude: -3.7166,
    longitude: -38.5423,
    capital: true,
  },
  { nome: 'Juazeiro do Norte', codigoIbge: '2307304', uf: 'CE', latitude: -7.1962, longitude: -39.3076 },
  { nome: 'Maracanaú', codigoIbge: '2307650', uf: 'CE', latitude: -3.867, longitude: -38.6259 },
  { nome: 'Sobral', codigoIbge: '2312908', uf: 'CE', latitude: -3.6891, longitude: -40.3482 },
  // RN
  { nome: 'Mossoró', codigoIbge: '2408003', uf: 'RN', latitude: -5.1837, longitude: -37.3474 },
  { nome: 'Natal', codigoIbge: '2408102', uf: 'RN', latitude: -5.7936, longitude: -35.1986, capital: true },
  // PB
  { nome: 'Campina Grande', codigoIbge: '2504009', uf: 'PB', latitude: -7.222, longitude: -35.8731 },
  {
    nome: 'João Pessoa',
    codigoIbge: '2507507',
    uf: 'PB',
    latitude: -7.1151,
    longitude: -34.8641,
    capital: true,
  },
  // PE
  { nome: 'Caruaru', codigoIbge: '2604106', uf: 'PE', latitude: -8.2845, longitude: -35.9699 },
  { nome: 'Ipojuca', codigoIbge: '2607208', uf: 'PE', latitude: -8.393, longitude: -35.0609 },
  { nome: 'Jaboatão dos Guararapes', codigoIbge: '2607901', uf: 'PE', latitude: -8.113, longitude: -35.015 },
  { nome: 'Petrolina', codigoIbge: '2611101', uf: 'PE', latitude: -9.3887, longitude: -40.5027 },
  { nome: 'Recife', codigoIbge: '2611606', uf: 'PE', latitude: -8.0467, longitude: -34.8771, capital: true },
  // AL
  { nome: 'Arapiraca', codigoIbge: '2700300', uf: 'AL', latitude: -9.7549, longitude: -36.6615 },
  { nome: 'Maceió', codigoIbge: '2704302', uf: 'AL', latitude: -9.666, longitude: -35.735, capital: true },
  // SE
  {
    nome: 'Aracaju',
    codigoIbge: '2800308',
    uf: 'SE',
    latitude: -10.9091,
    longitude: -37.0677,
    capital: true,
  },
  {
    nome: 'Nossa Senhora do Socorro',
    codigoIbge: '2804805',
    uf: 'SE',
    latitude: -10.8468,
    longitude: -37.1231,
  },
  // BA
  { nome: 'Barreiras', codigoIbge: '2903201', uf: 'BA', latitude: -12.1439, longitude: -44.9968 },
  { nome: 'Camaçari', codigoIbge: '2905701', uf: 'BA', latitude: -12.6996, longitude: -38.3263 },
  { nome: 'Feira de Santana', codigoIbge: '2910800', uf: 'BA', latitude: -12.2664, longitude: -38.9663 },
  { nome: 'Ilhéus', codigoIbge: '2913606', uf: 'BA', latitude: -14.793, longitude: -39.046 },
  { nome: 'Itabuna', codigoIbge: '2914802', uf: 'BA', latitude: -14.7876, longitude: -39.2781 },
  { nome: 'Juazeiro', codigoIbge: '2918407', uf: 'BA', latitude: -9.4162, longitude: -40.5033 },
  {
    nome: 'Luís Eduardo Magalhães',
    codigoIbge: '2919553',
    uf: 'BA',
    latitude: -12.0956,
    longitude: -45.7866,
  },
  {
    nome: 'Salvador',
    codigoIbge: '2927408',
    uf: 'BA',
    latitude: -12.9718,
    longitude: -38.5011,
    capital: true,
  },
  { nome: 'Vitória da Conquista', codigoIbge: '2933307', uf: 'BA', latitude: -14.8615, longitude: -40.8442 },
  // MG
  {
    nome: 'Belo Horizonte',
    codigoIbge: '3106200',
    uf: 'MG',
    latitude: -19.9102,
    longitude: -43.9266,
    capital: true,
  },
  { nome: 'Betim', codigoIbge: '3106705', uf: 'MG', latitude: -19.9668, longitude: -44.2008 },
  { nome: 'Cambuí', codigoIbge: '3110608', uf: 'MG', latitude: -22.6115, longitude: -46.0572 },
  { nome: 'Carmo da Cachoeira', codigoIbge: '3113909', uf: 'MG', latitude: -21.4633, longitude: -45.2201 },
  { nome: 'Carmópolis de Minas', codigoIbge: '3114501', uf: 'MG', latitude: -20.5396, longitude: -44.6336 },
  { nome: 'Contagem', codigoIbge: '3118601', uf: 'MG', latitude: -19.9321, longitude: -44.0539 },
  { nome: 'Extrema', codigoIbge: '3125101', uf: 'MG', latitude: -22.854, longitude: -46.3178 },
  { nome: 'Governador Valadares', codigoIbge: '3127701', uf: 'MG', latitude: -18.8545, longitude: -41.9555 },
  { nome: 'Ipatinga', codigoIbge: '3131307', uf: 'MG', latitude: -19.4703, longitude: -42.5476 },
  { nome: 'Itatiaiuçu', codigoIbge: '3133709', uf: 'MG', latitude: -20.1983, longitude: -44.4211 },
  { nome: 'Juiz de Fora', codigoIbge: '3136702', uf: 'MG', latitude: -21.7595, longitude: -43.3398 },
  { nome: 'Montes Claros', codigoIbge: '3143302', uf: 'MG', latitude: -16.7282, longitude: -43.8578 },
  { nome: 'Pouso Alegre', codigoIbge: '3152501', uf: 'MG', latitude: -22.2266, longitude: -45.9389 },
  {
    nome: 'Santo Antônio do Amparo',
    codigoIbge: '3159902',
    uf: 'MG',
    latitude: -20.943,
    longitude: -44.9176,
  },
  {
    nome: 'São Gonçalo do Sapucaí',
    codigoIbge: '3162005',
    uf: 'MG',
    latitude: -21.8932,
    longitude: -45.5893,
  },
  { nome: 'Sete Lagoas', codigoIbge: '3167202', uf: 'MG', latitude: -19.4569, longitude: -44.2413 },
  { nome: 'Uberaba', codigoIbge: '3170107', uf: 'MG', latitude: -19.7472, longitude: -47.9381 },
  { nome: 'Uberlândia', codigoIbge: '3170206', uf: 'MG', latitude: -18.9141, longitude: -48.2749 },
  { nome: 'Varginha', codigoIbge: '3170701', uf: 'MG', latitude: -21.5556, longitude: -45.4364 },
  // ES
  {
    nome: 'Cachoeiro de Itapemirim',
    codigoIbge: '3201209',
    uf: 'ES',
    latitude: -20.8462,
    longitude: -41.1198,
  },
  { nome: 'Cariacica', codigoIbge: '3201308', uf: 'ES', latitude: -20.2632, longitude: -40.4165 },
  { nome: 'Linhares', codigoIbge: '3203205', uf: 'ES', latitude: -19.3946, longitude: -40.0643 },
  { nome: 'Serra', codigoIbge: '3205002', uf: 'ES', latitude: -20.121, longitude: -40.3074 },
  { nome: 'Vila Velha', codigoIbge: '3205200', uf: 'ES', latitude: -20.3417, longitude: -40.2875 },
  {
    nome: 'Vitória',
    codigoIbge: '3205309',
    uf: 'ES',
    latitude: -20.3155,
    longitude: -40.3128,
    capital: true,
  },
  // RJ
  { nome: 'Campos dos Goytacazes', codigoIbge: '3301009', uf: 'RJ', latitude: -21.7622, longitude: -41.3181 },
  { nome: 'Duque de Caxias', codigoIbge: '3301702', uf: 'RJ', latitude: -22.7858, longitude: -43.3049 },
  { nome: 'Itaguaí', codigoIbge: '3302007', uf: 'RJ', latitude: -22.8636, longitude: -43.7798 },
  { nome: 'Itatiaia', codigoIbge: '3302254', uf: 'RJ', latitude: -22.4897, longitude: -44.5675 },
  { nome: 'Macaé', codigoIbge: '3302403', uf: 'RJ', latitude: -22.3768, longitude: -41.7848 },
  { nome: 'Niterói', codigoIbge: '3303302', uf: 'RJ', latitude: -22.8832, longitude: -43.1034 },
  { nome: 'Resende', codigoIbge: '3304201', uf: 'RJ', latitude: -22.4705, longitude: -44.4509 },
  {
    nome: 'Rio de Janeiro',
    codigoIbge: '3304557',
    uf: 'RJ',
    latitude: -22.9129,
    longitude: -43.2003,
    capital: true,
  },
  { nome: 'Volta Redonda', codigoIbge: '3306305', uf: 'RJ', latitude: -22.5202, longitude: -44.0996 },
  // SP
  { nome: 'Americana', codigoIbge: '3501608', uf: 'SP', latitude: -22.7374, longitude: -47.3331 },
  { nome: 'Araraquara', codigoIbge: '3503208', uf: 'SP', latitude: -21.7845, longitude: -48.178 },
  { nome: 'Arujá', codigoIbge: '3503901', uf: 'SP', latitude: -23.3965, longitude: -46.32 },
  { nome: 'Barra do Turvo', codigoIbge: '3505401', uf: 'SP', latitude: -24.759, longitude: -48.5013 },
  { nome: 'Barueri', codigoIbge: '3505708', uf: 'SP', latitude: -23.5057, longitude: -46.879 },
  { nome: 'Bauru', codigoIbge: '3506003', uf: 'SP', latitude: -22.3246, longitude: -49.0871 },
  { nome: 'Cajati', codigoIbge: '3509254', uf: 'SP', latitude: -24.7324, longitude: -48.1223 },
  { nome: 'Campinas', codigoIbge: '3509502', uf: 'SP', latitude: -22.9053, longitude: -47.0659 },
  { nome: 'Cubatão', codigoIbge: '3513504', uf: 'SP', latitude: -23.8911, longitude: -46.424 },
  { nome: 'Franca', codigoIbge: '3516200', uf: 'SP', latitude: -20.5352, longitude: -47.4039 },
  { nome: 'Guarulhos', codigoIbge: '3518800', uf: 'SP', latitude: -23.4538, longitude: -46.5333 },
  { nome: 'Indaiatuba', codigoIbge: '3520509', uf: 'SP', latitude: -23.0816, longitude: -47.2101 },
  { nome: 'Jacareí', codigoIbge: '3524402', uf: 'SP', latitude: -23.2983, longitude: -45.9658 },
  { nome: 'Jundiaí', codigoIbge: '3525904', uf: 'SP', latitude: -23.1852, longitude: -46.8974 },
  { nome: 'Juquiá', codigoIbge: '3526100', uf: 'SP', latitude: -24.3101, longitude: -47.6426 },
  { nome: 'Limeira', codigoIbge: '3526902', uf: 'SP', latitude: -22.566, longitude: -47.397 },
  { nome: 'Mairiporã', codigoIbge: '3528502', uf: 'SP', latitude: -23.3171, longitude: -46.5897 },
  { nome: 'Marília', codigoIbge: '3529005', uf: 'SP', latitude: -22.2171, longitude: -49.9501 },
  { nome: 'Miracatu', codigoIbge: '3529906', uf: 'SP', latitude: -24.2766, longitude: -47.4625 },
  { nome: 'Mogi das Cruzes', codigoIbge: '3530607', uf: 'SP', latitude: -23.5208, longitude: -46.1854 },
  { nome: 'Osasco', codigoIbge: '3534401', uf: 'SP', latitude: -23.5324, longitude: -46.7916 },
  { nome: 'Paulínia', codigoIbge: '3536505', uf: 'SP', latitude: -22.7542, longitude: -47.1488 },
  { nome: 'Pindamonhangaba', codigoIbge: '3538006', uf: 'SP', latitude: -22.9246, longitude: -45.4613 },
  { nome: 'Piracicaba', codigoIbge: '3538709', uf: 'SP', latitude: -22.7338, longitude: -47.6476 },
  { nome: 'Presidente Prudente', codigoIbge: '3541406', uf: 'SP', latitude: -22.1207, longitude: -51.3925 },
  { nome: 'Registro', codigoIbge: '3542602', uf: 'SP', latitude: -24.4979, longitude: -47.8449 },
  { nome: 'Ribeirão Preto', codigoIbge: '3543402', uf: 'SP', latitude: -21.1699, longitude: -47.8099 },
  { nome: 'Santo André', codigoIbge: '3547809', uf: 'SP', latitude: -23.6737, longitude: -46.5432 },
  { nome: 'Santos', codigoIbge: '3548500', uf: 'SP', latitude: -23.9535, longitude: -46.335 },
  { nome: 'São Bernardo do Campo', codigoIbge: '3548708', uf: 'SP', latitude: -23.6914, longitude: -46.5646 },
  { nome: 'São Carlos', codigoIbge: '3548906', uf: 'SP', latitude: -22.0174, longitude: -47.886 },
  { nome: 'São José do Rio Preto', codigoIbge: '3549805', uf: 'SP', latitude: -20.8113, longitude: -49.3758 },
  { nome: 'São José dos Campos', codigoIbge: '3549904', uf: 'SP', latitude: -23.1896, longitude: -45.8841 },
  { nome: 'São Lourenço da Serra', codigoIbge: '3549953', uf: 'SP', latitude: -23.8491, longitude: -46.9432 },
  {
    nome: 'São Paulo',
    codigoIbge: '3550308',
    uf: 'SP',
    latitude: -23.5329,
    longitude: -46.6395,
    capital: true,
  },
  { nome: 'Sorocaba', codigoIbge: '3552205', uf: 'SP', latitude: -23.4969, longitude: -47.4451 },
  { nome: 'Sumaré', codigoIbge: '3552403', uf: 'SP', latitude: -22.8204, longitude: -47.2728 },
  { nome: 'Taubaté', codigoIbge: '3554102', uf: 'SP', latitude: -23.0104, longitude: -45.5593 },
  { nome: 'Valinhos', codigoIbge: '3556206', uf: 'SP', latitude: -22.9698, longitude: -46.9974 },
  { nome: 'Vargem', codigoIbge: '3556354', uf: 'SP', latitude: -22.887, longitude: -46.4124 },
  // PR
  { nome: 'Campina Grande do Sul', codigoIbge: '4104006', uf: 'PR', latitude: -25.3044, longitude: -49.0551 },
  { nome: 'Cascavel', codigoIbge: '4104808', uf: 'PR', latitude: -24.9573, longitude: -53.459 },
  {
    nome: 'Curitiba',
    codigoIbge: '4106902',
    uf: 'PR',
    latitude: -25.4195,
    longitude: -49.2646,
    capital: true,
  },
  { nome: 'Fazenda Rio Grande', codigoIbge: '4107652', uf: 'PR', latitude: -25.6624, longitude: -49.3073 },
  { nome: 'Foz do Iguaçu', codigoIbge: '4108304', uf: 'PR', latitude: -25.5427, longitude: -54.5827 },
  { nome: 'Guarapuava', codigoIbge: '4109401', uf: 'PR', latitude: -25.3902, longitude: -51.4623 },
  { nome: 'Londrina', codigoIbge: '4113700', uf: 'PR', latitude: -23.304, longitude: -51.1691 },
  { nome: 'Maringá', codigoIbge: '4115200', uf: 'PR', latitude: -23.4205, longitude: -51.9333 },
  { nome: 'Paranaguá', codigoIbge: '4118204', uf: 'PR', latitude: -25.5161, longitude: -48.5225 },
  { nome: 'Ponta Grossa', codigoIbge: '4119905', uf: 'PR', latitude: -25.0916, longitude: -50.1668 },
  { nome: 'Rio Negro', codigoIbge: '4122305', uf: 'PR', latitude: -26.095, longitude: -49.7982 },
  { nome: 'São José dos Pinhais', codigoIbge: '4125506', uf: 'PR', latitude: -25.5313, longitude: -49.2031 },
  { nome: 'Toledo', codigoIbge: '4127700', uf: 'PR', latitude: -24.7246, longitude: -53.7412 },
  // SC
  { nome: 'Araquari', codigoIbge: '4201307', uf: 'SC', latitude: -26.3754, longitude: -48.7188 },
  { nome: 'Blumenau', codigoIbge: '4202404', uf: 'SC', latitude: -26.9155, longitude: -49.0709 },
  { nome: 'Chapecó', codigoIbge: '4204202', uf: 'SC', latitude: -27.1004, longitude: -52.6152 },
  { nome: 'Correia Pinto', codigoIbge: '4204558', uf: 'SC', latitude: -27.5877, longitude: -50.3614 },
  { nome: 'Criciúma', codigoIbge: '4204608', uf: 'SC', latitude: -28.6723, longitude: -49.3729 },
  {
    nome: 'Florianópolis',
    codigoIbge: '4205407',
    uf: 'SC',
    latitude: -27.5945,
    longitude: -48.5477,
    capital: true,
  },
  { nome: 'Garuva', codigoIbge: '4205803', uf: 'SC', latitude: -26.0292, longitude: -48.852 },
  { nome: 'Itajaí', codigoIbge: '4208203', uf: 'SC', latitude: -26.9101, longitude: -48.6705 },
  { nome: 'Joinville', codigoIbge: '4209102', uf: 'SC', latitude: -26.3045, longitude: -48.8487 },
  { nome: 'Lages', codigoIbge: '4209300', uf: 'SC', latitude: -27.815, longitude: -50.3259 },
  { nome: 'Monte Castelo', codigoIbge: '4211108', uf: 'SC', latitude: -26.461, longitude: -50.2327 },
  { nome: 'Navegantes', codigoIbge: '4211306', uf: 'SC', latitude: -26.8943, longitude: -48.6546 },
  { nome: 'Palhoça', codigoIbge: '4211900', uf: 'SC', latitude: -27.6455, longitude: -48.6697 },
  { nome: 'Porto Belo', codigoIbge: '4213500', uf: 'SC', latitude: -27.1586, longitude: -48.5469 },
  { nome: 'Santa Cecília', codigoIbge: '4215505', uf: 'SC', latitude: -26.9592, longitude: -50.4252 },
  { nome: 'São Francisco do Sul', codigoIbge: '4216206', uf: 'SC', latitude: -26.2579, longitude: -48.6344 },
  { nome: 'São José', codigoIbge: '4216602', uf: 'SC', latitude: -27.6136, longitude: -48.6366 },
  // RS
  { nome: 'Canoas', codigoIbge: '4304606', uf: 'RS', latitude: -29.9128, longitude: -51.1857 },
  { nome: 'Caxias do Sul', codigoIbge: '4305108', uf: 'RS', latitude: -29.1629, longitude: -51.1792 },
  { nome: 'Gravataí', codigoIbge: '4309209', uf: 'RS', latitude: -29.9413, longitude: -50.9869 },
  { nome: 'Novo Hamburgo', codigoIbge: '4313409', uf: 'RS', latitude: -29.6875, longitude: -51.1328 },
  { nome: 'Passo Fundo', codigoIbge: '4314100', uf: 'RS', latitude: -28.2576, longitude: -52.4091 },
  { nome: 'Pelotas', codigoIbge: '4314407', uf: 'RS', latitude: -31.7649, longitude: -52.3371 },
  {
    nome: 'Porto Alegre',
    codigoIbge: '4314902',
    uf: 'RS',
    latitude: -30.0318,
    longitude: -51.2065,
    capital: true,
  },
  { nome: 'Rio Grande', codigoIbge: '4315602', uf: 'RS', latitude: -32.0349, longitude: -52.1071 },
  { nome: 'Santa Maria', codigoIbge: '4316907', uf: 'RS', latitude: -29.6868, longitude: -53.8149 },
  { nome: 'Uruguaiana', codigoIbge: '4322400', uf: 'RS', latitude: -29.7614, longitude: -57.0853 },
  // MS
  {
    nome: 'Campo Grande',
    codigoIbge: '5002704',
    uf: 'MS',
    latitude: -20.4486,
    longitude: -54.6295,
    capital: true,
  },
  { nome: 'Corumbá', codigoIbge: '5003207', uf: 'MS', latitude: -19.0077, longitude: -57.651 },
  { nome: 'Dourados', codigoIbge: '5003702', uf: 'MS', latitude: -22.2231, longitude: -54.812 },
  { nome: 'Ponta Porã', codigoIbge: '5006606', uf: 'MS', latitude: -22.5296, longitude: -55.7203 },
  { nome: 'Três Lagoas', codigoIbge: '5008305', uf: 'MS', latitude: -20.7849, longitude: -51.7007 },
  // MT
  { nome: 'Cuiabá', codigoIbge: '5103403', uf: 'MT', latitude: -15.601, longitude: -56.0974, capital: true },
  { nome: 'Itiquira', codigoIbge: '5104609', uf: 'MT', latitude: -17.2147, longitude: -54.1422 },
  { nome: 'Jangada', codigoIbge: '5104906', uf: 'MT', latitude: -15.235, longitude: -56.4917 },
  { nome: 'Lucas do Rio Verde', codigoIbge: '5105259', uf: 'MT', latitude: -13.0588, longitude: -55.9042 },
  { nome: 'Nova Mutum', codigoIbge: '5106224', uf: 'MT', latitude: -13.8374, longitude: -56.0743 },
  { nome: 'Primavera do Leste', codigoIbge: '5107040', uf: 'MT', latitude: -15.544, longitude: -54.2811 },
  { nome: 'Rondonópolis', codigoIbge: '5107602', uf: 'MT', latitude: -16.4673, longitude: -54.6372 },
  { nome: 'Sinop', codigoIbge: '5107909', uf: 'MT', latitude: -11.8604, longitude: -55.5091 },
  { nome: 'Sorriso', codigoIbge: '5107925', uf: 'MT', latitude: -12.5425, longitude: -55.7211 },
  { nome: 'Várzea Grande', codigoIbge: '5108402', uf: 'MT', latitude: -15.6458, longitude: -56.1322 },
  // GO
  { nome: 'Anápolis', codigoIbge: '5201108', uf: 'GO', latitude: -16.3281, longitude: -48.953 },
  { nome: 'Aparecida de Goiânia', codigoIbge: '5201405', uf: 'GO', latitude: -16.8198, longitude: -49.2469 },
  { nome: 'Catalão', codigoIbge: '5205109', uf: 'GO', latitude: -18.1656, longitude: -47.944 },
  {
    nome: 'Goiânia',
    codigoIbge: '5208707',
    uf: 'GO',
    latitude: -16.6864,
    longitude: -49.2643,
    capital: true,
  },
  { nome: 'Jataí', codigoIbge: '5211909', uf: 'GO', latitude: -17.8784, longitude: -51.7204 },
  { nome: 'Rio Verde', codigoIbge: '5218805', uf: 'GO', latitude: -17.7923, longitude: -50.9192 },
  // DF
  {
    nome: 'Brasília',
    codigoIbge: '5300108',
    uf: 'DF',
    latitude: -15.7795,
    longitude: -47.9297,
    capital: true,
  },
];

/** Finds a municipality by name and UF (exact name, accents included). */
export function findCidade(nome: string, uf: string): CidadeSemente | undefined {
  return CIDADES.find((c) => c.nome === nome && c.uf === uf);
}
