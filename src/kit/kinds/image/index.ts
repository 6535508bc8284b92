import { ImageInput } from '@/kit/fields/image-input';
import type { KindModule } from '../kind-types';
import { definition } from './definition';

export const kind: KindModule = { ...definition, input: ImageInput };
