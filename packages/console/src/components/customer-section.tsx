/**
 * The customer page's editable sections (docs/console-ui.md "Pages"): facts with an Edit button
 * for operators whose role may change billing settings; Edit swaps in the section's form, whose Save
 * sends its fields to customer/update and shows "Saved" back on the facts.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Body, Customer } from '../api/types';
import { useT } from '../lib/i18n';
import { useCan } from '../lib/permissions';
import { scope, type Tenant } from '../lib/paths';
import { ErrorBox } from './status';
import { Facts } from './table';

type Update = Omit<Body<'/admin/v1/tenant/customer/update'>, 'providerId' | 'environment' | 'id'>;

/** What a section's form gets: where to go back to, with or without the customer as saved. */
export interface SectionForm {
  onSaved: (c: Customer) => void;
  onCancel: () => void;
}

export function CustomerSection(props: {
  testId: string;
  facts: [string, ComponentChildren][];
  editLabel: string;
  form: (done: SectionForm) => ComponentChildren;
  onSaved: (c: Customer) => void;
}) {
  const t = useT();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (editing)
    return (
      <>
        {props.form({
          onCancel: () => setEditing(false),
          onSaved: (c) => {
            setEditing(false);
            setSaved(true);
            props.onSaved(c);
          },
        })}
      </>
    );
  return (
    <div data-testid={props.testId}>
      <Facts items={props.facts} />
      <p class="inline-form">
        {can('billing') && (
          <button
            type="button"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {props.editLabel}
          </button>
        )}
        {saved && (
          <span role="status" class="ok">
            {t('saved')}
          </span>
        )}
      </p>
    </div>
  );
}

/** A section's form: Save sends `update()` for the customer; Cancel goes back; a refusal is shown under the buttons. */
export function CustomerUpdateForm(
  props: SectionForm & { tenant: Tenant; customer: Customer; label: string; update: () => Update; children: ComponentChildren },
) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { customer } = await call('/admin/v1/tenant/customer/update', {
        ...scope(props.tenant),
        id: props.customer.id,
        ...props.update(),
      });
      props.onSaved(customer);
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="grid-form" onSubmit={(e) => void submit(e)} aria-label={props.label}>
      {props.children}
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {t('save')}
        </button>
        <button type="button" onClick={props.onCancel}>
          {t('cancel')}
        </button>
      </div>
      {error && <ErrorBox error={error} />}
    </form>
  );
}
