/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Estado estável da instância de nuvem. new = recém-criada; error = com falha; running = ligada; stopped = desligada; suspended = suspensa; deleted = excluída. Ligar só é permitido com state stopped e status completed.
 */
export type EstadoInstanciaNuvem = (typeof EstadoInstanciaNuvem)[keyof typeof EstadoInstanciaNuvem];

export const EstadoInstanciaNuvem = {
  new: 'new',
  error: 'error',
  running: 'running',
  stopped: 'stopped',
  suspended: 'suspended',
  deleted: 'deleted',
} as const;
