import { useState } from 'preact/hooks';
import { call } from '../api/client';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { scope, type Tenant } from '../lib/paths';
import { ItemCard } from './contract-items';
import { Field } from './field';
import { Empty, Loaded } from './status';

/** The v2 view of a contract: the services in force on a chosen JST day (the latest state without one). */
export function ServicesOnDay({ tenant, id }: { tenant: Tenant; id: string }) {
  const t = useT();
  const [input, setInput] = useState('');
  const [onDay, setOnDay] = useState('');
  const contract = useLoad(
    (signal) =>
      call('/admin/v1/tenant/v2/contract/get', { ...scope(tenant), id, ...(onDay ? { atPointInServiceTimeline: onDay } : {}) }, signal),
    [tenant.providerId, tenant.env, id, onDay],
  );
  return (
    <div>
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          setOnDay(input);
        }}
      >
        <Field label={t('day')} type="date" value={input} onValue={setInput} />
        <button type="submit">{t('show')}</button>
      </form>
      <Loaded value={contract}>
        {({ contract: c }) =>
          c.services.length === 0 ? (
            <Empty>{t('noServices')}</Empty>
          ) : (
            c.services.map((s) => (
              <div>
                <ItemCard item={s.mainItem} />
                {s.optionItems.map((o) => (
                  <ItemCard item={o} option />
                ))}
              </div>
            ))
          )
        }
      </Loaded>
    </div>
  );
}
