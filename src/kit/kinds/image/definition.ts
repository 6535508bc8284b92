import { fieldTexts } from '@/kit/fields/field-texts';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** An image file (a customer's logo), sent apart from the JSON data with its remove flag. */
export const definition: KindDefinition = {
  name: 'image',
  empty: null,
  sentAsFilePart: true,
  hint: () => fieldTexts.image.hint,
};

export const display: KindDisplay = {
  view: ({ value, imports, recordLabel }) =>
    `<${imports.value('@/ui/user-avatar', 'UserAvatar')} name={${recordLabel}} avatarUrl={${value}} size="xlarge" />`,
};
