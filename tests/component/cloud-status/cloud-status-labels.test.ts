import { describe, expect, it } from 'vitest';
import { INSTANCE_SITUATIONS } from '@mocks/db/seed/instances';
import {
  canStart,
  isTransitional,
  stateLabel,
  statusLabel,
  STATUS_LABELS,
} from '@/resources/servidores/cloud-status/cloud-status-labels';

describe('cloud instance states and statuses', () => {
  it('names every seeded situation in pt-BR and shows an unknown status as it comes', () => {
    const shown = INSTANCE_SITUATIONS.map(
      ({ state, status }) => `${stateLabel(state)} / ${statusLabel(status)}`,
    );
    expect(shown).toEqual([
      'Ligada / Concluído',
      'Desligada / Concluído',
      'Desligada / Desligando',
      'Ligada / Reiniciando',
      'Com erro / Cota excedida na criação (vCPU)',
      'Suspensa / Concluído',
      'Excluída / Excluída',
      'Nova / Provisionando',
    ]);
    expect(statusLabel('hibernating_v2')).toBe('hibernating_v2');
  });

  it('treats running and pending operations as transitions, and completed, deleted and errors as stable', () => {
    const moving = Object.keys(STATUS_LABELS).filter(isTransitional).sort();
    expect(moving).toEqual(
      [
        'attach_nic_pending',
        'attaching_nic',
        'creating',
        'deleting',
        'deleting_pending',
        'detach_nic_pending',
        'detaching_nic',
        'provisioning',
        'rebooting',
        'rebooting_pending',
        'retyping',
        'retyping_confirmed',
        'retyping_pending',
        'starting',
        'starting_pending',
        'stopping',
        'stopping_pending',
        'suspending',
        'suspending_pending',
      ].sort(),
    );
    expect(isTransitional('creating_error_quota_ram')).toBe(false);
    expect(isTransitional('deleted')).toBe(false);
    expect(isTransitional('algo_desconhecido')).toBe(false);
  });

  it('allows starting only a stopped instance whose last operation completed', () => {
    const startable = INSTANCE_SITUATIONS.filter(canStart);
    expect(startable).toEqual([{ state: 'stopped', status: 'completed' }]);
    expect(canStart({ state: 'stopped', status: 'starting' })).toBe(false);
  });
});
