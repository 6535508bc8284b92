import { plural } from '@/lib/format/plural';

/** Texts of the resource kit's form inputs (pt-BR), of our own wording; fixed messages: src/lib/messages. */
export const fieldTexts = {
  select: 'Selecione',
  search: 'Pesquisar',
  clear: 'Limpar',
  selectedCount: (count: number): string => plural(count, 'selecionado', 'selecionados'),
  /** Hint of a reference disabled until the field it depends on has a value. */
  chooseFirst: (label: string): string => `Informe ${label} primeiro`,
  requiredMark: 'obrigatório',
  yes: 'Sim',
  no: 'Não',
  invalidValue: 'Valor inválido',
  invalidUrl: 'Endereço inválido',
  minValue: (min: string): string => `Deve ser maior ou igual a ${min}`,
  minValueExclusive: (min: string): string => `Deve ser maior que ${min}`,
  maxValue: (max: string): string => `Deve ser menor ou igual a ${max}`,
  maxValueExclusive: (max: string): string => `Deve ser menor que ${max}`,
  maxItems: (max: number): string => `Máximo ${max} itens`,
  /** The character counter of a notes field. */
  counter: (count: number, max: number): string => `${count}/${max} caracteres`,
  minItems: (min: number): string => `Mínimo ${min} itens`,
  // sub-lists
  address: {
    cep: 'CEP',
    logradouro: 'Logradouro',
    numero: 'Número',
    complemento: 'Complemento',
    bairro: 'Bairro',
    cidade: 'Cidade',
    pais: 'País',
    uf: 'UF',
    searchingCep: 'Consultando CEP…',
  },
  phones: {
    tipo: 'Tipo',
    numero: 'Telefone',
    operadora: 'Operadora',
    observacao: 'Observação',
    fixo: 'Fixo',
    celular: 'Celular',
    add: 'Adicionar telefone',
    remove: (index: number): string => `Remover telefone ${index + 1}`,
    row: (index: number): string => `Telefone ${index + 1}`,
    empty: 'Nenhum telefone informado',
  },
  emails: {
    enderecoEmail: 'E-mail',
    nome: 'Nome',
    add: 'Adicionar e-mail',
    remove: (index: number): string => `Remover e-mail ${index + 1}`,
    row: (index: number): string => `E-mail ${index + 1}`,
    empty: 'Nenhum e-mail informado',
  },
  rows: {
    add: (label: string): string => `Adicionar em ${label}`,
    remove: (label: string, index: number): string => `Remover item ${index + 1} de ${label}`,
    row: (label: string, index: number): string => `${label}: item ${index + 1}`,
    empty: 'Nenhum item informado',
  },
  image: {
    choose: 'Selecionar imagem',
    change: 'Trocar imagem',
    dropHint: 'ou arraste a imagem para cá',
    /** Beside the picker: the saved image when no other was chosen, or nothing at all. */
    saved: 'Imagem salva',
    none: 'Nenhuma imagem selecionada',
    remove: 'Remover imagem',
    preview: (label: string): string => `Pré-visualização de ${label}`,
    hint: 'PNG, JPG, WEBP ou SVG',
    refused: 'Escolha uma imagem PNG, JPG, WEBP ou SVG',
  },
} as const;

/** PrimeReact's clear icon is a focusable svg: announce it as the button it is ('Limpar'). */
export const CLEAR_BUTTON = { clearIcon: { role: 'button' } } as const;
