import type { CompiledQuery, OperationNode } from 'kysely';

/**
 * What a statement changes, read from the statement itself (docs/records.md "What is recorded"):
 * the tables an INSERT, UPDATE or DELETE names (also inside a WITH, and in raw SQL), the tenant of
 * each change (the `tenant_id` it inserts or is limited to) and the ids of the rows when the
 * statement names them (`id` of the inserted rows — in raw SQL, the ids array of a bulk INSERT …
 * SELECT … FROM unnest(…) —, `id = …` / `id IN (…)` of an update or delete).
 * Reading the statement rather than asking each write path to report keeps a new path audited
 * without code of its own.
 */
export interface Change {
  table: string;
  /** undefined: the statement does not say (then the scope's tenant, or the platform chain). */
  tenantId: string | undefined;
  ids: string[];
}

/**
 * Tables whose rows are the machinery's own state, not records anyone acts on: never audited
 * (docs/records.md lists them and why). Every other table is, including tables added later.
 */
export const NOT_AUDITED: ReadonlySet<string> = new Set([
  'audit_log',
  'audit_chain',
  'audit_chain_lease',
  'kysely_migration',
  'kysely_migration_lock',
  'idempotency_key',
  'rate_limit_window',
  'tenant_lease',
  'job',
  'bill_run',
  'bill_run_chunk',
  'invoice_counter',
  'credit_note_counter',
  'event',
  'webhook_delivery',
  'mail_delivery',
  'document_render',
  'document_counterparty',
  'revenue_month',
  'operator_session',
  'operator_login_throttle',
  'operator_login_failure',
  'server_secret',
]);

type Node = OperationNode & Record<string, unknown>;

const asNode = (n: unknown): Node | undefined => (n && typeof n === 'object' && 'kind' in n ? (n as Node) : undefined);

function tableName(n: unknown): string | undefined {
  const node = asNode(n);
  if (!node) return undefined;
  if (node.kind === 'TableNode') return ((node.table as Node).identifier as Node).name as string;
  if (node.kind === 'AliasNode') return tableName(node.node);
  return undefined;
}

function columnName(n: unknown): string | undefined {
  const node = asNode(n);
  if (!node) return undefined;
  if (node.kind === 'ColumnNode') return (node.column as Node).name as string;
  if (node.kind === 'ReferenceNode') return columnName(node.column);
  return undefined;
}

