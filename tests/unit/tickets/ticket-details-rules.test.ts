// @vitest-environment jsdom
// (richTextIsEmpty sanitises with DOMPurify, which needs a DOM.)
import { describe, expect, it } from 'vitest';
import type { ResponsavelChamado } from '@generated/api/model';
import { ASSIGNEE_USERS_PARAMS, assigneeOptions } from '@/features/tickets/details/assignee-options';
import { sortComments } from '@/features/tickets/details/thread-order';
import { commentSchema } from '@/features/tickets/details/comment-schema';
import {
  assigneesSchema,
  dueDateSchema,
  sameAssignees,
  sameMinute,
  statusSchema,
} from '@/features/tickets/details/dialog-schemas';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
const file = () => new File(['x'], 'nota.pdf', { type: 'application/pdf' });

describe('new comment rules', () => {
  it('requires a comment with visible text', () => {
    for (const comentario of ['', '<p><br></p>', '<p>   </p>']) {
      expect(messagesOf(commentSchema.safeParse({ comentario, privado: false, anexos: [] }))).toEqual({
        comentario: 'Campo obrigatório',
      });
    }
    expect(
      commentSchema.safeParse({ comentario: '<p>ok</p>', privado: true, anexos: [file()] }).success,
    ).toBe(true);
  });
});

describe('expected completion date rules', () => {
  const schema = dueDateSchema(() => NOW);
  it('accepts only a valid moment after now', () => {
    expect(schema.safeParse({ dataPrevisaoConclusao: new Date(NOW + 60_000) }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ dataPrevisaoConclusao: new Date(NOW) }))).toEqual({
      dataPrevisaoConclusao: 'Não pode ser anterior a data atual',
    });
    expect(messagesOf(schema.safeParse({ dataPrevisaoConclusao: new Date(NOW - 86_400_000) }))).toEqual({
      dataPrevisaoConclusao: 'Não pode ser anterior a data atual',
    });
    expect(messagesOf(schema.safeParse({ dataPrevisaoConclusao: null }))).toEqual({
      dataPrevisaoConclusao: 'Campo obrigatório',
    });
    expect(messagesOf(schema.safeParse({ dataPrevisaoConclusao: new Date(Number.NaN) }))).toEqual({
      dataPrevisaoConclusao: 'Data inválida',
    });
  });

  it('compares moments to the minute (the unchanged date cannot be saved again)', () => {
    expect(sameMinute(new Date('2026-11-21T12:00:10Z'), new Date('2026-11-21T12:00:50Z'))).toBe(true);
    expect(sameMinute(new Date('2026-11-21T12:00:10Z'), new Date('2026-11-21T12:01:00Z'))).toBe(false);
    expect(sameMinute(null, null)).toBe(true);
    expect(sameMinute(null, new Date(NOW))).toBe(false);
  });
});

describe('status change rules', () => {
  const schema = statusSchema('EM_ANALISE');
  const values = { status: 'EM_ANDAMENTO', comentario: '', privado: false, anexos: [] as File[] };

  it('needs a status the dialog offers: not the current one, EM_ABERTO or FECHADO', () => {
    expect(schema.safeParse(values).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...values, status: null }))).toEqual({
      status: 'Campo obrigatório',
    });
    expect(messagesOf(schema.safeParse({ ...values, status: 'EM_ANALISE' }))).toEqual({
      status: 'Opção inválida',
    });
    expect(schema.safeParse({ ...values, status: 'EM_ABERTO' }).success).toBe(false);
    expect(schema.safeParse({ ...values, status: 'FECHADO' }).success).toBe(false);
    expect(schema.safeParse({ ...values, status: 'TODOS' }).success).toBe(false);
  });

  it('requires the comment when there are attachments, and only then', () => {
    expect(messagesOf(schema.safeParse({ ...values, anexos: [file()] }))).toEqual({
      comentario: 'Campo obrigatório',
    });
    expect(messagesOf(schema.safeParse({ ...values, comentario: '<p><br></p>', anexos: [file()] }))).toEqual({
      comentario: 'Campo obrigatório',
    });
    expect(schema.safeParse({ ...values, comentario: '<p>segue o log</p>', anexos: [file()] }).success).toBe(
      true,
    );
  });

  it('reports a missing status and a missing comment together', () => {
    expect(messagesOf(schema.safeParse({ ...values, status: null, anexos: [file()] }))).toEqual({
      status: 'Campo obrigatório',
      comentario: 'Campo obrigatório',
    });
  });
});

describe('assignees rules', () => {
  const users = [
    { id: 10, nome: 'ZÉLIA', email: 'zelia@retaguarda.dev', avatarUrl: null, admin: true, ativo: true },
    {
      id: 4,
      nome: 'ROOT RETAGUARDA',
      email: 'Root@Retaguarda.dev',
      avatarUrl: null,
      admin: true,
      ativo: true,
    },
    {
      id: 11,
      nome: 'ÁLVARO',
      email: 'alvaro@retaguarda.dev',
      avatarUrl: '/v1/arquivos/a',
      admin: true,
      ativo: true,
    },
    { id: 12, nome: 'INATIVO', email: 'inativo@retaguarda.dev', avatarUrl: null, admin: true, ativo: false },
    { id: 13, nome: 'CLIENTE', email: 'cliente@x.com', avatarUrl: null, admin: false, ativo: true },
  ];
  const responsavel = (usuarioId: number, nome: string, email: string): ResponsavelChamado => ({
    id: usuarioId * 10,
    usuarioId,
    usuario: { id: usuarioId, nome, email },
  });

  it('asks the API for active staff by name', () => {
    expect(ASSIGNEE_USERS_PARAMS).toMatchObject({ admin: true, situacao: 'UNLOCK', ordenacao: 'nome,asc' });
  });

  it('offers active staff only, never the super-user (e-mail case-insensitive), by name', () => {
    const options = assigneeOptions(users, [], 'root@retaguarda.dev');
    expect(options.map((option) => option.value)).toEqual([11, 10]);
    expect(options[0]).toEqual({ value: 11, label: 'ÁLVARO', avatarUrl: '/v1/arquivos/a' });
  });

  it('keeps current assignees missing from the list, except the super-user', () => {
    const current = [
      responsavel(12, 'INATIVO', 'inativo@retaguarda.dev'),
      responsavel(4, 'ROOT RETAGUARDA', 'ROOT@retaguarda.dev'),
    ];
    expect(assigneeOptions(users, current, 'root@retaguarda.dev').map((option) => option.value)).toEqual([
      11, 12, 10,
    ]);
  });

  it('needs at least one assignee, and a choice different from the current one', () => {
    expect(messagesOf(assigneesSchema.safeParse({ responsaveis: [] }))).toEqual({
      responsaveis: 'Selecione ao menos um responsável',
    });
    expect(assigneesSchema.safeParse({ responsaveis: [1] }).success).toBe(true);
    expect(sameAssignees([1, 2], [2, 1])).toBe(true);
    expect(sameAssignees([1, 2], [1])).toBe(false);
    expect(sameAssignees([1, 3], [1, 2])).toBe(false);
  });
});

describe('comment thread order', () => {
  it('shows the oldest comment first (ties by id)', () => {
    const comment = (id: number, createdAt: string) => ({
      id,
      createdAt,
      comentario: '',
      privado: false,
      anexos: [],
      usuario: { id: 1, nome: 'A' },
    });
    const sorted = sortComments([
      comment(3, '2026-01-02T00:00:00Z'),
      comment(2, '2026-01-01T00:00:00Z'),
      comment(1, '2026-01-01T00:00:00Z'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
