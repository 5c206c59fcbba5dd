import type { CompiledQuery, OperationNode } from 'kysely';

/**
 * What a statement changes, read from the statement itself (docs/records.md "What is recorded"):
 * the tables an INSERT, UPDATE or DELETE names (also inside a WITH, and in raw SQL), the tenant of
 * each change (the `tenant_id` it inserts or is limited to) and the ids of the rows when the
 * statement names them (`id` of the inserted rows, `id = …` / `id IN (…)` of an update or delete).
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
 * What raw SQL text writes: its audited tables, and the parameter naming its tenant (1-based): its
 * `tenant_id = $n`, else the first value of an INSERT whose columns start with tenant_id. Read once
 * per text (the cache below), so the regular expressions cost nothing on the hot path.
 */
interface RawShape {
  tables: string[];
  tenantParam: number | undefined;
}

// The shape of each raw statement text seen (the texts are the code's own: a few hundred at most).
const rawShapes = new Map<string, RawShape>();
const MAX_RAW_SHAPES = 2000;

function rawShape(text: string): RawShape {
  let shape = rawShapes.get(text);
  if (shape) return shape;
  const tables = new Set<string>();
  for (const m of text.matchAll(RAW_WRITE)) {
    const t = m[1]!.toLowerCase();
    if (!NOT_TABLES.has(t) && !NOT_AUDITED.has(t)) tables.add(t);
  }
  const at = RAW_TENANT.exec(text)?.[1] ?? RAW_INSERT_TENANT.exec(text)?.[1];
  shape = { tables: [...tables], tenantParam: at ? Number(at) : undefined };
  if (rawShapes.size < MAX_RAW_SHAPES) rawShapes.set(text, shape);
  return shape;
}

function changesOfRaw(q: CompiledQuery): Change[] {
  const { tables, tenantParam } = rawShape(q.sql);
  if (tables.length === 0) return [];
  const tenantId = tenantParam ? text(q.parameters[tenantParam - 1]) : undefined;
  return tables.map((table) => ({ table, tenantId, ids: [] }));
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
