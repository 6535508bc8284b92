import { ReferencesInput } from '@/kit/fields/reference-inputs';
import type { KindModule } from '../kind-types';
import { definition } from './definition';

export const kind: KindModule = { ...definition, input: ReferencesInput };
