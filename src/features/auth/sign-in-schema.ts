import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { validationMessages } from '@/lib/messages';

/** Sign-in form: both fields required, the e-mail well formed. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, validationMessages.required).pipe(z.email(validationMessages.email)),
  senha: z.string().min(1, validationMessages.required),
});

export type SignInValues = z.input<typeof signInSchema>;

/** The form's resolver. This module (and zod with it) is loaded by the form on its first validation. */
export const signInResolver = zodResolver(signInSchema);
