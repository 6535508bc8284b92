import type { z } from 'zod';
import type { Anexo, Chamado, ChamadoResumo, StatusChamado, UsuarioResumo, VarianteNotificacao } from '@generated/api/model';
import { BuscaChamadoParams } from '@generated/zod/chamados/chamados';
import type { StoredChamado } from '../db/database';
import type { SessionUser } from '../kit/auth';
import type { MockContext } from '../kit/context';
import { fileUrl, storeFile } from '../kit/files';
import { notify } from '../kit/notify';
import { multipartObject } from '../kit/request';
import { apiError, fieldErrors, notFound } from '../kit/respond';
import { parseRequest, type Parsed } from '../kit/validation';

export const STATUS_LABELS: Record<StatusChamado, string> = {
  EM_ABERTO: 'Aberto',
  EM_ANALISE: 'Em análise',
  A_DESENVOLVER: 'A desenvolver',
  EM_ANDAMENTO: 'Em andamento',
  AGUARDANDO_RESPOSTA_CLIENTE: 'Aguardando resposta do cliente',
  AGUARDANDO_RESPOSTA_SUPORTE: 'Aguardando resposta do suporte',
  FECHADO: 'Fechado',
};

/** Attachment types of SPEC §5 by extension, with the MIME type used when the browser sends none. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  opus: 'audio/opus',
  weba: 'audio/webm',
  mp4: 'video/mp4',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};
const EXTRA_MIME_TYPES = ['image/pjpeg', 'application/x-zip-compressed', 'application/x-rar-compressed', 'application/x-rar', 'application/csv'];
const ACCEPTED_MIME_TYPES = new Set([...Object.values(ATTACHMENT_TYPES), ...EXTRA_MIME_TYPES]);
export const attachmentRefused = (nome: string) =>
  `Tipo de arquivo não permitido: ${nome}. Envie pdf, jpg, png, mp3 ou outro áudio, mp4, Excel (xls, xlsx), csv, docx, txt, zip ou rar`;

export const CLOSED_REFUSED = 'Chamado fechado não pode ser alterado';

/** The MIME type an accepted attachment is stored with; null when its type is not accepted. */
export function attachmentType(nome: string, mime: string): string | null {
  const dot = nome.lastIndexOf('.');
  if (dot > 0) {
    const known = ATTACHMENT_TYPES[nome.slice(dot + 1).toLowerCase()];
    return known ? (mime && mime !== 'application/octet-stream' ? mime : known) : null;
  }
  return ACCEPTED_MIME_TYPES.has(mime) || mime.startsWith('audio/') ? mime : null;
}

/**
 * Checks and stores a request's attachments: every file must be of an accepted type (400 otherwise,
 * nothing stored); duplicates (same name and size) are dropped.
 */
export async function storeAttachments(ctx: MockContext, files: Blob[] | undefined): Promise<Parsed<Anexo[]>> {
  const unique = new Map<string, { file: Blob; nome: string; tipo: string }>();
  for (const file of files ?? []) {
    const nome = file instanceof File && file.name ? file.name : 'arquivo';
    const tipo = attachmentType(nome, file.type);
    if (!tipo) return { ok: false, response: fieldErrors(400, [{ campo: 'anexos', errors: [attachmentRefused(nome)] }]) };
    const key = `${nome}\u0000${file.size}`;
    if (!unique.has(key)) unique.set(key, { file, nome, tipo });
  }
  const anexos: Anexo[] = [];
  for (const { file, nome, tipo } of unique.values()) {
    const stored = await storeFile(ctx.db, new Blob([file], { type: tipo }), nome);
    anexos.push({ id: ctx.db.counters.anexo++, nome, tipo, tamanho: file.size, arquivoId: stored.id, url: fileUrl(stored.id) });
  }
  return { ok: true, data: anexos };
}

/** Reads a multipart body and validates it with its generated schema. */
export async function parseMultipart<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
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
    comentarios: [...record.comentarios].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id),
  };
}

export function presentResumo(record: StoredChamado): ChamadoResumo {
  const { descricao: _d, anexos: _a, comentarios: _c, solicitacaoResolvida: _s, ...resumo } = presentChamado(record);
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
