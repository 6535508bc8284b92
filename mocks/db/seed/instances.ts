import type { InstanciaNuvem } from '@generated/api/model';
import type { MockDatabase } from '../database';
import type { SeedContext } from './seed-context';

/**
 * The spread of cloud-instance situations the server screen meets (state = stable state, status =
 * last operation; see the contract's InstanciaNuvem). Only "stopped / completed" can be started.
 * Seeded transitional statuses stay as the provider reported them (no pending transition): the
 * demo keeps showing each case; a start command is what creates a transition.
 */
export const INSTANCE_SITUATIONS: ReadonlyArray<Pick<InstanciaNuvem, 'state' | 'status'>> = [
  { state: 'running', status: 'completed' },
  { state: 'stopped', status: 'completed' },
  { state: 'stopped', status: 'stopping' },
  { state: 'running', status: 'rebooting' },
  { state: 'error', status: 'creating_error_quota_vcpu' },
  { state: 'suspended', status: 'completed' },
  { state: 'deleted', status: 'deleted' },
  { state: 'new', status: 'provisioning' },
];

function instanceName(nome: string, magaluId: string): string {
  const slug = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'servidor'}-${magaluId.slice(0, 8)}`;
}

/**
 * One cloud instance for every seeded server with a magaluId, in a deterministic spread of
 * situations (running first, so the most common case is the first server's). Runs after the
 * servers are seeded.
 */
export function seedInstances(db: MockDatabase, _seed: SeedContext): void {
  const servers = db.resources.servidores
    .all()
    .filter((server) => server.magaluId)
    .sort((a, b) => a.id - b.id);
  servers.forEach((server, index) => {
    const magaluId = server.magaluId!;
    const situation = INSTANCE_SITUATIONS[index % INSTANCE_SITUATIONS.length];
    db.instancias[magaluId] = { name: instanceName(server.nome, magaluId), ...situation };
  });
}
