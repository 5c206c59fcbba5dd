import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_customers';
import * as m0003 from './0003_catalog';
import * as m0004 from './0004_contracts';
import * as m0005 from './0005_billing';
import * as m0006 from './0006_master_data_indexes';
import * as m0007 from './0007_contract_list_indexes';
import * as m0008 from './0008_contract_version_known_on';
import * as m0009 from './0009_events';
import * as m0010 from './0010_invoice_issuer';
import * as m0011 from './0011_catalog_lifecycle';
import * as m0012 from './0012_rate_leases';
import * as m0013 from './0013_operators';
import * as m0014 from './0014_contract_next_due';
import * as m0015 from './0015_customer_name_search';
import * as m0016 from './0016_contract_due';
import * as m0017 from './0017_invoices';
import * as m0018 from './0018_payments_credit';
import * as m0019 from './0019_tenant_lease';
import * as m0020 from './0020_outbox_fairness';
import * as m0021 from './0021_operator_revoke';
import * as m0031 from './0031_collections';
import * as m0041 from './0041_credit_notes';
import * as m0051 from './0051_mail_delivery';
import * as m0061 from './0061_audit_log';
import * as m0071 from './0071_documents';
import * as m0081 from './0081_accounting';
import * as m0082 from './0082_credit_note_dates';
import * as m0090 from './0090_collections_console';
import * as m0100 from './0100_audit_chain_lease';
import * as m0101 from './0101_document_counterparty';
import * as m0110 from './0110_journal_statement';
import * as m0111 from './0111_audit_resource_index';
import * as m0112 from './0112_statement_cancellations';
import * as m0113 from './0113_audit_byte_order';
import * as m0114 from './0114_invoice_service_end_plan';

/**
 * Every migration, in order (explicit, so tsx and vitest load the same set). Names sort lexically;
 * a new migration is a new file and one line here. Applied ones are recorded in kysely_migration.
 * Numbers taken: 0002_customers (customers, staff, gateway links, custom fields), 0003_catalog
 * (products, catalog items, usage units, payment methods), 0004_contracts, 0005_billing,
 * 0006_master_data_indexes, 0007_contract_list_indexes, 0008_contract_version_known_on, 0009_events,
 * 0010_invoice_issuer, 0011_catalog_lifecycle, 0012_rate_leases, 0013_operators,
 * 0014_contract_next_due, 0015_customer_name_search, 0016_contract_due, 0017_invoices, 0018_payments_credit,
 * 0019_tenant_lease, 0020_outbox_fairness, 0021_operator_revoke,
 * 0031_collections, 0041_credit_notes, 0051_mail_delivery, 0061_audit_log, 0071_documents, 0081_accounting,
 * 0082_credit_note_dates, 0090_collections_console, 0100_audit_chain_lease, 0101_document_counterparty,
 * 0110_journal_statement, 0111_audit_resource_index, 0112_statement_cancellations.
 */
export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_customers': m0002,
  '0003_catalog': m0003,
  '0004_contracts': m0004,
  '0005_billing': m0005,
  '0006_master_data_indexes': m0006,
  '0007_contract_list_indexes': m0007,
  '0008_contract_version_known_on': m0008,
  '0009_events': m0009,
  '0010_invoice_issuer': m0010,
  '0011_catalog_lifecycle': m0011,
  '0012_rate_leases': m0012,
  '0013_operators': m0013,
  '0014_contract_next_due': m0014,
  '0015_customer_name_search': m0015,
  '0016_contract_due': m0016,
  '0017_invoices': m0017,
  '0018_payments_credit': m0018,
  '0019_tenant_lease': m0019,
  '0020_outbox_fairness': m0020,
  '0021_operator_revoke': m0021,
  '0031_collections': m0031,
  '0041_credit_notes': m0041,
  '0051_mail_delivery': m0051,
  '0061_audit_log': m0061,
  '0071_documents': m0071,
  '0081_accounting': m0081,
  '0082_credit_note_dates': m0082,
  '0090_collections_console': m0090,
  '0100_audit_chain_lease': m0100,
  '0101_document_counterparty': m0101,
  '0110_journal_statement': m0110,
  '0111_audit_resource_index': m0111,
  '0112_statement_cancellations': m0112,
  '0113_audit_byte_order': m0113,
  '0114_invoice_service_end_plan': m0114,
};
