import { z } from 'zod';
import { validationMessages } from '@/lib/messages';
import { profileTexts } from './profile-texts';

/**
 * Password change: senhaAtual, senha and confirmaSenha required; the confirmation must equal
 * the new password ('Senhas não conferem', at confirmaSenha); the new password must differ from the
 * current one (at senha, the API's wording). Passwords are never trimmed: spaces count.
 */
export const passwordSchema = z
  .object({
    senhaAtual: z.string().min(1, validationMessages.required),
    senha: z.string().min(1, validationMessages.required),
    confirmaSenha: z.string().min(1, validationMessages.required),
  })
  .superRefine((values, ctx) => {
    if (values.senha && values.confirmaSenha && values.senha !== values.confirmaSenha) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmaSenha'],
        message: validationMessages.passwordsDoNotMatch,
      });
    }
    if (values.senha && values.senhaAtual && values.senha === values.senhaAtual) {
      ctx.addIssue({ code: 'custom', path: ['senha'], message: profileTexts.newPasswordSameAsCurrent });
    }
  });

export type PasswordFormValues = z.input<typeof passwordSchema>;

export const emptyPasswordForm: PasswordFormValues = { senhaAtual: '', senha: '', confirmaSenha: '' };

/** The form's fields, also the API's `campo` names. */
export const passwordFields = ['senhaAtual', 'senha', 'confirmaSenha'] as const;
