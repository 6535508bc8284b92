import { maskPhone } from '@/lib/format/masks';
import { onlyDigits } from '@/lib/format/pattern';
import { validationMessages as m } from '@/lib/messages';
import { formatted } from '../kind-display';
import { checkedText } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** A phone number of the phones sub-form: 10 or 11 digits, masked as typed. */
export const definition: KindDefinition = {
  name: 'phone',
  empty: '',
  subFormOnly: true,
  normalize: onlyDigits,
  rule: checkedText((value) => /^\d{10,11}$/.test(value), m.phone),
  message: m.phone,
  mask: { store: (typed) => onlyDigits(typed).slice(0, 11), show: maskPhone, inputMode: 'tel' },
};

export const display: KindDisplay = { cell: formatted('documents', 'formatPhone'), fit: 'nowrap' };
