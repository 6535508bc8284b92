import type { Recurso } from '@generated/api/model';
import { mockResources } from '@generated/tables/mock-resources';
import type { AnyResourceDefinition } from '../kit/resource';
import type { MockResourceSpec } from '../kit/define-resource';
import { simpleResource } from '../kit/simple-resource';
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

/** The resources with rules of their own (references, nested records, unique values, cascades). */
const handWritten = {
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
} satisfies Partial<
  Record<Recurso, { recurso: Recurso; label: string; singular: string; permission: string }>
>;

const written = handWritten as unknown as Partial<Record<Recurso, AnyResourceDefinition>>;

/**
 * Every resource of the mock API, keyed by its API prefix (the `recurso` of the generic calls): one per
 * resource of the manifest (generated/tables/mock-resources.ts), its hand-written definition or else the
 * generic one built from its manifest entry (`simpleResource`). Typed as the kit's AnyResourceDefinition: the
 * handlers work with any resource alike.
 */
export const resourceDefinitions = Object.fromEntries(
  Object.values(mockResources).map((spec) => [
    spec.recurso,
    written[spec.recurso] ??
      (simpleResource(spec as MockResourceSpec<unknown>) as unknown as AnyResourceDefinition),
  ]),
) as Record<Recurso, AnyResourceDefinition>;
