/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { Id } from './id';
import type { ModuloPlano } from './moduloPlano';
import type { PlanoInput } from './planoInput';

export type Plano = PlanoInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
    /** Módulos do plano (os mesmos de moduloIds), com código, descrição e valor. */
    modulos: ModuloPlano[];
  };
