import { sql, type Kysely } from 'kysely';

/**
 * The name search of documents (docs/records.md "Searching"): the trigram index over every document's
 * counterparty name (0071) gave way to a list of the distinct names, document_counterparty, with its
 * own trigram index (tenant first, as the customer search's), and a btree on the documents by
 * (tenant_id, counterparty_name, issue_date, id) — so a name part finds its few names, then each
 * name's newest documents in order, instead of every matching document through posting lists as long
 * as the archive. A name is listed by the statement that writes its first document and never removed
 * (documents are never deleted). New names are few, so the trigram index takes each into its tree at
 * once (fastupdate off): a search never reads a list of pending entries, nor does the planner count
 * them against the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE document_counterparty (
      tenant_id uuid NOT NULL,
      name text NOT NULL,
      PRIMARY KEY (tenant_id, name)
    );
    INSERT INTO document_counterparty (tenant_id, name) SELECT DISTINCT tenant_id, counterparty_name FROM document;
    CREATE INDEX document_counterparty_name_trgm_idx ON document_counterparty USING gin (tenant_id, lower(name) gin_trgm_ops)
      WITH (fastupdate = off);
    CREATE INDEX document_counterparty_idx ON document (tenant_id, counterparty_name, issue_date, id);
    DROP INDEX document_counterparty_trgm_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX document_counterparty_trgm_idx ON document USING gin (tenant_id, lower(counterparty_name) gin_trgm_ops);
    DROP INDEX document_counterparty_idx;
    DROP TABLE document_counterparty;
  `.execute(db);
}
