import './certificate.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/ui/button';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { CertificadoDigital, CertificadoDigitalInput } from '@generated/api/model';
import { useTestaCertificadoDigital } from '@generated/api/utils/utils';
import { PasswordInput } from '@/ui/password-input';
import { RightDrawer } from '@/ui/right-drawer';
import { getErrorMessage } from '@/lib/http/error-message';
import { CertificateFileInput } from './certificate-file-input';
import { CertificateResult } from './certificate-result';
import {
  certificateSchema,
  EMPTY_CERTIFICATE,
  isSameTest,
  type CertificateFormValues,
  type TestedCertificate,
} from './certificate-schema';
import { certificateTexts as texts } from './certificate-texts';

export interface CertificateDialogProps {
  visible: boolean;
  onHide: () => void;
  /** Stores the tested certificate (e.g. altera-certificado); the dialog closes once it resolves. */
  onSelect: (input: CertificadoDigitalInput) => Promise<unknown>;
}

/**
 * The digital certificate A1 dialog: a .pfx/.p12 file and its password, both required;
 * 'Testar' opens it on the API (testa-certificado-digital) and 'Selecionar' is enabled only after a
 * successful test of that same file and password. A refusal shows the API's message; nothing is kept.
 */
export function CertificateDialog({ visible, onHide, onSelect }: CertificateDialogProps) {
  const ids = useId();
  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={texts.title}
      className="certificate-dialog"
      initialFocusId={`${ids}-file`}
    >
      {visible && <CertificateForm ids={ids} onClose={onHide} onSelect={onSelect} />}
    </RightDrawer>
  );
}

function CertificateForm({
  ids,
  onClose,
  onSelect,
}: {
  ids: string;
  onClose: () => void;
  onSelect: CertificateDialogProps['onSelect'];
}) {
  const { control, handleSubmit } = useForm<CertificateFormValues>({
    resolver: zodResolver(certificateSchema),
    defaultValues: EMPTY_CERTIFICATE,
  });
  const values = useWatch({ control }) as CertificateFormValues;
  // The certificate's password is the mutation's variables: gone from the cache once the dialog closes or
  // the next test starts (gcTime 0), not kept for minutes after use.
  const test = useTestaCertificadoDigital({ mutation: { meta: { silent: true }, gcTime: 0 } });
  const [tested, setTested] = useState<{ input: TestedCertificate; result: CertificadoDigital } | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selectError, setSelectError] = useState<string | null>(null);
  const current = tested !== null && isSameTest(tested.input, values);
  const busy = test.isPending || selecting;

  const runTest = handleSubmit(async ({ certificadoDigital, senha }) => {
    if (busy || !certificadoDigital) return;
    setSelectError(null);
    setTested(null);
    try {
      const result = await test.mutateAsync({ data: { certificadoDigital, senha } });
      setTested({ input: { file: certificadoDigital, senha }, result });
    } catch {
      // The refusal is shown from test.error.
    }
  });

  const select = async () => {
    if (busy || !tested || !current) return;
    setSelecting(true);
    setSelectError(null);
    try {
      await onSelect({ certificadoDigital: tested.input.file, senha: tested.input.senha });
      onClose();
    } catch (error) {
      setSelectError(getErrorMessage(error));
    } finally {
      setSelecting(false);
    }
  };

  const refusal = selectError ?? (test.isError ? getErrorMessage(test.error) : null);
  return (
    <form className="certificate-form" noValidate onSubmit={runTest} aria-busy={busy}>
      <p className="certificate-form__intro">{texts.intro}</p>
      <Controller
        control={control}
        name="certificadoDigital"
        render={({ field, fieldState }) => (
          <CertificateFileInput
            id={`${ids}-file`}
            file={field.value}
            onChange={(file) => {
              field.onChange(file);
              test.reset();
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={busy}
          />
        )}
      />
      <Controller
        control={control}
        name="senha"
        render={({ field, fieldState }) => (
          <div className="certificate-field">
            <label htmlFor={`${ids}-senha`} className="certificate-field__label">
              {texts.password}
              <span aria-hidden="true"> *</span>
            </label>
            <PasswordInput
              id={`${ids}-senha`}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                if (test.isError) test.reset();
              }}
              onBlur={field.onBlur}
              autoComplete="off"
              disabled={busy}
              invalid={fieldState.invalid}
              aria-required="true"
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={fieldState.error ? `${ids}-senha-error` : undefined}
            />
            {fieldState.error && (
              <small id={`${ids}-senha-error`} className="p-error certificate-field__error">
                {fieldState.error.message}
              </small>
            )}
          </div>
        )}
      />
      <CertificateResult result={tested?.result ?? null} error={refusal} stale={!current} />
      <div className="certificate-form__actions">
        <Button type="button" label={texts.close} outlined onClick={onClose} />
        <Button
          type="submit"
          label={test.isPending ? texts.testing : texts.test}
          icon="pi pi-verified"
          outlined
          loading={test.isPending}
          disabled={busy}
        />
        <Button
          type="button"
          label={selecting ? texts.selecting : texts.select}
          icon="pi pi-check"
          loading={selecting}
          disabled={busy || !current}
          onClick={() => void select()}
        />
      </div>
    </form>
  );
}
