import type { Collection, StoredRecord } from '../collection';
import type { SeedContext } from './seed-context';

const YEAR = 365.25 * 86_400_000;

/** A creation date in the past (up to `years` before the seed's clock), as stored. */
export function pastDate(seed: SeedContext, years = 3): string {
  return new Date(seed.now.getTime() - 60_000 - Math.floor(seed.random() * years * YEAR)).toISOString();
}

/** Common Brazilian family names (faker's pt-BR list has only 21). */
export const SURNAMES = [
  'Almeida',
  'Alves',
  'Andrade',
  'Araújo',
  'Azevedo',
  'Barbosa',
  'Barros',
  'Batista',
  'Bezerra',
  'Borges',
  'Brito',
  'Cardoso',
  'Carvalho',
  'Castro',
  'Cavalcanti',
  'Correia',
  'Costa',
  'Cunha',
  'Dias',
  'Duarte',
  'Farias',
  'Fernandes',
  'Ferreira',
  'Fonseca',
  'Freitas',
  'Gomes',
  'Gonçalves',
  'Guimarães',
  'Lima',
  'Lopes',
  'Macedo',
  'Machado',
  'Marques',
  'Martins',
  'Medeiros',
  'Melo',
  'Mendes',
  'Miranda',
  'Monteiro',
  'Moraes',
  'Moreira',
  'Moura',
  'Nascimento',
  'Nogueira',
  'Nunes',
  'Oliveira',
  'Pereira',
  'Pinto',
  'Queiroz',
  'Ramos',
  'Reis',
  'Ribeiro',
  'Rocha',
  'Rodrigues',
  'Santana',
  'Santos',
  'Siqueira',
  'Soares',
  'Souza',
  'Teixeira',
  'Vasconcelos',
  'Vieira',
];

/** Audit fields of a seeded record: created in the past by the seeded administrator. */
export function seeded(seed: SeedContext, years = 3): { createdAt: string } {
  return { createdAt: pastDate(seed, years) };
}

/**
 * Locks records with a reason, as staff do (the history keeps the event). `unlockFirst` gives the
 * record an older lock/unlock pair before, so its history has several events.
 */
export function lock<R extends StoredRecord>(
  table: Collection<R>,
  id: number,
  seed: SeedContext,
  motivo: string,
  unlockFirst?: { lock: string; unlock: string },
): void {
  if (unlockFirst) {
    const earlier = new Date(seed.now.getTime() - 90 * 86_400_000);
    table.setAtivo(id, false, unlockFirst.lock, seed.admin, earlier);
    table.setAtivo(id, true, unlockFirst.unlock, seed.admin, new Date(earlier.getTime() + 7 * 86_400_000));
  }
  table.setAtivo(id, false, motivo, seed.admin, seed.now);
}

/** An integer in [min, max] from the seed's faker. */
export function between(seed: SeedContext, min: number, max: number): number {
  return seed.faker.number.int({ min, max });
}
