import { plural } from '@/lib/format/plural';
import type { EventoImportacaoErro } from '@generated/api/model';
import type { z } from 'zod';
import type { Collection, StoredRecord } from '../db/collection';
import { foldText } from '../db/text-search';
import { actorOf, type SessionUser } from '../kit/auth';
import type { MockContext } from '../kit/context';
import { notify } from '../kit/notify';
import type { ResourceDefinition } from '../kit/resource';
import type { FieldError } from '../kit/respond';
import { issueMessage } from '../kit/validation';
import type { SheetRows } from '../kit/xlsx';
import { fieldSchemas } from '../kit/zod-schema';
import { resourceDefinitions } from '../resources';
import { cellToValue, type ImportSpec } from './import-specs';

export type ImportError = Required<EventoImportacaoErro>;

type Fields = Record<string, unknown>;
type Definition = ResourceDefinition<StoredRecord & Fields, Fields>;
type Row = SheetRows['rows'][number];

export const definitionOf = (spec: ImportSpec) => resourceDefinitions[spec.recurso] as unknown as Definition;
const columnOf = (spec: ImportSpec, path: string) =>
  spec.columns.find((column) => column.field === path || column.errorFields?.includes(path))?.header ?? null;
const topField = (path: string) => path.split('.')[0];

function setPath(target: Fields, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target as Record<string, unknown>;
  keys.slice(0, -1).forEach((key, index) => {
    current[key] ??= /^\d+$/.test(keys[index + 1]) ? [] : {};
    current = current[key] as Record<string, unknown>;
  });
  current[keys[keys.length - 1]] = value;
}

/** One import: reads the rows, validates them with the resource's rules and writes them. */
class ImportRun {
  readonly errors: ImportError[] = [];
  created = 0;
  updated = 0;
  private readonly headers = new Map<string, string>();
  readonly definition: Definition;
  readonly table: Collection<StoredRecord & Fields>;

  constructor(
    readonly ctx: MockContext,
    readonly spec: ImportSpec,
    readonly sheet: SheetRows,
    readonly user: SessionUser,
  ) {
    this.definition = definitionOf(spec);
    this.table = this.definition.table(ctx.db);
    for (const column of spec.columns) {
      const header = sheet.headers.find(
        (candidate) => foldText(candidate).trim() === foldText(column.header),
      );
      if (header !== undefined) this.headers.set(column.field, header);
      else
        this.errors.push({ linha: 1, coluna: column.header, mensagem: 'Coluna não encontrada na planilha' });
    }
    if (this.errors.length === 0 && sheet.rows.length === 0) {
      this.errors.push({ linha: null, coluna: null, mensagem: 'A planilha não tem linhas para importar' });
    }
  }

  fail = (linha: number, coluna: string | null, mensagem: string) =>
    void this.errors.push({ linha, coluna, mensagem });

  failIssues(linha: number, issues: z.core.$ZodIssue[]): void {
    for (const issue of issues) {
      const path = issue.path.map(String).join('.');
      this.fail(linha, columnOf(this.spec, path), issueMessage(issue, path));
    }
  }

  failFields(linha: number, errors: FieldError[]): void {
    for (const error of errors)
      for (const message of error.errors) this.fail(linha, columnOf(this.spec, error.campo ?? ''), message);
  }

  /** The body of a row (cells by column), or null after recording the cells that cannot be read. */
  input(row: Row): Fields | null {
    const input: Fields = {};
    let ok = true;
    for (const column of this.spec.columns) {
      const cell = cellToValue(column, row.values[this.headers.get(column.field)!]);
      if ('error' in cell) {
        this.fail(row.linha, column.header, cell.error);
        ok = false;
      } else if (cell.value !== undefined) setPath(input, column.field, cell.value);
    }
    if (ok && input.cidadeIbge !== undefined) {
      const city = this.ctx.db.resources.cidades.find(
        (candidate) => candidate.codigoIbge === input.cidadeIbge,
      );
      if (city) input.cidadeId = city.id;
      else this.fail(row.linha, columnOf(this.spec, 'cidadeIbge'), 'Cidade não encontrada');
      delete input.cidadeIbge;
      ok = !!city;
    }
    return ok ? input : null;
  }

  write(fields: Fields, id?: number): StoredRecord & Fields {
    if (id === undefined) this.created++;
    else this.updated++;
    const actor = actorOf(this.user);
    return id === undefined
      ? this.table.insert(fields as never, actor, this.ctx.now())
      : this.table.update(id, fields, actor, this.ctx.now())!;
  }

  keyIndex(): Map<string, StoredRecord & Fields> {
    return new Map(this.table.all().map((record) => [this.spec.key(record), record]));
  }

