import { describe, expect, it } from 'vitest';
import {
  actionMatrix,
  columnCodes,
  formOf,
  rowCodes,
} from '@/resources/permissoes/permission-picker/action-matrix';

const routine = (codigo: string, descricao: string, codes: Array<[string, string]>) => ({
  codigo,
  descricao,
  acoes: codes.map(([code, text]) => ({ codigo: code, descricao: text })),
});

const ROUTINES = [
  routine('EMP', 'CLIENTES', [
    ['CON_EMP', 'CONSULTAR CLIENTES'],
    ['ALT_EMP', 'ALTERAR CLIENTES'],
    ['ALT_CONF_EMP', 'ALTERAR CONFIGURAÇÕES CLIENTES'],
  ]),
  routine('USU', 'USUÁRIOS', [
    ['CON_USU', 'CONSULTAR USUÁRIOS'],
    ['NOV_USU', 'INCLUIR USUÁRIOS'],
    ['EMAIL_USU', 'ENVIAR E-MAIL DE CONFIRMAÇÃO'],
  ]),
  routine('FRONT_ROT', 'ROTINAS DE FRONT-END', [
    ['CON_FRONT_ROT', 'CONSULTAR ROTINAS DE FRONT-END'],
    ['DEL_FRONT_ROT', 'EXCLUIR'],
  ]),
  routine('CID', 'CIDADES', [
    ['IMPORTA_CID', 'IMPORTAR PLANILHA CIDADES'],
    ['ATIVA_INATIVA_CID', 'ATIVAR/INATIVAR CIDADES'],
    ['APROVAR_CID', 'APROVAR CIDADES'],
  ]),
];

describe('permission action matrix', () => {
  it('splits a code into its action form and the routine code (the longest form: ALT_CONF_ before ALT_)', () => {
    expect(formOf('ALT_CONF_EMP', 'EMP')).toBe('ALT_CONF_');
    expect(formOf('ALT_EMP', 'EMP')).toBe('ALT_');
    expect(formOf('DEL_FRONT_ROT', 'FRONT_ROT')).toBe('DEL_');
    expect(formOf('ATIVA_INATIVA_CID', 'CID')).toBe('ATIVA_INATIVA_');
    // A code that does not end with the routine's code is a column of its own.
    expect(formOf('CON_CID', 'EMP')).toBe('CON_CID');
  });

  it('puts the standard forms first in a fixed order (only those some routine has), then the routines’ own actions named after them', () => {
    const { columns } = actionMatrix(ROUTINES);
    expect(columns.map((column) => column.label)).toEqual([
      'Consultar',
      'Incluir',
      'Alterar',
      'Ativar/inativar',
      'Importar',
      'Alterar configurações',
      'Enviar e-mail de confirmação',
      'Excluir',
      'Aprovar',
    ]);
    expect(actionMatrix([ROUTINES[1]]).columns.map((column) => column.form)).toEqual([
      'CON_',
      'NOV_',
      'EMAIL_',
    ]);
  });

  it('gives each row its codes by column (none where the routine lacks the action), and the codes of a row and of a column', () => {
    const { rows } = actionMatrix(ROUTINES);
    const clientes = rows[0];
    expect(clientes.cells.get('ALT_CONF_')).toBe('ALT_CONF_EMP');
    expect(clientes.cells.has('NOV_')).toBe(false);
    expect(rowCodes(clientes)).toEqual(['CON_EMP', 'ALT_EMP', 'ALT_CONF_EMP']);
    expect(columnCodes(rows, 'CON_')).toEqual(['CON_EMP', 'CON_USU', 'CON_FRONT_ROT']);
    expect(columnCodes(rows.slice(1), 'CON_')).toEqual(['CON_USU', 'CON_FRONT_ROT']);
  });
});
