/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { EstadoInstanciaNuvem } from './estadoInstanciaNuvem';

/**
 * Situação de uma instância de nuvem, como mostrada na tela de status do servidor.
 */
export interface InstanciaNuvem {
  /** Nome da instância no provedor de nuvem. */
  name: string;
  state: EstadoInstanciaNuvem;
  /**
   * Status da última operação na instância, em minúsculas. completed = operação concluída (a instância está estável no state); transitórios: provisioning, creating, starting, starting_pending, stopping, stopping_pending, suspending, suspending_pending, rebooting, rebooting_pending, retyping, retyping_pending, retyping_confirmed, deleting, deleting_pending, attaching_nic, attach_nic_pending, detaching_nic, detach_nic_pending; de erro: creating_error, creating_network_error, creating_error_quota (e variantes _ram, _vcpu, _disk, _instance, _floating_ip, _network), retyping_error, retyping_error_quota, deleting_error; e deleted. A lista é do provedor e pode crescer, por isso não é um enum: valores desconhecidos são mostrados como vêm.
   * @minLength 1
   */
  status: string;
}
