import { z } from 'zod';
import { validationMessages } from '@/lib/messages';
import { certificateTexts as texts } from './certificate-texts';

/** A PKCS#12 file by its name (the API checks the content). */
export function isCertificateFileName(name: string): boolean {
  return /\.(pfx|p12)$/i.test(name);
}

export const certificateSchema = z.object({
  certificadoDigital: z
    .instanceof(File, { error: validationMessages.required })
    .nullable()
    .refine((file) => file !== null, validationMessages.required)
    .refine((file) => file === null || isCertificateFileName(file.name), texts.wrongType),
  senha: z.string().refine((senha) => senha.length > 0, validationMessages.required),
});

export type CertificateFormValues = z.input<typeof certificateSchema>;

export const EMPTY_CERTIFICATE: CertificateFormValues = { certificadoDigital: null, senha: '' };

/** What was tested: the select action is enabled only for this same file and password. */
export interface TestedCertificate {
  file: File;
  senha: string;
}

export function isSameTest(tested: TestedCertificate | null, values: CertificateFormValues): boolean {
  return tested !== null && tested.file === values.certificadoDigital && tested.senha === values.senha;
}
