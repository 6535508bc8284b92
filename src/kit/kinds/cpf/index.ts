import { MaskedInput } from '@/kit/fields/masked-input';
import type { KindModule } from '../kind-types';
import { definition } from './definition';

export const kind: KindModule = { ...definition, input: MaskedInput };
