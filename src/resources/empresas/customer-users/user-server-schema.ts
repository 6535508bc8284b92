import { z } from 'zod';
import { validationMessages } from '@/lib/messages';

/** 'Alteração de servidor do usuário': a server (object with id) is required; the payload has servidorId. */
export const userServerSchema = z.object({
  servidor: z
    .object({ id: z.number().int().positive(), nome: z.string().optional() })
    .nullable()
    .refine((servidor) => servidor !== null, { error: validationMessages.required }),
});

export type UserServerValues = z.input<typeof userServerSchema>;
