/**
 * Boolean values are written into statements as literals, not parameters (docs/deployment.md
 * "Statements and round trips"). Statements are prepared by name and PostgreSQL may then plan them
 * once for any parameter values (a generic plan); such a plan cannot use a partial index whose
 * predicate names the constant (`WHERE live`, `WHERE NOT is_draft`), since `live = $1` does not imply
 * `live`. With the literal, every plan of the statement can. A boolean is one of two values, so this
 * adds at most one statement text per value. The rows of an INSERT's VALUES keep their parameters
 * (a thousand rows would otherwise make a statement text per combination of their booleans).
 *
 * Done while compiling (no second pass over the query tree): the dialect is PostgreSQL's with this
 * compiler.
 */
import { PostgresDialect, PostgresQueryCompiler, type QueryCompiler, type RootOperationNode, type ValuesNode } from 'kysely';
import type { QueryId } from 'kysely';

class LiteralBooleanCompiler extends PostgresQueryCompiler {
  /** Depth inside an INSERT's VALUES rows. */
  private inRows = 0;

  override compileQuery(node: RootOperationNode, queryId: QueryId) {
    this.inRows = 0;
    return super.compileQuery(node, queryId);
  }

  protected override visitValues(node: ValuesNode): void {
    this.inRows += 1;
    try {
      super.visitValues(node);
    } finally {
      this.inRows -= 1;
    }
  }

  protected override appendValue(value: unknown): void {
    if (typeof value === 'boolean' && this.inRows === 0) this.append(value ? 'true' : 'false');
    else super.appendValue(value);
  }
}

/** PostgreSQL's dialect with booleans compiled as literals. */
export class LiteralBooleanDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new LiteralBooleanCompiler();
  }
}
