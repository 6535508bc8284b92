import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The direction between the rooms of src and of generated/ (docs/architecture.md) is enforced by ESLint's
 * import rules: each case lints one import as if it were written in a file of that room.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function importErrors(
  filePath: string,
  specifier: string,
  { typeOnly = false } = {},
): Promise<string[]> {
  const code = typeOnly
    ? `import type { Something } from '${specifier}';\nexport type Value = Something;\n`
    : `import { something } from '${specifier}';\nexport const value = something;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

// ESLint with the project's config and type-aware parser: seconds for the first file, more on a busy machine.
describe('import direction between the rooms of src', { timeout: 60_000 }, () => {
  it('keeps the kit from importing a resource extension, a feature or the app', async () => {
    for (const specifier of [
      '@/resources/planos/module-picker/modules-input',
      '../../resources/planos/module-picker/modules-input',
      '@/features/tickets/ticket-texts',
      '@/app/router',
    ]) {
      expect(await importErrors('src/kit/fields/new-input.tsx', specifier), specifier).toEqual([
        expect.stringContaining('The resource kit imports only src/ui, src/lib and generated/'),
      ]);
    }
  });

  it('lets code outside the kit reach it only through its front door', async () => {
    const deep = ['@/kit/list/resource-list-page', '../../kit/list/resource-list-page'];
    for (const file of [
      'src/features/tickets/list/new-file.tsx',
      'src/resources/planos/new-file.tsx',
      'generated/pages/planos/new-page.tsx',
      'src/app/new-file.tsx',
    ]) {
      for (const specifier of deep) {
        // A relative path out of a feature also breaks the features' own rule: the kit's message is among them.
        expect(await importErrors(file, specifier), `${file} → ${specifier}`).toContainEqual(
          expect.stringContaining('import the resource kit only from its front door: @/kit'),
        );
      }
      expect(await importErrors(file, '@/kit'), file).toEqual([]);
    }
  });

  it('keeps UI primitives and lib free of the rooms above them', async () => {
    expect(await importErrors('src/ui/new-primitive.tsx', '@/kit')).toEqual([
      expect.stringContaining('src/ui imports only src/ui and src/lib'),
    ]);
    expect(await importErrors('src/lib/format/new-format.ts', '@/ui/right-drawer')).toEqual([
      expect.stringContaining('src/lib imports only src/lib'),
    ]);
  });

  it('lets resource extensions use the kit, UI and lib but not features', async () => {
    const file = 'src/resources/servidores/new-tool.tsx';
    for (const allowed of ['@/kit', '@/ui/right-drawer', '@/lib/messages', '@generated/api/model']) {
      expect(await importErrors(file, allowed), allowed).toEqual([]);
    }
    expect(await importErrors(file, '@/features/tickets/ticket-texts')).toEqual([
      expect.stringContaining('Resource extensions import src/ui, src/lib, the kit (@/kit) and generated/'),
    ]);
  });

  it('keeps src/lib, UI primitives and the kit from importing the generated pages', async () => {
    for (const file of ['src/lib/resources/new-table.ts', 'src/lib/http/new-call.ts']) {
      for (const allowed of ['@generated/tables/resources', '@generated/api/model']) {
        expect(await importErrors(file, allowed), `${file} → ${allowed}`).toEqual([]);
      }
      for (const specifier of ['@generated/pages/routes', '../../../generated/pages/cidades/list-page']) {
        expect(await importErrors(file, specifier), `${file} → ${specifier}`).toEqual([
          expect.stringContaining('src/lib imports only src/lib, generated/tables'),
        ]);
      }
    }
    expect(await importErrors('src/ui/new-primitive.tsx', '@generated/pages/routes')).toEqual([
      expect.stringContaining('src/ui imports only src/ui and src/lib'),
    ]);
    const kitFile = 'src/kit/fields/new-input.tsx';
    expect(await importErrors(kitFile, '@generated/tables/enums')).toEqual([]);
    expect(await importErrors(kitFile, '@generated/pages/cidades/list-page')).toEqual([
      expect.stringContaining('never its pages'),
    ]);
  });

  it("keeps the generated tables below src/lib: orval's output, src/lib/resources and the kit's types", async () => {
    const file = 'generated/tables/references/new-reference.ts';
    for (const allowed of [
      '@generated/api/cidades/cidades',
      '@generated/zod/cidades/cidades',
      '@generated/tables/enums',
      '../enums',
      '@/lib/resources/resource-info',
      '@/lib/format/documents',
    ]) {
      expect(await importErrors(file, allowed), allowed).toEqual([]);
    }
    for (const typeOnly of ['@/kit', '@generated/api/model']) {
      expect(await importErrors(file, typeOnly, { typeOnly: true }), typeOnly).toEqual([]);
    }
    for (const specifier of [
      '@generated/pages/routes',
      '../../pages/cidades/list-page',
      '@/ui/right-drawer',
      '@/lib/http/client',
      '@/resources/planos/module-picker/modules-input',
    ]) {
      expect(await importErrors(file, specifier), specifier).toEqual([
        expect.stringContaining('generated/tables imports only'),
      ]);
    }
    expect(await importErrors(file, '@/kit')).toEqual([
      expect.stringContaining('generated/tables takes only types from the kit'),
    ]);
    expect(await importErrors(file, '@generated/api/model')).toEqual([
      expect.stringContaining("generated/tables takes only types from orval's models"),
    ]);
  });

  it('lets the generated pages use the kit, UI, lib, resource extensions and tables, not features', async () => {
    for (const file of ['generated/pages/planos/new-page.tsx', 'generated/pages/routes.tsx']) {
      for (const allowed of [
        '@/kit',
        '@/ui/right-drawer',
        '@/lib/messages',
        '@/resources/planos/module-picker/modules-input',
        '@generated/tables/resources',
        '@generated/api/planos/planos',
      ]) {
        expect(await importErrors(file, allowed), `${file} → ${allowed}`).toEqual([]);
      }
      for (const specifier of ['@/features/tickets/ticket-texts', '@/app/router', '@mocks/browser']) {
        expect(await importErrors(file, specifier), `${file} → ${specifier}`).toEqual([
          expect.stringContaining('generated/pages imports only'),
        ]);
      }
    }
  });

  it("keeps orval's output on src/lib alone", async () => {
    const file = 'generated/api/cidades/cidades.ts';
    expect(await importErrors(file, '../../../src/lib/http/client')).toEqual([]);
    for (const specifier of ['@generated/pages/routes', '@generated/tables/resources', '@/kit']) {
      expect(await importErrors(file, specifier), specifier).toEqual([
        expect.stringContaining("orval's output (generated/api, zod, msw) imports only itself and src/lib"),
      ]);
    }
  });

  it('lets features use resource extensions but not each other', async () => {
    const file = 'src/features/configuration/new-section.tsx';
    expect(await importErrors(file, '@/resources/empresas/customer-users/edit-user-server-dialog')).toEqual(
      [],
    );
    expect(await importErrors(file, '@/features/tickets/ticket-texts')).toEqual([
      expect.stringContaining('Features never import each other'),
    ]);
  });
});
