import { z } from 'zod';
import { validationMessages } from '@/lib/messages';

/** Customer filter: empresa is required (the customer as an object: id and name). */
export const customerFilterSchema = z.object({
  empresa: z
    .object({ id: z.number().int().positive(), nome: z.string() })
    .nullable()
    .refine((empresa) => empresa !== null, { error: validationMessages.required }),
});

export type CustomerFilterValues = z.input<typeof customerFilterSchema>;
export type ChosenCustomer = { id: number; nome: string };
