import type { Gender } from '@/lib/resources/resource-info';

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Texts of the resource kit's form page (pt-BR), of our own wording; fixed messages: src/lib/messages. */
export const formTexts = {
  /** 'Cidade cadastrada com sucesso', 'CFOP cadastrado com sucesso'. */
  created: (singular: string, gender: Gender): string =>
    `${capitalized(singular)} ${gender === 'f' ? 'cadastrada' : 'cadastrado'} com sucesso`,
  /** 'Cidade alterada com sucesso'. */
  updated: (singular: string, gender: Gender): string =>
    `${capitalized(singular)} ${gender === 'f' ? 'alterada' : 'alterado'} com sucesso`,
  cancel: 'Cancelar',
  saving: 'Salvando…',
  /** Problems the form cannot show at a field (a body rule for a value the form does not edit). */
  otherProblems: 'Não foi possível validar o formulário:',
  requiredLegend: 'Campos marcados com * são obrigatórios',
  leave: {
    title: 'Descartar alterações?',
    message: 'As alterações feitas neste formulário ainda não foram salvas.',
    stay: 'Continuar editando',
    discard: 'Descartar',
  },
} as const;
