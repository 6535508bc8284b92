import { describe, expect, it } from 'vitest';
import { pageDataHandlerFileList } from '../../../build/demo-seed-plugin';

describe("the demo's list of the mock API's page-data handler files (build/demo-seed-plugin.ts)", () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
    fileName,
    moduleIds,
    imports,
  });

  it('lists the chunk of mocks/handlers/page-data.ts and every chunk it imports, transitively and once, under the base', () => {
    const chunks = [
      chunk('assets/index.js', ['/repo/src/main.tsx']),
      chunk(
        'assets/later.js',
        ['/repo/mocks/handlers/page-data.ts'],
        ['assets/cidades.js', 'assets/schemas.js'],
      ),
      chunk('assets/cidades.js', ['/repo/generated/zod/cidades/cidades.ts'], ['assets/schemas.js']),
      chunk('assets/schemas.js', ['/repo/node_modules/zod/index.js']),
      chunk('assets/exceljs.js', ['/repo/node_modules/exceljs/index.js']),
    ];
    expect(pageDataHandlerFileList(chunks, '/')).toEqual([
      '/assets/later.js',
      '/assets/cidades.js',
      '/assets/schemas.js',
    ]);
    expect(pageDataHandlerFileList(chunks, '/demo/')[0]).toBe('/demo/assets/later.js');
  });

  it('lists nothing in a build without the mock API', () => {
    expect(pageDataHandlerFileList([chunk('assets/index.js', ['/repo/src/main.tsx'])], '/')).toEqual([]);
  });
});
