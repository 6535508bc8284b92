import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { navItems } from '@/app/shell/nav-items';
import type { RouteHandle } from '@/app/router';
import type { RouteObject } from 'react-router-dom';

/*
 * docs/glossary.md names one word per idea and the words not to use for it. This reads its table and
 * scans the texts the user reads (the string values of src/**\/*-texts.ts and src/lib/messages.ts, the
 * manifest's labels, the router's titles and breadcrumb steps, the side navigation) for those words:
 * writing 'Empresa' or 'Status' in a label again fails here, with the file and the text. Only the
 * specification's verbatim messages listed in the table's last column may hold them.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const glossary = readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8');

interface Term {
  idea: string;
  notUsed: string[];
  exceptions: string[];
}

/** The words in single quotes of a cell ('Empresa', 'Status alterado com sucesso'). */
const quoted = (cell: string): string[] => [...cell.matchAll(/'([^'\n]+)'/g)].map((match) => match[1]);

/** The rows of the table under '## Terms': idea, the word used, not used, the verbatim exceptions. */
function terms(markdown: string): Term[] {
  const section = markdown.slice(markdown.indexOf('## Terms'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| idea |'))
    .map((line) => line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim()))
    .map(([idea, , notUsed, exceptions]) => ({
      idea,
      notUsed: quoted(notUsed),
      exceptions: quoted(exceptions),
    }));
}

/** A text the user reads, and where it comes from. */
interface Text {
  where: string;
  value: string;
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/**
 * The string literals of a module that are texts: not imports, types, property names, `case` labels or
 * comparisons (code's own values such as `case 'status'`), with a template's fixed parts; a bare
 * identifier or path ('empresa', 'empresa.nome') is code, not text.
 */
function stringsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const where = relative(ROOT, file);
  const texts: Text[] = [];
  const isCode = (node: ts.Node): boolean => {
    const parent = node.parent;
    return (
      ts.isImportDeclaration(parent) ||
      ts.isExportDeclaration(parent) ||
      ts.isLiteralTypeNode(parent) ||
      ts.isCaseClause(parent) ||
      ts.isBinaryExpression(parent) ||
      ts.isElementAccessExpression(parent) ||
      (ts.isPropertyAssignment(parent) && parent.name === node)
    );
  };
  const add = (value: string) => {
    if (!/^[a-z][\w.[\]/-]*$/.test(value)) texts.push({ where, value });
  };
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCode(node))
      add(node.text);
    if (ts.isTemplateExpression(node)) {
      add(node.head.text);
      for (const span of node.templateSpans) add(span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The manifest's keys whose values the user reads. */
const MANIFEST_TEXT_KEYS = new Set([
  'label',
  'header',
  'title',
  'singular',
  'plural',
  'description',
  'empty',
  'listLabel',
  'parentLabel',
  'placeholder',
  'hint',
  'question',
  'confirm',
  'success',
  'text',
  'otherwise',
  'yes',
  'no',
  'patternMessage',
]);

function manifestTexts(): Text[] {
  const manifest = parse(readFileSync(join(ROOT, 'codegen/resources.yaml'), 'utf8'));
  const texts: Text[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (typeof item === 'string' && MANIFEST_TEXT_KEYS.has(key)) {
          // A template's placeholders ('{usuario.nome}') are paths of the record, not words.
          const words = item.replace(/\{[^}]*\}/g, ' ').trim();
          if (words && !/^[a-z][\w.[\]]*$/.test(words))
            texts.push({ where: `codegen/resources.yaml ${path}.${key}`, value: item });
        } else visit(item, `${path}.${key}`);
      }
    }
  };
  visit(manifest, '');
  return texts;
}

/** Every page title and breadcrumb step of the router, its resources' included. */
function routeTexts(): Text[] {
  const texts: Text[] = [];
  const visit = (routes: readonly RouteObject[]) => {
    for (const route of routes) {
      const handle = route.handle as RouteHandle | undefined;
      if (handle) {
        const where = `router ${route.id ?? route.path}`;
        texts.push({ where, value: handle.title });
        const crumb = typeof handle.crumb === 'function' ? handle.crumb({ id: '7' }) : handle.crumb;
        if (crumb) texts.push({ where, value: crumb });
      }
      if (route.children) visit(route.children);
    }
  };
  visit(createAppRoutes());
  return texts;
}

