/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
/** The groups of the routine hub in display order, each with its resources' segments in display order. */
export const resourceGroups = [
  {
    id: 'cadastros-gerais',
    label: 'Cadastros gerais',
    icon: 'pi pi-book',
    segments: ['cidades', 'paises', 'bancos'],
  },
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

/** Each resource's icon and one-line description, by segment. */
export const resourcePresentation = {
  empresas: { icon: 'pi pi-building', description: 'Clientes da plataforma, planos e configurações' },
  planos: { icon: 'pi pi-list-check', description: 'Planos contratados e módulos incluídos' },
  filiais: { icon: 'pi pi-sitemap', description: 'Matrizes e filiais dos clientes' },
  unidades: { icon: 'pi pi-warehouse', description: 'Unidades operacionais das filiais' },
  usuarios: { icon: 'pi pi-users', description: 'Usuários, acessos e servidores' },
  modulos: { icon: 'pi pi-objects-column', description: 'Módulos comercializados' },
  rotinas: { icon: 'pi pi-list', description: 'Rotinas e os códigos de suas ações' },
  'rotinas-front-end': { icon: 'pi pi-desktop', description: 'Rotinas das telas do sistema' },
  permissoes: { icon: 'pi pi-key', description: 'Perfis de permissão e ações liberadas' },
  cidades: { icon: 'pi pi-map-marker', description: 'Municípios com código IBGE e UF' },
  paises: { icon: 'pi pi-globe', description: 'Países com código BACEN' },
  bancos: { icon: 'pi pi-building-columns', description: 'Instituições financeiras (código COMPE)' },
  cfops: { icon: 'pi pi-receipt', description: 'Códigos Fiscais de Operações e Prestações' },
  ncms: { icon: 'pi pi-barcode', description: 'Nomenclatura Comum do Mercosul' },
  'aliquotas-icms': { icon: 'pi pi-percentage', description: 'Alíquotas de ICMS entre UFs' },
  'aliquotas-seguro': { icon: 'pi pi-shield', description: 'Alíquotas de seguro de carga' },
  servidores: { icon: 'pi pi-server', description: 'Servidores e instâncias em nuvem' },
  'pracas-pedagio': { icon: 'pi pi-car', description: 'Praças de pedágio e valores por eixo' },
};
