import { z } from 'zod';
import { validationMessages as m } from '@/lib/messages';
import { raw } from '../kind-display';
import { checkedText } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

const emailFormat = z.email();

/** An e-mail address. */
export const definition: KindDefinition = {
  name: 'email',
  empty: '',
  filter: 'text',
  rule: checkedText((value) => emailFormat.safeParse(value).success, m.email),
  message: m.email,
  typing: { type: 'email' },
};

export const display: KindDisplay = { cell: raw, overflow: 'nowrap' };