function literals(n: unknown): unknown[] {
  const node = asNode(n);
  if (!node) return [];
  if (node.kind === 'ValueNode') return [node.value];
  if (node.kind === 'PrimitiveValueListNode') return [...(node.values as unknown[])];
  if (node.kind === 'ValueListNode') return (node.values as unknown[]).flatMap(literals);
  if (node.kind === 'ParensNode') return literals(node.node);
  return [];
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The values a WHERE compares `column` with (`=` or `in`), through ANDs. */
function whereValues(n: unknown, column: string): string[] {
  const node = asNode(n);
  if (!node) return [];
  if (node.kind === 'WhereNode') return whereValues(node.where, column);
  if (node.kind === 'AndNode') return [...whereValues(node.left, column), ...whereValues(node.right, column)];
  if (node.kind === 'ParensNode') return whereValues(node.node, column);
  if (node.kind === 'BinaryOperationNode') {
    const op = (asNode(node.operator)?.operator as string | undefined)?.toLowerCase();
    if ((op === '=' || op === 'in') && columnName(node.leftOperand) === column) {
      return literals(node.rightOperand)
        .map(text)
        .filter((v): v is string => v !== undefined);
    }
  }
  return [];
}

/** The values of `column` in an INSERT's rows. */
function insertedValues(node: Node, column: string): string[] {
  const columns = (node.columns as Node[] | undefined)?.map(columnName) ?? [];
  const at = columns.indexOf(column);
  const values = asNode(node.values);
  if (at < 0 || values?.kind !== 'ValuesNode') return [];
  return (values.values as Node[])
    .map((row) => (row.kind === 'PrimitiveValueListNode' ? (row.values as unknown[])[at] : literals((row.values as unknown[])[at])[0]))
    .map(text)
    .filter((v): v is string => v !== undefined);
}

function changesOfNode(n: unknown, out: Change[]): void {
  const node = asNode(n);
  if (!node) return;
  const withNode = asNode(node.with);
  if (withNode) for (const cte of withNode.expressions as Node[]) changesOfNode(cte.expression, out);
  if (node.kind === 'InsertQueryNode') {
    const table = tableName(node.into);
    const tenants = insertedValues(node, 'tenant_id');
    if (table) out.push({ table, tenantId: tenants[0], ids: insertedValues(node, 'id') });
  } else if (node.kind === 'UpdateQueryNode' || node.kind === 'DeleteQueryNode') {
    const table = node.kind === 'UpdateQueryNode' ? tableName(node.table) : tableName(((node.from as Node).froms as unknown[])[0]);
    if (table) out.push({ table, tenantId: whereValues(node.where, 'tenant_id')[0], ids: whereValues(node.where, 'id') });
  }
}

// Raw SQL: the table after INSERT INTO / UPDATE / DELETE FROM (not `DO UPDATE SET`, `FOR UPDATE …`).
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
// Words that follow UPDATE without being a table (`FOR UPDATE SKIP LOCKED`, `DO UPDATE SET`, `FOR UPDATE OF c`, …).
const NOT_TABLES = new Set(['set', 'skip', 'of', 'nowait', 'returning', 'limit', 'select', 'union', 'where', 'on', 'for', 'with', 'order']);
const RAW_TENANT = /\btenant_id"?\s*=\s*\$(\d+)/i;
// An INSERT whose column list starts with tenant_id and whose first value is a parameter:
// `INSERT INTO t (tenant_id, …) VALUES ($n…` or `… SELECT [DISTINCT] $n…` (the repos' bulk inserts).
const RAW_INSERT_TENANT =
  /\binsert\s+into\s+"?[a-z_][a-z0-9_]*"?(?:\s+as\s+\w+)?\s*\(\s*"?tenant_id"?\s*,[^)]*\)\s*(?:values\s*\(\s*|select\s+(?:distinct\s+)?)\$(\d+)\b/i;

/**
 * What raw SQL text writes: its audited tables, the parameter naming its tenant (1-based): its
 * `tenant_id = $n`, else the first value of an INSERT whose columns start with tenant_id; and per
 * table, the array parameter holding the ids of the rows a bulk INSERT … SELECT … FROM unnest(…)
 * writes (below). Read once per text (the cache below), so the parsing costs nothing on the hot path.
 */
interface RawShape {
  tables: string[];
  tenantParam: number | undefined;
  idParams: Map<string, number>;
}

/** `text` split at the commas outside parentheses and quotes. */
function topLevelItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      items.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  items.push(text.slice(start).trim());
  return items;
}

/** The index just past the parenthesis closing the one opened before `from`, or -1. */
function closingParen(text: string, from: number): number {
  let depth = 1;
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

const BULK_INSERT = /insert\s+into\s+"?([a-z_][a-z0-9_]*)"?\s*\(([^)]*)\)\s*select\s+/iy;
const UNNEST_ARG = /^\$(\d+)::[a-z ]+\[\]$/i;
const UNNEST_NAMES = /\s*as\s+\w+\s*\(([^)]*)\)/iy;

/**
 * The array parameter (1-based) holding the ids of the rows `INSERT INTO t (…, id, …) SELECT … FROM
 * unnest($a::type[], …) [AS u(names)]` writes, the INSERT starting at `at`: the select list's `*` or
 * `u.*` stands for the unnest columns in order, `u.name` for the column of that name. Undefined for
 * any other shape, and for an upsert (ON CONFLICT … DO UPDATE changes existing rows, whose ids
 * are not the ones sent).
 */
