import type { Auditoria } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/date';
import { auditTexts } from './resource-texts';
import './resource.css';

export interface AuditBlockProps {
  record: Auditoria;
}

/**
 * The audit block of a view: 'Cadastrado em {date} por {name}' and 'Alterado em {date} por
 * {name}' as a labelled definition list; a missing date or name leaves its part out, and a line with
 * neither is not shown (nothing at all when both are missing).
 */
export function AuditBlock({ record }: AuditBlockProps) {
  const createdAt = unbroken(formatDateTime(record.createdAt));
  const createdBy = record.usuarioCreated?.nome ?? '';
  const updatedAt = unbroken(formatDateTime(record.updatedAt));
  const updatedBy = record.usuarioUpdated?.nome ?? '';
  const showCreated = Boolean(createdAt || createdBy);
  const showUpdated = Boolean(updatedAt || updatedBy);
  if (!showCreated && !showUpdated) return null;

  return (
    <dl className="audit-block" aria-label={auditTexts.label}>
      {showCreated && (
        <div className="audit-block__row">
          <dt>{auditTexts.created}</dt>
          <dd>{auditTexts.createdLine(createdAt, createdBy)}</dd>
        </div>
      )}
      {showUpdated && (
        <div className="audit-block__row">
          <dt>{auditTexts.updated}</dt>
          <dd>{auditTexts.updatedLine(updatedAt, updatedBy)}</dd>
        </div>
      )}
    </dl>
  );
}

/** A date kept on one line ('04/04/2026 - 04:24' never breaks at its spaces on a phone): no-break spaces. */
const unbroken = (date: string) => date.replaceAll(' ', '\u00a0');