  /** Creates or updates one record per row (update when its natural key exists). */
  records(): void {
    const index = this.keyIndex();
    const seen = new Map<string, number>();
    const covered = new Set(
      this.spec.columns.flatMap((column) => [column.field, ...(column.errorFields ?? [])].map(topField)),
    );
    for (const row of this.sheet.rows) {
      const input = this.input(row);
      const parsed = input && this.definition.createBody.safeParse(input);
      if (!parsed) continue;
      if (!parsed.success) {
        this.failIssues(row.linha, parsed.error.issues);
        continue;
      }
      const key = this.spec.key(parsed.data);
      if (seen.has(key)) {
        this.fail(
          row.linha,
          this.spec.columns[0].header,
          `Registro repetido na planilha (linha ${seen.get(key)})`,
        );
        continue;
      }
      seen.set(key, row.linha);
      const current = index.get(key);
      // Fields the sheet does not carry (a plaza's values) keep their current value.
      const data = { ...parsed.data };
      if (current)
        for (const field of Object.keys(data)) if (!covered.has(field)) data[field] = current[field];
      const result = this.definition.toRecord(data, this.ctx.db, current);
      if ('errors' in result) this.failFields(row.linha, result.errors);
      else if (current) this.write(result.fields, current.id);
      else index.set(key, this.write(result.fields));
    }
  }

  /** Toll values by plaza and axles: each replaces the plaza's value for those axles. */
  values(): void {
    const index = this.keyIndex();
    const bodyFields = Object.keys(fieldSchemas(this.definition.createBody));
    const plazas = new Map<
      number,
      { linha: number; valores: Map<number, { eixos: number; valor: number; linha: number }> }
    >();
    for (const row of this.sheet.rows) {
      const input = this.input(row);
      if (!input) continue;
      const plaza = index.get(this.spec.key(input));
      if (!plaza) {
        this.fail(row.linha, this.spec.columns[0].header, 'Praça de pedágio não encontrada');
        continue;
      }
      const body = {
        ...Object.fromEntries(bodyFields.map((field) => [field, plaza[field]])),
        valores: input.valores,
      };
      const parsed = this.definition.createBody.safeParse(body);
      if (!parsed.success) {
        this.failIssues(row.linha, parsed.error.issues);
        continue;
      }
      const [{ eixos, valor }] = parsed.data.valores as Array<{ eixos: number; valor: number }>;
      const entry = plazas.get(plaza.id) ?? { linha: row.linha, valores: new Map() };
      plazas.set(plaza.id, entry);
      const repeated = entry.valores.get(eixos);
      if (repeated)
        this.fail(
          row.linha,
          columnOf(this.spec, 'valores.0.eixos'),
          `Eixos repetido para a praça (linha ${repeated.linha})`,
        );
      else entry.valores.set(eixos, { eixos, valor, linha: row.linha });
    }
    for (const [id, entry] of plazas) {
      const plaza = this.table.get(id)!;
      const kept = ((plaza.valores ?? []) as Array<{ eixos: number; valor: number }>).filter(
        (item) => !entry.valores.has(item.eixos),
      );
      const valores = [...kept, ...[...entry.valores.values()].map(({ eixos, valor }) => ({ eixos, valor }))];
      const body = { ...Object.fromEntries(bodyFields.map((field) => [field, plaza[field]])), valores };
      const result = this.definition.toRecord(body, this.ctx.db, plaza);
      if ('errors' in result) this.failFields(entry.linha, result.errors);
      else this.write(result.fields, id);
    }
  }
}

/** Processes a read sheet: every row valid → written; any invalid → nothing written. Then tells the user. */
export function runImport(
  ctx: MockContext,
  spec: ImportSpec,
  sheet: SheetRows,
  user: SessionUser,
  idEvento: string,
): ImportError[] {
  const tables = Object.values(ctx.db.resources) as unknown as Array<Collection<StoredRecord>>;
  const snapshots = tables.map((table) => table.snapshot());
  const run = new ImportRun(ctx, spec, sheet, user);
  try {
    if (run.errors.length === 0 && spec.mode === 'valores') run.values();
    else if (run.errors.length === 0) run.records();
  } catch {
    run.errors.push({ linha: null, coluna: null, mensagem: 'Erro inesperado ao processar a planilha' });
  }
  const ok = run.errors.length === 0;
  if (!ok) tables.forEach((table, index) => table.restore(snapshots[index]));
  const total = sheet.rows.length;
  const mensagem = ok
    ? `${plural(total, 'linha importada', 'linhas importadas')}: ${plural(run.created, 'incluída', 'incluídas')} e ${plural(run.updated, 'alterada', 'alteradas')}.`
    : `${plural(run.errors.length, 'erro', 'erros')} na planilha. Nenhum registro foi gravado.`;
  ctx.live.sendTo(user.id, {
    tipo_evento: spec.tipoEvento,
    status: ok ? 'SUCESSO' : 'ERRO',
    dados: { id_evento: idEvento, mensagem, erros: run.errors, total },
  });
  notify(ctx, user.id, {
    titulo: ok ? `Importação de ${spec.entidade} concluída` : `Erro ao importar ${spec.entidade}`,
    descricao: mensagem,
    variante: ok ? 'SUCESSO' : 'ERRO',
    notificacaoAcao: { titulo: `Ver ${spec.entidade}`, rota: spec.rota },
  });
  return run.errors;
}
