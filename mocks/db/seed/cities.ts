import type { Cidade } from '@generated/api/model';
import { CIDADES } from '../data/cidades';
import { ibgeCheckDigit } from '../data/ibge';
import { UFS } from '../data/ufs';
import type { MockDatabase, Stored } from '../database';
import { lock, seeded, SURNAMES } from './helpers';
import type { SeedContext } from './seed-context';

/** Cities of the 'large' profile: the real ones first, then synthetic ones up to this total. */
export const LARGE_CITY_COUNT = 50_000;

/** Brazil's bounding box (mainland and islands), in decimal degrees. */
const BOUNDS = { south: -33.75, north: 5.27, west: -73.99, east: -34.79 };

const PREFIXES = [
  'São José',
  'Santa Rita',
  'Santo Antônio',
  'Bom Jesus',
  'Nova',
  'Porto',
  'Vila',
  'Campo',
  'Rio',
  'Serra',
  'Lagoa',
  'Morro',
  'Barra',
  'Alto',
  'Boa Vista',
  'Palmeira',
  'Ribeirão',
  'Cachoeira',
  'Monte',
  'Águas',
  'Santa Cruz',
  'São Pedro',
  'Conceição',
  'Jardim',
  'Ponte',
  'Brejo',
  'Pedra',
  'Paraíso',
  'Cruzeiro',
  'Capela',
];
const QUALIFIERS = [
  'do Norte',
  'do Sul',
  'do Oeste',
  'do Leste',
  'da Serra',
  'do Campo',
  'do Mato',
  'das Flores',
  'dos Pinhais',
  'do Rio Claro',
  'da Mata',
  'do Ipê',
  'da Boa Esperança',
  'do Araguaia',
  'do Paraíso',
  'das Pedras',
  'do Sertão',
  'dos Campos',
  'da Vitória',
  'do Bonito',
  'Alegre',
  'Grande',
  'Verde',
  'Bonita',
  'Formosa',
  'Dourada',
  'Velha',
  'Azul',
];

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Plausible municipality names (about 5,000 distinct ones), e.g. "Santa Rita do Sul", "Vila Andrade". */
function namePool(seed: SeedContext): string[] {
  const definitions = seed.faker.rawDefinitions.person?.first_name as
    { female?: string[]; male?: string[] } | undefined;
  const female = definitions?.female ?? [];
  const male = definitions?.male ?? [];
  const names = new Set<string>();
  for (const prefix of PREFIXES) for (const qualifier of QUALIFIERS) names.add(`${prefix} ${qualifier}`);
  for (const surname of SURNAMES) {
    for (const prefix of PREFIXES) names.add(`${prefix} ${surname}`);
    for (const qualifier of QUALIFIERS) names.add(`${surname} ${qualifier}`);
  }
  for (const name of male) names.add(`São ${name}`);
  for (const name of female)
    for (const prefix of ['Santa', 'Vila', 'Nova', 'Jardim', 'Colônia']) names.add(`${prefix} ${name}`);
  return [...names];
}

/** Synthetic municipalities: unique valid 7-digit codes of their UF, near the UF's capital. */
function seedSyntheticCities(db: MockDatabase, seed: SeedContext, count: number): void {
  const table = db.resources.cidades;
  const used = new Set(table.all().map((cidade) => cidade.codigoIbge));
  const taken = new Set(table.all().map((cidade) => `${cidade.uf}|${cidade.nome}`));
  const pool = namePool(seed);
  // Each UF walks its own shuffled copy of the pool, so names repeat across UFs but not within one.
  const names = new Map(
    UFS.map((uf) => [
      uf.sigla,
      seed.faker.helpers.shuffle(pool.filter((nome) => !taken.has(`${uf.sigla}|${nome}`))),
    ]),
  );
  const capitals = new Map(CIDADES.filter((cidade) => cidade.capital).map((cidade) => [cidade.uf, cidade]));
  const next = new Map<string, number>(UFS.map((uf, index) => [uf.sigla, (index * 379) % 10_000]));
  for (let index = 0; index < count; index++) {
    const uf = UFS[index % UFS.length];
    let code: string;
    do {
      const serial = next.get(uf.sigla)!;
      next.set(uf.sigla, (serial + 7) % 10_000);
      const first6 = `${uf.codigoIbge}${String(serial).padStart(4, '0')}`;
      code = `${first6}${ibgeCheckDigit(first6)}`;
    } while (used.has(code));
    used.add(code);
    const pending = names.get(uf.sigla)!;
    const nome = pending[Math.floor(index / UFS.length) % pending.length];
    const capital = capitals.get(uf.sigla)!;
    table.insert(
      {
        nome,
        codigoIbge: code,
        uf: uf.sigla,
        latitude: round4(clamp(capital.latitude + (seed.random() - 0.5) * 7, BOUNDS.south, BOUNDS.north)),
        longitude: round4(clamp(capital.longitude + (seed.random() - 0.5) * 7, BOUNDS.west, BOUNDS.east)),
        ...seeded(seed, 5),
      },
      seed.admin,
      seed.now,
    );
  }
}

/** The real municipalities (and, in the 'large' profile, synthetic ones up to 50,000). */
export function seedCities(db: MockDatabase, seed: SeedContext, keepActive: ReadonlySet<string>): void {
  const table = db.resources.cidades;
  for (const { capital: _capital, ...cidade } of CIDADES)
    table.insert({ ...cidade, ...seeded(seed, 5) }, seed.admin, seed.now);
  if (seed.profile === 'large') seedSyntheticCities(db, seed, LARGE_CITY_COUNT - table.size);
  const lockable = table.all().filter((cidade: Stored<Cidade>) => !keepActive.has(cidade.codigoIbge));
  const reasons = ['MUNICÍPIO EM REVISÃO CADASTRAL PELO IBGE', 'CADASTRO DUPLICADO NA IMPORTAÇÃO DE 2024'];
  reasons.forEach((motivo, index) => {
    const cidade = lockable[Math.floor(((index + 1) * lockable.length) / (reasons.length + 1))];
    if (cidade) lock(table, cidade.id, seed, motivo);
  });
}