function userTexts(): Text[] {
  const textFiles = filesUnder(join(ROOT, 'src'), (name) => /-texts\.tsx?$/.test(name));
  return [
    ...[...textFiles, join(ROOT, 'src/lib/messages.ts')].flatMap(stringsOf),
    ...manifestTexts(),
    ...routeTexts(),
    ...navItems.map((item) => ({ where: `side navigation ${item.id}`, value: item.label })),
  ];
}

/** `word` as a whole word, in any case ('Status' finds 'status' and 'Status:', not 'statusFilter'). */
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'iu');

/** The words of a text: without the verbatim exceptions it holds nor an address ('Ex. /dashboard/cidades/:id'). */
const wordsOf = (value: string, exceptions: readonly string[]) =>
  exceptions.reduce((rest, kept) => rest.replaceAll(kept, ' '), value).replace(/(^|\s)\/[\w:/.-]*/g, ' ');

/** The texts that use a word the glossary says not to use, outside the row's verbatim exceptions. */
function misuses(texts: readonly Text[], table: readonly Term[]): string[] {
  return table.flatMap((term) =>
    term.notUsed.flatMap((word) =>
      texts
        .filter(({ value }) => wholeWord(word).test(wordsOf(value, term.exceptions)))
        .map(({ where, value }) => `${where}: '${value}' says '${word}' (${term.idea})`),
    ),
  );
}

describe('docs/glossary.md', () => {
  const table = terms(glossary);
  const texts = userTexts();

  it('has a row per idea: customers, state, Cancelar and Fechar, tickets, breadcrumbs, branches and units', () => {
    const words = table.flatMap((term) => term.notUsed);
    expect(words).toEqual(
      expect.arrayContaining(['Empresa', 'Empresas', 'Status', 'Ticket', 'Buscar', 'Home']),
    );
    expect(table.map((term) => term.idea)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^dismissing a dialog/),
        expect.stringMatching(/^closing something/),
      ]),
    );
    expect(table.flatMap((term) => term.exceptions)).toContain('Status alterado com sucesso');
  });

  it('reads the texts the user reads: labels, headers, titles, breadcrumbs and the side navigation', () => {
    const values = texts.map((text) => text.value);
    expect(values).toEqual(
      expect.arrayContaining([
        'Clientes',
        'Cliente',
        'Situação',
        'Alterar situação',
        'Configurações do cliente',
        'Cancelar',
        'Fechar chamado',
      ]),
    );
    expect(texts.some((text) => text.where.startsWith('codegen/resources.yaml'))).toBe(true);
    expect(texts.some((text) => text.where.startsWith('router'))).toBe(true);
  });

  it("finds no word the glossary says not to use, outside the specification's verbatim messages", () => {
    expect(misuses(texts, table)).toEqual([]);
  });

  it("keeps each verbatim exception in the app's texts (an exception nobody uses is dropped from the table)", () => {
    const values = texts.map((text) => text.value).join('\n');
    for (const kept of table.flatMap((term) => term.exceptions)) expect(values, kept).toContain(kept);
  });

  it("fails on a label that says 'Empresa' or 'Status' again, and on 'Status' beside the kept message", () => {
    const planted: Text[] = [
      { where: 'a column', value: 'Empresa' },
      { where: 'a filter', value: 'Status do chamado' },
      { where: 'a dialog', value: 'Alterar status' },
      { where: 'a toast', value: 'Status alterado com sucesso' },
      { where: 'both', value: 'Status alterado com sucesso. Status: Aberto' },
    ];
    expect(misuses(planted, table).map((line) => line.split(':')[0])).toEqual([
      'a column',
      'a filter',
      'a dialog',
      'both',
    ]);
  });
});
