import './certificate.css';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/ui/button';
import { lazy, Suspense, useState } from 'react';
import {
  alteraCertificadoEmpresa,
  getBuscaConfiguracoesEmpresaQueryKey,
} from '@generated/api/empresas/empresas';
import type { CertificadoDigitalInput, ConfiguracaoFiscalEmpresa } from '@generated/api/model';
import { ConfigSection, type ConfigSectionProps } from '@/kit';
import { formatCnpj } from '@/lib/format/documents';
import { formatDate } from '@/lib/format/date';
import { toast } from '@/lib/toast/toast';
import { customerCertificateTexts as texts } from './certificate-texts';

const CertificateDialog = lazy(() =>
  import('./certificate-dialog').then((module) => ({ default: module.CertificateDialog })),
);

/**
 * Below a customer's configuration form: the current certificate A1 and, for who may (the config flag), its
 * replacement through the certificate dialog.
 */
export function CustomerCertificateSection({
  id,
  config,
  canEdit,
}: ConfigSectionProps<ConfiguracaoFiscalEmpresa>) {
  const certificado = config.certificado ?? null;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ open: boolean } | null>(null);
  const save = async (input: CertificadoDigitalInput) => {
    await alteraCertificadoEmpresa(id, input);
    await queryClient.invalidateQueries({ queryKey: getBuscaConfiguracoesEmpresaQueryKey(id) });
    toast.success(texts.saved);
  };
  const expired = certificado !== null && certificado.vencimento < new Date().toISOString().slice(0, 10);

  return (
    <ConfigSection title={texts.title}>
      {certificado ? (
        <dl className="customer-certificate__facts">
          <dt>{texts.validUntil}</dt>
          <dd>
            {formatDate(certificado.vencimento)}
            {expired && <span className="customer-certificate__badge"> ({texts.expired})</span>}
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
        <p className="customer-certificate__empty">{texts.none}</p>
      )}
      {canEdit && (
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-verified"
          label={certificado ? texts.replace : texts.send}
          onClick={() => setDialog({ open: true })}
        />
      )}
      {dialog && (
        <Suspense fallback={null}>
          <CertificateDialog
            visible={dialog.open}
            onHide={() => setDialog({ open: false })}
            onSelect={save}
          />
        </Suspense>
      )}
    </ConfigSection>
  );
}
