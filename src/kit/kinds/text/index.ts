import { TextInput } from '@/kit/fields/text-inputs';
import type { KindModule } from '../kind-types';
import { definition } from './definition';

export const kind: KindModule = { ...definition, input: TextInput };
