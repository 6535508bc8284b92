import { maskPhone } from '@/lib/format/masks';
import { onlyDigits } from '@/lib/format/pattern';
import { validationMessages as m } from '@/lib/messages';
import { isValidPhone } from '@/lib/validation/br-rules';
import { formatted } from '../kind-display';
import { checkedText } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/**
 * A phone number, masked as typed: a DDD in use (Anatel) and a landline of 10 digits (number starting
 * 2–5) or a mobile of 11 (number starting with 9), as isValidPhone checks it. A row of the phones
 * sub-form, or a single field of its own (a driver's phone).
 */
export const definition: KindDefinition = {
  name: 'phone',
  empty: '',
  normalize: onlyDigits,
  rule: checkedText((value) => isValidPhone(value), m.phone),
  message: m.phone,
  mask: { store: (typed) => onlyDigits(typed).slice(0, 11), show: maskPhone, inputMode: 'tel' },
};

export const display: KindDisplay = { cell: formatted('documents', 'formatPhone'), overflow: 'nowrap' };
