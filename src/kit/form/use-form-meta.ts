import { createContext, useContext } from 'react';
import type { KitField } from '@/kit/field-types';

/** What field components may need to know about the whole form. */
export interface FormMeta {
  /** Every field of the form's sections (to find a field by path, e.g. the parent of a dependent reference). */
  fields: readonly KitField[];
  /** Edit form (readOnlyOnEdit fields disabled; no defaults filled in). */
  isEdit: boolean;
}

export const FormMetaContext = createContext<FormMeta>({ fields: [], isEdit: false });

export function useFormMeta(): FormMeta {
  return useContext(FormMetaContext);
}
