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
  STATUS_RUNNING: '実行中',
  STATUS_DONE: '完了',
  TYPE_RECURRING: '定期',
  TYPE_ONE_TIME: '一回',
  KIND_RECURRING: '定期',
  KIND_ONE_TIME: '一回',
  KIND_USAGE: '従量',
  KIND_ADJUSTMENT: '調整',
  TYPE_PAYMENT: '入金',
  TYPE_REFUND: '返金',
  TYPE_ADD_ITEM: '品目の追加',
  TYPE_CHANGE_ITEM: '品目の変更',
  TYPE_CUSTOMIZE_ITEM: '品目のカスタマイズ',
  TYPE_CHANGE_CHARGE_ITEM_QUANTITY: '数量の変更',
  TYPE_RENEW_ITEM: '更新',
  TYPE_CANCEL_ITEM: '解約',
};

/** (value) → its words in the current language: "STATUS_UNBILLED" → "unbilled" / "未請求". */
export function useEnum(): (value: string | null | undefined) => string {
  const { lang } = useContext(LangContext);
  return (value) => (lang === 'ja' && value && JA[value]) || enumWords(value, /^(STATUS|TYPE|KIND)_/);
}
