import type { Uf } from '@generated/api/model';

/**
 * Real CEPs (Correios postal codes) with their street, neighbourhood and
 * municipality, as returned by the public CEP lookup services (ViaCEP format).
 * Used by the mock CEP lookup endpoint; every `cidade` is present in `CIDADES`.
 */

export interface Cep {
  /** 8 digits, no mask. */
  readonly cep: string;
  readonly logradouro: string;
  /** Range/side of the street the CEP covers, when the street has several CEPs. */
  readonly complemento?: string;
  readonly bairro: string;
  readonly cidade: string;
  readonly uf: Uf;
  /** 7-digit IBGE code of the municipality. */
  readonly codigoIbge: string;
}

export const CEPS: readonly Cep[] = [
  // São Paulo - SP
  {
    cep: '01001000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    bairro: 'Sé',
    cidade: 'São Paulo',
    uf: 'SP',
    codigoIbge: '3550308',
  },
  {
    cep: '01001001',
    logradouro: 'Praça da Sé',
    complemento: 'lado par',
    bairro: 'Sé',
    cidade: 'São Paulo',
    uf: 'SP',
    codigoIbge: '3550308',
  },
  {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    codigoIbge: '3550308',
  },
  // Campinas - SP
  {
    cep: '13013051',
    logradouro: 'Rua Regente Feijó',
    complemento: 'de 352/353 a 870/871',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    codigoIbge: '3509502',
  },
  {
    cep: '13020060',
    logradouro: 'Rua Culto à Ciência',
    complemento: 'até 430/431',
    bairro: 'Botafogo',
    cidade: 'Campinas',
    uf: 'SP',
    codigoIbge: '3509502',
  },
  {
    cep: '13087440',
    logradouro: 'Rua das Hortências',
    bairro: 'Chácara Primavera',
    cidade: 'Campinas',
    uf: 'SP',
    codigoIbge: '3509502',
  },
  // Rio de Janeiro - RJ
  {
    cep: '20040020',
    logradouro: 'Avenida Rio Branco',
    complemento: 'de 1 ao 185 - lado ímpar',
    bairro: 'Centro',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    codigoIbge: '3304557',
  },
  {
    cep: '22041001',
    logradouro: 'Avenida Atlântica',
    complemento: 'de 2174 a 2634 - lado par',
    bairro: 'Copacabana',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    codigoIbge: '3304557',
  },
  {
    cep: '22730305',
    logradouro: 'Rua Laura Teles',
    bairro: 'Tanque',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    codigoIbge: '3304557',
  },
  {
    cep: '21625290',
    logradouro: 'Rua Lúcio de Gouveia',
    bairro: 'Parque Anchieta',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    codigoIbge: '3304557',
  },
  // Belo Horizonte - MG
  {
    cep: '30130100',
    logradouro: 'Avenida Afonso Pena',
    complemento: 'de 2421 a 3652 - lado par',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    codigoIbge: '3106200',
  },
  {
    cep: '30190060',
    logradouro: 'Rua dos Tupis',
    complemento: 'até 240/241',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    codigoIbge: '3106200',
  },
  {
    cep: '30140070',
    logradouro: 'Rua dos Aimorés',
    complemento: 'até 699/700',
    bairro: 'Funcionários',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    codigoIbge: '3106200',
  },
  {
    cep: '30140001',
    logradouro: 'Avenida Brasil',
    complemento: 'até 980 - lado par',
    bairro: 'Santa Efigênia',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    codigoIbge: '3106200',
  },
  {
    cep: '30350210',
    logradouro: 'Rua Matipó',
    bairro: 'Santo Antônio',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    codigoIbge: '3106200',
  },
  {
    cep: '31270901',
    logradouro: 'Avenida Presidente Antônio Carlos',
    complemento: '6627',
    bairro: 'Pampulha',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    codigoIbge: '3106200',
  },
  // Curitiba - PR
  {
    cep: '80010010',
    logradouro: 'Praça Tiradentes',
    bairro: 'Centro',
    cidade: 'Curitiba',
    uf: 'PR',
    codigoIbge: '4106902',
  },
  {
    cep: '81280340',
    logradouro: 'Rua Deputado Heitor Alencar Furtado',
    bairro: 'Cidade Industrial',
    cidade: 'Curitiba',
    uf: 'PR',
    codigoIbge: '4106902',
  },
  {
    cep: '81530300',
    logradouro: 'Rua Almir Trova de Oliveira',
    bairro: 'Jardim das Américas',
    cidade: 'Curitiba',
    uf: 'PR',
    codigoIbge: '4106902',
  },
  {
    cep: '82940110',
    logradouro: 'Rua Miguel Caluf',
    complemento: 'de 1116/1117 ao fim',
    bairro: 'Cajuru',
    cidade: 'Curitiba',
    uf: 'PR',
    codigoIbge: '4106902',
  },
  // Florianópolis - SC
  {
    cep: '88015600',
    logradouro: 'Rua Almirante Lamego',
    bairro: 'Centro',
    cidade: 'Florianópolis',
    uf: 'SC',
    codigoIbge: '4205407',
  },
  {
    cep: '88035350',
    logradouro: 'Rua João Carlos de Souza',
    bairro: 'Santa Mônica',
    cidade: 'Florianópolis',
    uf: 'SC',
    codigoIbge: '4205407',
  },
  {
    cep: '88040050',
    logradouro: 'Servidão Martinho Leandro dos Santos',
    bairro: 'Pantanal',
    cidade: 'Florianópolis',
    uf: 'SC',
    codigoIbge: '4205407',
  },
  {
    cep: '88085120',
    logradouro: 'Rua Joaquim Carneiro',
    complemento: 'até 678/679',
    bairro: 'Capoeiras',
    cidade: 'Florianópolis',
    uf: 'SC',
    codigoIbge: '4205407',
  },
  // Porto Alegre - RS
  {
    cep: '90420010',
    logradouro: 'Rua Domingos José Poli',
    bairro: 'Auxiliadora',
    cidade: 'Porto Alegre',
    uf: 'RS',
    codigoIbge: '4314902',
  },
  {
    cep: '91250310',
    logradouro: 'Avenida Adelino Ferreira Jardim',
    bairro: 'Rubem Berta',
    cidade: 'Porto Alegre',
    uf: 'RS',
    codigoIbge: '4314902',
  },
  // Brasília - DF
  {
    cep: '70100000',
    logradouro: 'Praça dos Três Poderes',
    bairro: 'Zona Cívico-Administrativa',
    cidade: 'Brasília',
    uf: 'DF',
    codigoIbge: '5300108',
  },
  {
    cep: '71015082',
    logradouro: 'Quadra QI 16 Bloco H',
    bairro: 'Guará I',
    cidade: 'Brasília',
    uf: 'DF',
    codigoIbge: '5300108',
  },
  {
    cep: '73080800',
    logradouro: 'QMS 38',
    bairro: 'Setor de Mansões de Sobradinho',
    cidade: 'Brasília',
    uf: 'DF',
    codigoIbge: '5300108',
  },
  // Salvador - BA
  {
    cep: '40010000',
    logradouro: 'Avenida da França',
    bairro: 'Comércio',
    cidade: 'Salvador',
    uf: 'BA',
    codigoIbge: '2927408',
  },
  {
    cep: '40140650',
    logradouro: 'Largo do Farol da Barra',
    bairro: 'Barra',
    cidade: 'Salvador',
    uf: 'BA',
    codigoIbge: '2927408',
  },
  {
    cep: '41720075',
    logradouro: 'Rua Jayme Sapolnik',
    bairro: 'Imbuí',
    cidade: 'Salvador',
    uf: 'BA',
    codigoIbge: '2927408',
  },
  // Recife - PE
  {
    cep: '50030320',
    logradouro: 'Praça Rio Branco',
    bairro: 'Recife',
    cidade: 'Recife',
    uf: 'PE',
    codigoIbge: '2611606',
  },
  {
    cep: '50721260',
    logradouro: 'Rua Cláudio Brotherhood',
    bairro: 'Cordeiro',
    cidade: 'Recife',
    uf: 'PE',
    codigoIbge: '2611606',
  },
  {
    cep: '50870480',
    logradouro: 'Rua Jataúba',
    bairro: 'Caçote',
    cidade: 'Recife',
    uf: 'PE',
    codigoIbge: '2611606',
  },
  {
    cep: '51111011',
    logradouro: 'Avenida Conselheiro Aguiar',
    complemento: 'de 1367 a 2255 - lado ímpar',
    bairro: 'Boa Viagem',
    cidade: 'Recife',
    uf: 'PE',
    codigoIbge: '2611606',
  },
  // Fortaleza - CE
  {
    cep: '60020060',
    logradouro: 'Rua Marechal Deodoro',
    complemento: 'até 863/864',
    bairro: 'Benfica',
    cidade: 'Fortaleza',
    uf: 'CE',
    codigoIbge: '2304400',
  },
  {
    cep: '60055400',
    logradouro: 'Avenida Aguanambi',
    complemento: 'até 669 - lado ímpar',
    bairro: 'José Bonifácio',
    cidade: 'Fortaleza',
    uf: 'CE',
    codigoIbge: '2304400',
  },
  {
    cep: '60720096',
    logradouro: 'Rua Cônego de Castro',
    complemento: 'até 1538 - lado par',
    bairro: 'Parangaba',
    cidade: 'Fortaleza',
    uf: 'CE',
    codigoIbge: '2304400',
  },
  // Manaus - AM
  {
    cep: '69020060',
    logradouro: 'Rua Major Gabriel',
    bairro: 'Centro',
    cidade: 'Manaus',
    uf: 'AM',
    codigoIbge: '1302603',
  },
  {
    cep: '69033180',
    logradouro: 'Rua Francisco Carretti',
    bairro: 'São Jorge',
    cidade: 'Manaus',
    uf: 'AM',
    codigoIbge: '1302603',
  },
  {
    cep: '69077795',
    logradouro: 'Rua José de Alencar',
    bairro: 'Japiim',
    cidade: 'Manaus',
    uf: 'AM',
    codigoIbge: '1302603',
  },
];

/** Finds a CEP, masked or not. */
export function findCep(cep: string): Cep | undefined {
  const digits = cep.replace(/\D/g, '');
  return CEPS.find((c) => c.cep === digits);
}
