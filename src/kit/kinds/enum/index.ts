import { EnumInput } from '@/kit/fields/choice-inputs';
import type { KindModule } from '../kind-types';
import { definition } from './definition';

export const kind: KindModule = { ...definition, input: EnumInput };
