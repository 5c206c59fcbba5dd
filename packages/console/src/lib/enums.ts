import { useContext } from 'preact/hooks';
import { enumWords } from './format';
import { LangContext } from './i18n';

/** Japanese words of the API's enumeration values; English shows the value's own words. */
const JA: Record<string, string> = {
  STATUS_WAITING_ACTIVATION: '開始待ち',
  STATUS_ACTIVE: '有効',
  STATUS_WAITING_CANCELLATION: '解約待ち',
  STATUS_CANCELED: '解約済み',
  STATUS_WAITING_COMPLETION: '終了待ち',
  STATUS_COMPLETED: '終了',
  STATUS_INVALIDATED: '無効',
  STATUS_HOLD_INVOICE_CREATION: '請求書作成保留',
  STATUS_UNBILLED: '未請求',
  STATUS_POSTED: '請求済み',
  STATUS_PARTIALLY_PAID: '一部入金',
  STATUS_PAID: '入金済み',
  STATUS_PAYMENT_EXCLUDED: '入金対象外',
  STATUS_PAYMENT_DUE: '入金待ち',
  STATUS_PAYMENT_UNNECESSARY: '入金不要',
  STATUS_PARTIALLY_UNPAID: '一部未入金',
  STATUS_PAYMENT_REFUNDED: '返金済み',
  STATUS_PAID_WITH_CARD: 'カード決済済み',
  STATUS_INVOICE_CREATED: '請求書作成済み',
  STATUS_INVOICE_DELETED: '請求書削除済み',
  STATUS_ISSUED: '発行済み',
  STATUS_SENT: '送付済み',
  STATUS_OVERDUE: '支払期日超過',
  STATUS_VOID: '取消',
  STATUS_CREDIT: '返還',
  STATUS_RUNNING: '実行中',
  STATUS_DONE: '完了',
  TYPE_RECURRING: '定期',
  TYPE_ONE_TIME: '一回',
  KIND_RECURRING: '定期',
  KIND_ONE_TIME: '一回',
  KIND_USAGE: '従量',
  KIND_ADJUSTMENT: '調整',
  KIND_INVOICE: '請求書',
  KIND_CREDIT_NOTE: '返還請求書',
  KIND_REMINDER: '督促状',
  STATUS_PENDING: '送信待ち',
  STATUS_FAILED: '失敗',
  KIND_VOID: '請求書取消',
  KIND_RECOGNITION: '収益認識',
  KIND_PAYMENT: '入金',
  KIND_CREDIT: '前受金',
  TYPE_PAYMENT: '入金',
  TYPE_REFUND: '返金',
  TYPE_ADD_ITEM: '品目の追加',
  TYPE_CHANGE_ITEM: '品目の変更',
  TYPE_CUSTOMIZE_ITEM: '品目のカスタマイズ',
  TYPE_CHANGE_CHARGE_ITEM_QUANTITY: '数量の変更',
  TYPE_RENEW_ITEM: '更新',
  TYPE_CANCEL_ITEM: '解約',
  INVOICING_PER_BILLING: '請求ごと',
  INVOICING_MONTHLY_CLOSING: '締め請求',
  HOLIDAY_RULE_NONE: '移動しない',
  HOLIDAY_RULE_PREVIOUS_BUSINESS_DAY: '前営業日',
  HOLIDAY_RULE_NEXT_BUSINESS_DAY: '翌営業日',
  SEND_METHOD_NONE: '送付しない',
  SEND_METHOD_EMAIL: 'メール',
  STATUS_MATCHED: '消込済み',
  STATUS_UNMATCHED: '未消込',
  STATUS_IGNORED: '対象外',
  STATUS_CANCELLED: '取消',
  FORMAT_ZENGIN_TRANSFER_NOTICE: '振込入金通知（全銀協）',
  FORMAT_ZENGIN_STATEMENT: '入出金取引明細（全銀協）',
  FORMAT_CSV: 'CSV',
  ACCOUNT_TYPE_ORDINARY: '普通',
  ACCOUNT_TYPE_CURRENT: '当座',
};

/** English words where the value's own words would say too little. */
const EN: Record<string, string> = {
  HOLIDAY_RULE_NONE: 'keep the day',
  SEND_METHOD_NONE: 'not sent',
  SEND_METHOD_EMAIL: 'by email',
  FORMAT_ZENGIN_TRANSFER_NOTICE: 'Zengin transfer notice (振込入金通知)',
  FORMAT_ZENGIN_STATEMENT: 'Zengin account statement (入出金取引明細)',
  FORMAT_CSV: 'CSV',
  ACCOUNT_TYPE_ORDINARY: 'ordinary (普通)',
  ACCOUNT_TYPE_CURRENT: 'current (当座)',
};

const PREFIX = /^(STATUS|TYPE|KIND|INVOICING|HOLIDAY_RULE|SEND_METHOD|FORMAT|ACCOUNT_TYPE)_/;

/** (value) → its words in the current language: "STATUS_UNBILLED" → "unbilled" / "未請求". */
export function useEnum(): (value: string | null | undefined) => string {
  const { lang } = useContext(LangContext);
  return (value) => (value && (lang === 'ja' ? JA[value] : EN[value])) || enumWords(value, PREFIX);
}