function unnestIdParam(text: string, at: number): number | undefined {
  BULK_INSERT.lastIndex = at;
  const head = BULK_INSERT.exec(text);
  if (!head) return undefined;
  const columns = head[2]!.split(',').map((c) => c.trim().replace(/"/g, '').toLowerCase());
  const idColumn = columns.indexOf('id');
  const rest = text.slice(BULK_INSERT.lastIndex);
  const from = /\bfrom\s+unnest\s*\(/i.exec(rest);
  if (idColumn < 0 || !from) return undefined;
  const select = rest.slice(0, from.index);
  if (select.split('(').length !== select.split(')').length) return undefined;
  const argsEnd = closingParen(rest, from.index + from[0].length);
  if (argsEnd < 0) return undefined;
  const args = topLevelItems(rest.slice(from.index + from[0].length, argsEnd - 1)).map((a) => UNNEST_ARG.exec(a)?.[1]);
  if (args.some((a) => a === undefined)) return undefined;
  UNNEST_NAMES.lastIndex = argsEnd;
  const names = UNNEST_NAMES.exec(rest)?.[1]
    ?.split(',')
    .map((n) => n.trim().toLowerCase());
  const tail = rest.slice(argsEnd);
  if (/\bon\s+conflict\b[^;]*?\bdo\s+update\b/i.test(tail.split(/\binsert\s+into\b/i)[0]!)) return undefined;
  // What fills each column of the INSERT: an unnest argument's index, or nothing known.
  const sources: Array<number | undefined> = [];
  for (const item of topLevelItems(select)) {
    if (/^(\w+\.)?\*$/.test(item)) sources.push(...args.map((_, i) => i));
    else {
      const name = /^(?:\w+\.)?(\w+)$/.exec(item)?.[1]?.toLowerCase();
      sources.push(name !== undefined && names ? names.indexOf(name) : undefined);
    }
  }
  const source = sources[idColumn];
  return source === undefined || source < 0 || sources.length !== columns.length ? undefined : Number(args[source]);
}

/** The ids in an array parameter: a JavaScript array, or the text of an array literal of plain ids. */
function idsOfParam(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  if (typeof value !== 'string' || !value.startsWith('{') || !value.endsWith('}') || value.length === 2) return [];
  return value
    .slice(1, -1)
    .split(',')
    .map((v) => (v.startsWith('"') ? v.slice(1, -1) : v))
    .filter((v) => v !== '' && v !== 'NULL');
}

// The shape of each raw statement text seen (the texts are the code's own: a few hundred at most).
const rawShapes = new Map<string, RawShape>();
const MAX_RAW_SHAPES = 2000;

function rawShape(text: string): RawShape {
  let shape = rawShapes.get(text);
  if (shape) return shape;
  const tables = new Set<string>();
  const idParams = new Map<string, number>();
  for (const m of text.matchAll(RAW_WRITE)) {
    const t = m[1]!.toLowerCase();
    if (NOT_TABLES.has(t) || NOT_AUDITED.has(t)) continue;
    tables.add(t);
    const idParam = /^insert/i.test(m[0]) ? unnestIdParam(text, m.index) : undefined;
    if (idParam !== undefined) idParams.set(t, idParam);
  }
  const at = RAW_TENANT.exec(text)?.[1] ?? RAW_INSERT_TENANT.exec(text)?.[1];
  shape = { tables: [...tables], tenantParam: at ? Number(at) : undefined, idParams };
  if (rawShapes.size < MAX_RAW_SHAPES) rawShapes.set(text, shape);
  return shape;
}

function changesOfRaw(q: CompiledQuery): Change[] {
  const { tables, tenantParam, idParams } = rawShape(q.sql);
  if (tables.length === 0) return [];
  const tenantId = tenantParam ? text(q.parameters[tenantParam - 1]) : undefined;
  return tables.map((table) => {
    const idParam = idParams.get(table);
    return { table, tenantId, ids: idParam === undefined ? [] : idsOfParam(q.parameters[idParam - 1]) };
  });
}

/** The audited changes a statement makes (none for reads, transaction control and the machinery's tables). */
export function changesOf(q: CompiledQuery): Change[] {
  const kind = q.query.kind;
  if (kind === 'RawNode') return changesOfRaw(q);
  if (kind !== 'InsertQueryNode' && kind !== 'UpdateQueryNode' && kind !== 'DeleteQueryNode' && kind !== 'SelectQueryNode') return [];
  const out: Change[] = [];
  changesOfNode(q.query, out);
  return out.filter((c) => !NOT_AUDITED.has(c.table));
}
