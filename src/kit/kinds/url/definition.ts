import { fieldTexts } from '@/kit/fields/field-texts';
import { raw } from '../kind-display';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** A host, IP or URL. */
export const definition: KindDefinition = {
  name: 'url',
  empty: '',
  filter: 'text',
  message: fieldTexts.invalidUrl,
  typing: { type: 'url' },
};

export const display: KindDisplay = { cell: raw, overflow: 'truncate' };
