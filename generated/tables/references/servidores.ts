/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Servidor } from '@generated/api/model';
import { buscaServidor, listaServidores } from '@generated/api/servidores/servidores';
import type { ReferenceSource } from '@/kit';

export const servidoresReference: ReferenceSource<Servidor> = {
  key: 'servidores',
  list: listaServidores,
  get: buscaServidor,
  label: (item) => item.nome,
};
