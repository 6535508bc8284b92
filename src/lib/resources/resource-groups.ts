import { resourceRoutes, type ResourceRoute } from './resource-routes';

/**
 * How the routines (resources) are presented to staff: the group each one belongs to, an icon and a
 * one-line description. Used by the routine hub and the start page's shortcuts.
 */

export interface ResourceGroup {
  id: string;
  label: string;
  /** primeicons class of the group. */
  icon: string;
  /** Segments of resourceRoutes, in display order. */
  segments: readonly string[];
}

export const resourceGroups: readonly ResourceGroup[] = [
  { id: 'cadastros-gerais', label: 'Cadastros gerais', icon: 'pi pi-book', segments: ['cidades', 'paises', 'bancos'] },
  {
    id: 'fiscal',
    label: 'Fiscal',
    icon: 'pi pi-percentage',
    segments: ['cfops', 'ncms', 'aliquotas-icms', 'aliquotas-seguro'],
  },
  { id: 'transporte', label: 'Transporte', icon: 'pi pi-truck', segments: ['pracas-pedagio'] },
  {
    id: 'clientes',
    label: 'Clientes',
    icon: 'pi pi-building',
    segments: ['empresas', 'planos', 'filiais', 'unidades', 'usuarios'],
  },
  {
    id: 'sistema',
    label: 'Sistema',
    icon: 'pi pi-cog',
    segments: ['modulos', 'rotinas', 'rotinas-front-end', 'permissoes', 'servidores'],
  },
];

export interface ResourcePresentation {
  icon: string;
  description: string;
}

export const resourcePresentation: Readonly<Record<string, ResourcePresentation>> = {
  cidades: { icon: 'pi pi-map-marker', description: 'Municípios com código IBGE e UF' },
  paises: { icon: 'pi pi-globe', description: 'Países com código BACEN' },
  bancos: { icon: 'pi pi-building-columns', description: 'Instituições financeiras (código COMPE)' },
  cfops: { icon: 'pi pi-receipt', description: 'Códigos Fiscais de Operações e Prestações' },
  ncms: { icon: 'pi pi-barcode', description: 'Nomenclatura Comum do Mercosul' },
  'aliquotas-icms': { icon: 'pi pi-percentage', description: 'Alíquotas de ICMS entre UFs' },
  'aliquotas-seguro': { icon: 'pi pi-shield', description: 'Alíquotas de seguro de carga' },
  'pracas-pedagio': { icon: 'pi pi-car', description: 'Praças de pedágio e valores por eixo' },
  empresas: { icon: 'pi pi-building', description: 'Clientes da plataforma, planos e configurações' },
  planos: { icon: 'pi pi-list-check', description: 'Planos contratados e módulos incluídos' },
  filiais: { icon: 'pi pi-sitemap', description: 'Matrizes e filiais dos clientes' },
  unidades: { icon: 'pi pi-warehouse', description: 'Unidades operacionais das filiais' },
  usuarios: { icon: 'pi pi-users', description: 'Usuários, acessos e servidores' },
  modulos: { icon: 'pi pi-objects-column', description: 'Módulos comercializados' },
  rotinas: { icon: 'pi pi-list', description: 'Rotinas do sistema e suas ações' },
  'rotinas-front-end': { icon: 'pi pi-desktop', description: 'Rotinas das telas do sistema' },
  permissoes: { icon: 'pi pi-key', description: 'Perfis de permissão e ações liberadas' },
  servidores: { icon: 'pi pi-server', description: 'Servidores e instâncias em nuvem' },
};

const FALLBACK: ResourcePresentation = { icon: 'pi pi-table', description: '' };

export function presentationOf(segment: string): ResourcePresentation {
  return resourcePresentation[segment] ?? FALLBACK;
}

export interface GroupedResources {
  group: ResourceGroup;
  resources: ResourceRoute[];
}

/** The resources that pass `include`, by group, in display order; empty groups are left out. */
export function groupResources(include: (resource: ResourceRoute) => boolean = () => true): GroupedResources[] {
  return resourceGroups
    .map((group) => ({
      group,
      resources: group.segments
        .map((segment) => resourceRoutes.find((resource) => resource.segment === segment))
        .filter((resource): resource is ResourceRoute => resource !== undefined && include(resource)),
    }))
    .filter(({ resources }) => resources.length > 0);
}
