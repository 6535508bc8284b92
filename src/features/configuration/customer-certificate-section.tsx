import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { lazy, Suspense, useId, useState } from 'react';
import { alteraCertificadoEmpresa, getBuscaConfiguracoesEmpresaQueryKey } from '@generated/api/empresas/empresas';
import type { CertificadoDigital, CertificadoDigitalInput } from '@generated/api/model';
import { formatCnpj } from '@/lib/format/documents';
import { formatDate } from '@/lib/format/date';
import { toast } from '@/lib/toast/toast';
import { configurationTexts as texts } from './configuration-texts';

const CertificateDialog = lazy(() => import('@/features/configuration/certificate/certificate-dialog').then((module) => ({ default: module.CertificateDialog })));

export interface CustomerCertificateSectionProps {
  empresaId: number;
  certificado: CertificadoDigital | null;
  /** Without the configuration flag the certificate is only shown. */
  canEdit: boolean;
}

/** The customer's current certificate A1 and, for who may, its replacement through the certificate dialog. */
export function CustomerCertificateSection({ empresaId, certificado, canEdit }: CustomerCertificateSectionProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ open: boolean } | null>(null);
  const save = async (input: CertificadoDigitalInput) => {
    await alteraCertificadoEmpresa(empresaId, input);
    await queryClient.invalidateQueries({ queryKey: getBuscaConfiguracoesEmpresaQueryKey(empresaId) });
    toast.success(texts.certificateSaved);
  };
  const expired = certificado !== null && certificado.vencimento < new Date().toISOString().slice(0, 10);

  return (
    <section className="config-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="config-section__title">
        {texts.certificateSection}
      </h2>
      {certificado ? (
        <dl className="config-section__facts">
          <dt>{texts.validUntil}</dt>
          <dd>
            {formatDate(certificado.vencimento)}
            {expired && <span className="config-section__badge"> ({texts.expired})</span>}
          </dd>
          {certificado.titular && (
            <>
              <dt>{texts.holder}</dt>
              <dd>{certificado.titular}</dd>
            </>
          )}
          {certificado.cnpj && (
            <>
              <dt>{texts.cnpj}</dt>
              <dd>{formatCnpj(certificado.cnpj)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="config-section__empty">{texts.noCertificate}</p>
      )}
      {canEdit && (
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-verified"
          label={certificado ? texts.replaceCertificate : texts.sendCertificate}
          onClick={() => setDialog({ open: true })}
        />
      )}
      {dialog && (
        <Suspense fallback={null}>
          <CertificateDialog visible={dialog.open} onHide={() => setDialog({ open: false })} onSelect={save} />
        </Suspense>
      )}
    </section>
  );
}
