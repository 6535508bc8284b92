import { NumberInput } from '@/kit/fields/number-input';
import type { KindModule } from '../kind-types';
import { definition } from './definition';

export const kind: KindModule = { ...definition, input: NumberInput };
