import type { Contract } from '../api/types';
import { day, decimal, yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { Table } from './table';

type Item = Contract['mainItems'][number] | Contract['mainItems'][number]['optionItems'][number];

function ChargeItems({ item }: { item: Item }) {
  const t = useT();
  const label = useEnum();
  return (
    <Table
      caption={`${item.name}: ${t('chargeItems')}`}
      rows={item.chargeItems}
      empty={t('none')}
      columns={[
        { title: t('chargeItems'), cell: (c) => c.name },
        { title: t('type'), cell: (c) => label(c.type) },
        { title: t('quantity'), cell: (c) => decimal(c.quantity), num: true },
        { title: t('price'), cell: (c) => yen(c.pricing.price), num: true },
        { title: t('taxRate'), cell: (c) => `${decimal(c.taxPercentage)}%`, num: true },
      ]}
    />
  );
}

/** One contract item: its span and status, then its charge items. */
export function ItemCard({ item, option = false }: { item: Item; option?: boolean }) {
  const t = useT();
  const label = useEnum();
  return (
    <div class={option ? 'card option' : 'card'}>
      <h3>
        {option ? `${t('options')}: ` : ''}
        {item.name}
      </h3>
      <p class="meta">
        {label(item.status)} · {day(item.startDate)} – {day(item.endDate)}
        {item.cancellationDate ? ` · ${t('canceledMark')} ${day(item.cancellationDate)}` : ''}
      </p>
      <ChargeItems item={item} />
    </div>
  );
}

export function ContractItems({ items }: { items: Contract['mainItems'] }) {
  const t = useT();
  if (items.length === 0) return <p class="empty">{t('none')}</p>;
  return (
    <>
      {items.map((main) => (
        <div>
          <ItemCard item={main} />
          {main.optionItems.map((o) => (
            <ItemCard item={o} option />
          ))}
        </div>
      ))}
    </>
  );
}
