/** Accounting: journal rules, revenue recognition, MRR and export codecs (docs/accounting.md). */
export * from './accounts';
export * from './month';
export * from './recognition';
export * from './journal';
export * from './mrr';
export * from './aging';
export * from './formats';
