import type { EstadoInstanciaNuvem, InstanciaNuvem } from '@generated/api/model';

/** pt-BR names of the stable states of a cloud instance (contract: EstadoInstanciaNuvem). */
export const STATE_LABELS: Readonly<Record<EstadoInstanciaNuvem, string>> = Object.freeze({
  new: 'Nova',
  error: 'Com erro',
  running: 'Ligada',
  stopped: 'Desligada',
  suspended: 'Suspensa',
  deleted: 'Excluída',
});

const QUOTA = 'Cota excedida na criação';

/**
 * pt-BR names of the provider's statuses (contract: InstanciaNuvem.status). The list is the
 * provider's and may grow: an unknown status is shown as it comes.
 */
export const STATUS_LABELS: Readonly<Record<string, string>> = Object.freeze({
  completed: 'Concluído',
  provisioning: 'Provisionando',
  creating: 'Criando',
  starting: 'Ligando',
  starting_pending: 'Ligando (pendente)',
  stopping: 'Desligando',
  stopping_pending: 'Desligando (pendente)',
  suspending: 'Suspendendo',
  suspending_pending: 'Suspendendo (pendente)',
  rebooting: 'Reiniciando',
  rebooting_pending: 'Reiniciando (pendente)',
  retyping: 'Alterando o tipo',
  retyping_pending: 'Alterando o tipo (pendente)',
  retyping_confirmed: 'Alteração de tipo confirmada',
  deleting: 'Excluindo',
  deleting_pending: 'Excluindo (pendente)',
  attaching_nic: 'Conectando interface de rede',
  attach_nic_pending: 'Conectando interface de rede (pendente)',
  detaching_nic: 'Desconectando interface de rede',
  detach_nic_pending: 'Desconectando interface de rede (pendente)',
  creating_error: 'Erro na criação',
  creating_network_error: 'Erro de rede na criação',
  creating_error_quota: QUOTA,
  creating_error_quota_ram: `${QUOTA} (memória)`,
  creating_error_quota_vcpu: `${QUOTA} (vCPU)`,
  creating_error_quota_disk: `${QUOTA} (disco)`,
  creating_error_quota_instance: `${QUOTA} (instâncias)`,
  creating_error_quota_floating_ip: `${QUOTA} (IP flutuante)`,
  creating_error_quota_network: `${QUOTA} (rede)`,
  retyping_error: 'Erro na alteração de tipo',
  retyping_error_quota: 'Cota excedida na alteração de tipo',
  deleting_error: 'Erro na exclusão',
  deleted: 'Excluída',
});

export function stateLabel(state: string): string {
  return (STATE_LABELS as Readonly<Record<string, string>>)[state] ?? state;
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** The contract's transitional statuses whose name does not say so by its ending. */
const TRANSITIONAL_BY_NAME: ReadonlySet<string> = new Set(['attaching_nic', 'detaching_nic']);

/**
 * A transition is under way: an operation still running ('starting', 'rebooting', 'attaching_nic'…) or
 * waiting ('…_pending', 'retyping_confirmed'); a status of the provider not known yet counts when its
 * name says so. 'completed', 'deleted' and the errors are stable.
 */
export function isTransitional(status: string): boolean {
  if (status.includes('error')) return false;
  return TRANSITIONAL_BY_NAME.has(status) || /(ing|_pending|_confirmed)$/.test(status);
}

/** Starting is allowed only when the state is stopped and the status completed. */
export function canStart(instance: Pick<InstanciaNuvem, 'state' | 'status'>): boolean {
  return instance.state === 'stopped' && instance.status === 'completed';
}
