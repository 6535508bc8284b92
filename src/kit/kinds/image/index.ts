import { LazyImageInput } from '@/kit/fields/lazy-image-input';
import type { KindModule } from '../kind-types';
import { definition } from './definition';

export const kind: KindModule = { ...definition, input: LazyImageInput };
