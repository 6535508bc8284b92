import type { Recurso } from '@generated/api/model';
import type { AnyResourceDefinition } from '../kit/resource';
import { aliquotasIcms } from './aliquotas-icms';
import { aliquotasSeguros } from './aliquotas-seguros';
import { bancos } from './bancos';
import { cfops } from './cfops';
import { cidades } from './cidades';
import { empresas } from './empresas';
import { filiais } from './filiais';
import { modulos } from './modulos';
import { ncms } from './ncms';
import { paises } from './paises';
import { permissoes } from './permissoes';
import { planos } from './planos';
import { pracasPedagio } from './praca-pedagio';
import { rotinas } from './rotinas';
import { rotinasFrontEnd } from './rotinas-front-end';
import { servidores } from './servidores';
import { unidades } from './unidades';
import { usuarios } from './usuarios';

const definitions = {
  bancos,
  cidades,
  paises,
  cfops,
  ncms,
  'aliquotas-icms': aliquotasIcms,
  'aliquotas-seguros': aliquotasSeguros,
  'praca-pedagio': pracasPedagio,
  planos,
  modulos,
  rotinas,
  'rotinas-front-end': rotinasFrontEnd,
  permissoes,
  usuarios,
  empresas,
  filiais,
  unidades,
  servidores,
} satisfies Record<Recurso, { recurso: Recurso; label: string; singular: string; permission: string }>;

/**
 * Every resource of the mock API, keyed by its API prefix (the `recurso` of the generic calls).
 * Typed as the kit's AnyResourceDefinition: the handlers work with any resource alike.
 */
export const resourceDefinitions = definitions as unknown as Record<Recurso, AnyResourceDefinition>;
