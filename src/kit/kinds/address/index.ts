import { AddressField } from '@/kit/fields/address-field';
import type { KindModule } from '../kind-types';
import { definition } from './definition';

export const kind: KindModule = { ...definition, field: AddressField };
