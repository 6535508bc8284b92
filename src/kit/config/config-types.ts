import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { FormSection } from '@/kit/kit-types';
import type { QueryOptionsOf } from '@/kit/query-types';
import type { ResourceInfo } from '@/lib/resources/resource-info';

/** What a hand-written section below the configuration form receives. */
export interface ConfigSectionProps<C> {
  /** The record's id. */
  id: number;
  /** The configuration as the API answered it. */
  config: C;
  /** The user holds the config flag (without it the section only shows). */
  canEdit: boolean;
}

/**
 * The :id/configuracoes page of a resource (manifest `config`, written by codegen/src/templates/config.ts):
 * a form over the resource's configuration schema. `C` is the configuration the API answers with, `B` the
 * body its update takes (orval's types).
 */
export interface ConfigPageConfig<T, C, B = C> {
  resource: ResourceInfo;
  /** The sections of its configuration form (generated/tables/config-forms.ts: one declaration per form). */
  sections: readonly FormSection[];
  /** The generated zod body schema of the update; the kit adds the pt-BR messages and the kind rules. */
  schema: z.ZodType;
  /** orval's get<One>QueryOptions (the record's name in the header). */
  recordQuery: (id: number) => QueryOptionsOf<T>;
  /** orval's get<Configuration>QueryOptions. */
  configQuery: (id: number) => QueryOptionsOf<C>;
  /** The update of `body` (the values as `schema` parsed them); resolves with the saved configuration. */
  save: (id: number, body: B) => Promise<C>;
  recordLabel: (record: T) => string;
  /** Sections no manifest can say (the customer's certificate), below the form. */
  extraSections?: readonly ComponentType<ConfigSectionProps<C>>[];
}
