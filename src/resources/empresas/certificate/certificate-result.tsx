import type { CertificadoDigital } from '@generated/api/model';
import { formatCnpj } from '@/lib/format/documents';
import { formatDate } from '@/lib/format/date';
import { successMessages } from '@/lib/messages';
import { certificateTexts as texts } from './certificate-texts';

/**
 * The outcome of 'Testar': the validity ('Certificado digital ok, válido até {date}'), holder and CNPJ;
 * or the API's refusal.
 */
export function CertificateResult({
  result,
  error,
  stale,
}: {
  result: CertificadoDigital | null;
  error: string | null;
  stale: boolean;
}) {
  if (error) {
    return (
      <p className="certificate-result certificate-result--error" role="alert">
        <i className="pi pi-times-circle" aria-hidden="true" /> {error}
      </p>
    );
  }
  if (!result || stale) {
    return <p className="certificate-result certificate-result--hint">{texts.testFirst}</p>;
  }
  return (
    <div className="certificate-result certificate-result--ok" role="status">
      <p>
        <i className="pi pi-check-circle" aria-hidden="true" />{' '}
        {successMessages.certificateOk(formatDate(result.vencimento))}
      </p>
      {(result.titular || result.cnpj) && (
        <dl className="certificate-result__facts">
          {result.titular && (
            <>
              <dt>{texts.holder}</dt>
              <dd>{result.titular}</dd>
            </>
          )}
          {result.cnpj && (
            <>
              <dt>{texts.cnpj}</dt>
              <dd>{formatCnpj(result.cnpj)}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
