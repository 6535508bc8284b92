import type { z } from 'zod';
import type { Anexo, Chamado, ChamadoResumo, UsuarioResumo, VarianteNotificacao } from '@generated/api/model';
import { BuscaChamadoParams } from '@generated/zod/chamados/chamados';
import {
  attachmentContentRefused,
  attachmentKey,
  attachmentRefused,
  attachmentType,
} from '@/lib/files/attachment-types';
import { readHead } from '@/lib/files/image-content';
import type { StoredChamado } from '../db/database';
import type { SessionUser } from '../kit/auth';
import type { MockContext } from '../kit/context';
import { fileUrl, storeFile } from '../kit/files';
import { notify } from '../kit/notify';
import { multipartObject } from '../kit/request';
import { apiError, fieldErrors, notFound } from '../kit/respond';
import { parseRequest, type Parsed } from '../kit/validation';

export const CLOSED_REFUSED = 'Chamado fechado não pode ser alterado';

/**
 * Checks and stores a request's attachments: every file must be of an accepted type, its type the one
 * its extension has in the allow-list (not the type the client sent), and an image's content that image
 * (an SVG named 'foto.png' is refused): 400 otherwise, nothing stored. Duplicates (same name and size)
 * are dropped.
 */
export async function storeAttachments(
  ctx: MockContext,
  files: Blob[] | undefined,
): Promise<Parsed<Anexo[]>> {
  const unique = new Map<string, { file: Blob; nome: string; tipo: string }>();
  const refuse = (message: string): Parsed<Anexo[]> => ({
    ok: false,
    response: fieldErrors(400, [{ campo: 'anexos', errors: [message] }]),
  });
  for (const file of files ?? []) {
    const nome = file instanceof File && file.name ? file.name : 'arquivo';
    const tipo = attachmentType(nome, file.type);
    if (!tipo) return refuse(attachmentRefused(nome));
    const contentRefused = attachmentContentRefused(nome, tipo, await readHead(file));
    if (contentRefused) return refuse(contentRefused);
    const key = attachmentKey({ name: nome, size: file.size });
    if (!unique.has(key)) unique.set(key, { file, nome, tipo });
  }
  const anexos: Anexo[] = [];
  for (const { file, nome, tipo } of unique.values()) {
    const stored = await storeFile(ctx.db, file, nome, tipo);
    anexos.push({
      id: ctx.db.counters.anexo++,
      nome,
      tipo,
      tamanho: file.size,
      arquivoId: stored.id,
      url: fileUrl(stored.id),
    });
  }
  return { ok: true, data: anexos };
}

/** Reads a multipart body and validates it with its generated schema. */
export async function parseMultipart<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  let body: Record<string, unknown>;
  try {
    body = await multipartObject(request, schema);
  } catch {
    return { ok: false, response: apiError(400, 'Envie os dados como multipart/form-data') };
  }
  return parseRequest(schema, body);
}

/** The ticket of the path's {id}, or the answer refusing it (400 / 404). */
export function ticketOf(ctx: MockContext, params: Record<string, unknown>): Parsed<StoredChamado> {
  const parsed = parseRequest(BuscaChamadoParams, params);
  if (!parsed.ok) return parsed;
  const ticket = ctx.db.chamados.get(parsed.data.id);
  return ticket ? { ok: true, data: ticket } : { ok: false, response: notFound('Chamado') };
}

export function usuarioResumo(user: SessionUser | UsuarioResumo): UsuarioResumo {
  return { id: user.id, nome: user.nome, email: user.email, avatarUrl: user.avatarUrl ?? null };
}

export function presentChamado(record: StoredChamado): Chamado {
  const { ativo: _ativo, ...rest } = record;
  return {
    ...rest,
    dataPrevisaoConclusao: record.dataPrevisaoConclusao ?? null,
    dataFechamento: record.dataFechamento ?? null,
    solicitacaoResolvida: record.solicitacaoResolvida ?? null,
    comentarios: [...record.comentarios].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
    ),
  };
}

export function presentResumo(record: StoredChamado): ChamadoResumo {
  const {
    descricao: _d,
    anexos: _a,
    comentarios: _c,
    solicitacaoResolvida: _s,
    ...resumo
  } = presentChamado(record);
  return resumo;
}

/** Tells the ticket's assignees (except whoever made the change) what changed. */
export function notifyAssignees(
  ctx: MockContext,
  ticket: StoredChamado,
  actorId: number,
  titulo: string,
  descricao: string,
  variante: VarianteNotificacao = 'INFO',
): void {
  const notificacaoAcao = { titulo: 'Abrir chamado', rota: `/dashboard/chamados/${ticket.id}/detalhes` };
  const recipients = new Set(ticket.responsaveis.map((responsavel) => responsavel.usuarioId));
  recipients.delete(actorId);
  for (const userId of recipients) notify(ctx, userId, { titulo, descricao, variante, notificacaoAcao });
}
