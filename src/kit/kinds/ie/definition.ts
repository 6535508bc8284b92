import { unmask } from '@/lib/format/pattern';
import { validationMessages as m } from '@/lib/messages';
import { IE_EXEMPT, isExemptIe, isValidIe, normalizeIe } from '@/lib/validation/state-registration';
import { getAtPath } from '@/kit/form/value-path';
import { formatted } from '../kind-display';
import { textRule } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** Inscrição estadual or ISENTO, checked against the UF at the field's `ufField` (once there is one). */
export const definition: KindDefinition = {
  name: 'ie',
  empty: '',
  filter: 'text',
  normalize: (text) => (isExemptIe(text) ? IE_EXEMPT : normalizeIe(text.trim())),
  rule: textRule((value, field, values) => {
    const uf = field.ufField ? getAtPath(values, field.ufField) : undefined;
    if (typeof uf !== 'string' || uf.trim() === '') return undefined;
    return isValidIe(value, uf) ? undefined : m.stateRegistration;
  }),
  message: m.stateRegistration,
  // Digits, or ISENTO; punctuation dropped.
  mask: { store: (typed) => unmask(typed).slice(0, 14), show: (stored) => stored, inputMode: 'text' },
};

export const display: KindDisplay = { cell: formatted('documents', 'formatIe'), overflow: 'nowrap' };
