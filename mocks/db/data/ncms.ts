import type { NcmInput } from '@generated/api/model';

/**
 * NCM codes (Nomenclatura Comum do Mercosul, 8 digits, TEC/TIPI in force) of
 * goods commonly moved by road in Brazil: grains and agribusiness, fuels,
 * construction materials, steel, auto parts, consumer goods, medicines.
 * Descriptions are the official text, shortened or with the usual trade name
 * in parentheses.
 */

/** A seeded NCM: the contract's body, its description in sentence case (the seed upper-cases it). */
export type NcmSemente = Readonly<NcmInput>;

export const NCMS: readonly NcmSemente[] = [
  // Capítulos 01–24: produtos animais, vegetais e alimentares
  {
    codigo: '02013000',
    descricao: 'Carnes de animais da espécie bovina, frescas ou refrigeradas, desossadas',
  },
  { codigo: '02023000', descricao: 'Carnes de animais da espécie bovina, congeladas, desossadas' },
  { codigo: '02032900', descricao: 'Outras carnes de animais da espécie suína, congeladas' },
  { codigo: '02071200', descricao: 'Carnes de galos e galinhas, não cortadas em pedaços, congeladas' },
  { codigo: '02071400', descricao: 'Pedaços e miudezas de galos e galinhas, congelados' },
  {
    codigo: '04012010',
    descricao: 'Leite UHT (longa vida), com teor de gordura superior a 1% e não superior a 6%',
  },
  { codigo: '04022110', descricao: 'Leite integral em pó, sem adição de açúcar' },
  { codigo: '04061010', descricao: 'Queijo muçarela' },
  { codigo: '04072100', descricao: 'Ovos frescos de galinha (Gallus domesticus)' },
  { codigo: '04090000', descricao: 'Mel natural' },
  { codigo: '07019000', descricao: 'Batatas frescas ou refrigeradas, exceto para semeadura' },
  { codigo: '07020000', descricao: 'Tomates, frescos ou refrigerados' },
  { codigo: '07133319', descricao: 'Feijão comum preto (Phaseolus vulgaris), seco, exceto para semeadura' },
  {
    codigo: '07133399',
    descricao: 'Outros feijões comuns (Phaseolus vulgaris), secos, exceto para semeadura (feijão carioca)',
  },
  { codigo: '08039000', descricao: 'Bananas, frescas ou secas (exceto bananas-da-terra)' },
  { codigo: '08051000', descricao: 'Laranjas, frescas ou secas' },
  { codigo: '09011110', descricao: 'Café não torrado, não descafeinado, em grão' },
  { codigo: '09012100', descricao: 'Café torrado, não descafeinado' },
  {
    codigo: '10019900',
    descricao: 'Trigo e mistura de trigo com centeio, exceto para semeadura e trigo duro',
  },
  { codigo: '10059010', descricao: 'Milho em grão, exceto para semeadura' },
  {
    codigo: '10063021',
    descricao: 'Arroz semibranqueado ou branqueado, não parboilizado, polido ou brunido',
  },
  { codigo: '11010010', descricao: 'Farinha de trigo' },
  { codigo: '12019000', descricao: 'Soja, mesmo triturada, exceto para semeadura' },
  { codigo: '15071000', descricao: 'Óleo de soja em bruto, mesmo degomado' },
  {
    codigo: '15079011',
    descricao: 'Óleo de soja refinado, em recipientes com capacidade inferior ou igual a 5 l',
  },
  { codigo: '15111000', descricao: 'Óleo de dendê (palma) em bruto' },
  { codigo: '15171000', descricao: 'Margarina, exceto a margarina líquida' },
  { codigo: '17011400', descricao: 'Outros açúcares de cana, em bruto (açúcar VHP/demerara)' },
  {
    codigo: '17019900',
    descricao: 'Outros açúcares de cana ou de beterraba, no estado sólido (açúcar refinado/cristal)',
  },
  { codigo: '19021900', descricao: 'Outras massas alimentícias não cozidas, nem recheadas, sem ovos' },
  { codigo: '19053100', descricao: 'Bolachas e biscoitos, adicionados de edulcorante' },
  { codigo: '20091100', descricao: 'Suco (sumo) de laranja, congelado' },
  { codigo: '21011110', descricao: 'Café solúvel, mesmo descafeinado' },
  { codigo: '21069090', descricao: 'Outras preparações alimentícias não especificadas' },
  { codigo: '22011000', descricao: 'Águas minerais e águas gaseificadas' },
  {
    codigo: '22021000',
    descricao: 'Águas adicionadas de açúcar ou de outros edulcorantes ou aromatizadas (refrigerantes)',
  },
  { codigo: '22030000', descricao: 'Cervejas de malte' },
  { codigo: '22042100', descricao: 'Vinhos em recipientes de capacidade não superior a 2 l' },
  {
    codigo: '22071010',
    descricao: 'Álcool etílico não desnaturado, com teor de água igual ou inferior a 1% vol (etanol anidro)',
  },
  {
    codigo: '22071090',
    descricao: 'Outros álcoois etílicos não desnaturados com teor alcoólico ≥ 80% vol (etanol hidratado)',
  },
  { codigo: '22084000', descricao: 'Rum e outras aguardentes de cana-de-açúcar (cachaça)' },
  {
    codigo: '23040090',
    descricao: 'Tortas e outros resíduos sólidos da extração do óleo de soja (farelo de soja)',
  },
  {
    codigo: '23099090',
    descricao: 'Outras preparações dos tipos utilizados na alimentação de animais (ração)',
  },
  { codigo: '24022000', descricao: 'Cigarros que contenham tabaco' },
  // Capítulos 25–27: minerais e combustíveis
  { codigo: '25051000', descricao: 'Areias siliciosas e areias quartzosas' },
  { codigo: '25171000', descricao: 'Calhaus, cascalho e pedras britadas' },
  { codigo: '25221000', descricao: 'Cal viva' },
  { codigo: '25232910', descricao: 'Cimento Portland comum' },
  { codigo: '26011100', descricao: 'Minérios de ferro e seus concentrados, não aglomerados' },
  { codigo: '26011200', descricao: 'Minérios de ferro e seus concentrados, aglomerados (pelotas)' },
  { codigo: '27101259', descricao: 'Outras gasolinas, exceto para aviação (gasolina automotiva)' },
  { codigo: '27101911', descricao: 'Querosene de aviação' },
  { codigo: '27101921', descricao: 'Gasóleo (óleo diesel)' },
  { codigo: '27101922', descricao: 'Fuel-oil (óleo combustível)' },
  { codigo: '27101932', descricao: 'Óleos lubrificantes com aditivos' },
  { codigo: '27111910', descricao: 'Gás liquefeito de petróleo (GLP)' },
  { codigo: '27160000', descricao: 'Energia elétrica' },
  // Capítulos 28–40: químicos, fertilizantes, plásticos e borracha
  { codigo: '30049099', descricao: 'Outros medicamentos em doses ou acondicionados para venda a retalho' },
  { codigo: '31021010', descricao: 'Ureia com teor de nitrogênio superior a 45% em peso' },
  { codigo: '31042090', descricao: 'Cloreto de potássio (outros)' },
  { codigo: '31052000', descricao: 'Adubos ou fertilizantes com nitrogênio, fósforo e potássio (NPK)' },
  { codigo: '33051000', descricao: 'Xampus' },
  { codigo: '33061000', descricao: 'Dentifrícios (cremes dentais)' },
  { codigo: '34011190', descricao: 'Sabões de toucador (outros)' },
  { codigo: '39172300', descricao: 'Tubos rígidos de polímeros de cloreto de vinila (PVC)' },
  { codigo: '39233000', descricao: 'Garrafões, garrafas, frascos e artigos semelhantes, de plásticos' },
  {
    codigo: '40111000',
    descricao: 'Pneus novos de borracha, dos tipos utilizados em automóveis de passageiros',
  },
  {
    codigo: '40112090',
    descricao: 'Pneus novos de borracha, dos tipos utilizados em ônibus ou caminhões (outros)',
  },
  // Capítulos 44–69: madeira, papel, têxteis, cerâmica
  { codigo: '44071100', descricao: 'Madeira serrada ou fendida longitudinalmente, de pinheiro (Pinus spp.)' },
  {
    codigo: '47032900',
    descricao:
      'Pasta química de madeira, semibranqueada ou branqueada, de não coníferas (celulose de eucalipto)',
  },
  { codigo: '48181000', descricao: 'Papel higiênico' },
  { codigo: '48191000', descricao: 'Caixas de papel ou cartão canelado (ondulado)' },
  {
    codigo: '52010020',
    descricao: 'Algodão não cardado nem penteado, simplesmente debulhado (algodão em pluma)',
  },
  { codigo: '61091000', descricao: 'Camisetas (T-shirts) de malha, de algodão' },
  { codigo: '69041000', descricao: 'Tijolos para construção, de cerâmica' },
  // Capítulos 72–76: metais
  { codigo: '72044900', descricao: 'Outros desperdícios e resíduos de ferro ou aço (sucata)' },
  {
    codigo: '72142000',
    descricao: 'Barras de ferro ou aço não ligado, com entalhes, nervuras ou outras deformações (vergalhões)',
  },
  { codigo: '73181500', descricao: 'Outros parafusos e pinos ou pernos, de ferro fundido, ferro ou aço' },
  { codigo: '73269090', descricao: 'Outras obras de ferro ou aço' },
  { codigo: '76011000', descricao: 'Alumínio não ligado, em formas brutas' },
  { codigo: '76101000', descricao: 'Portas e janelas, e seus caixilhos, alizares e soleiras, de alumínio' },
  // Capítulos 84–87: máquinas, eletroeletrônicos e veículos
  {
    codigo: '84181000',
    descricao: 'Combinações de refrigeradores e congeladores, munidos de portas exteriores separadas',
  },
  {
    codigo: '84212300',
    descricao:
      'Aparelhos para filtrar óleos minerais nos motores de ignição por centelha ou por compressão (filtros de óleo)',
  },
  {
    codigo: '84501100',
    descricao: 'Máquinas de lavar roupa inteiramente automáticas, de capacidade não superior a 10 kg',
  },
  { codigo: '85171300', descricao: 'Telefones inteligentes (smartphones)' },
  { codigo: '85287200', descricao: 'Outros aparelhos receptores de televisão, a cores' },
  {
    codigo: '87032100',
    descricao:
      'Automóveis com motor de pistão de ignição por centelha, de cilindrada não superior a 1.000 cm³',
  },
  { codigo: '87083090', descricao: 'Freios e servofreios e suas partes, para veículos automóveis (outros)' },
  { codigo: '87088000', descricao: 'Sistemas de suspensão e suas partes, incluindo os amortecedores' },
  { codigo: '87089990', descricao: 'Outras partes e acessórios dos veículos automóveis' },
  { codigo: '87163900', descricao: 'Outros reboques e semirreboques para transporte de mercadorias' },
  // Capítulo 94: móveis
  { codigo: '94036000', descricao: 'Outros móveis de madeira' },
];

/** Formats an 8-digit NCM as ####.##.## (e.g. 1201.90.00); returns other input unchanged. */
export function formatNcm(codigo: string): string {
  if (!/^\d{8}$/.test(codigo)) return codigo;
  return `${codigo.slice(0, 4)}.${codigo.slice(4, 6)}.${codigo.slice(6)}`;
}

/** Finds an NCM by code, with or without dots. */
export function findNcm(codigo: string): NcmSemente | undefined {
  const plain = codigo.replace(/\./g, '');
  return NCMS.find((n) => n.codigo === plain);
}
