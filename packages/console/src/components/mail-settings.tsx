import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Answer } from '../api/types';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { Field } from './field';
import { ErrorBox, Loaded } from './status';

type Settings = Answer<'/admin/v1/provider/getmailsettings'>['mailSettings'];
type Kind = 'invoice' | 'reminder' | 'creditNote';
const KINDS: Array<[Kind, 'templateInvoice' | 'templateReminder' | 'templateCreditNote', string]> = [
  ['invoice', 'templateInvoice', 'KIND_INVOICE'],
  ['reminder', 'templateReminder', 'KIND_REMINDER'],
  ['creditNote', 'templateCreditNote', 'KIND_CREDIT_NOTE'],
];

/** One template: subject and body, a preview filled with a sample invoice (or the server's refusal). */
function TemplateEditor({
  kind,
  title,
  value,
  onValue,
}: {
  kind: string;
  title: string;
  value: { subject: string; body: string; custom: boolean };
  onValue: (v: { subject: string; body: string; custom: boolean }) => void;
}) {
  const t = useT();
  const [preview, setPreview] = useState<{ subject: string; body: string } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const show = async () => {
    setError(null);
    try {
      setPreview(await call('/admin/v1/provider/previewmail', { kind: kind as 'KIND_INVOICE', subject: value.subject, body: value.body }));
    } catch (e) {
      setPreview(null);
      setError(e as Error);
    }
  };
  return (
    <fieldset aria-label={title}>
      <legend>
        {title} <small>({t(value.custom ? 'customTemplate' : 'defaultTemplate')})</small>
      </legend>
      <Field label={t('templateSubject')} value={value.subject} maxLength={200} onValue={(subject) => onValue({ ...value, subject })} />
      <label class="field">
        <span>{t('templateBody')}</span>
        <textarea rows={10} maxLength={10000} value={value.body} onInput={(e) => onValue({ ...value, body: e.currentTarget.value })} />
      </label>
      <button type="button" onClick={show}>
        {t('preview')}
      </button>
      {error && <ErrorBox error={error} />}
      {preview && (
        <div class="mail-preview" data-testid={`preview-${kind}`}>
          <strong>{preview.subject}</strong>
          <pre>{preview.body}</pre>
        </div>
      )}
    </fieldset>
  );
}

function MailSettingsForm({ providerId, initial }: { providerId: string; initial: Settings }) {
  const t = useT();
  const [s, setS] = useState(initial);
  const [days, setDays] = useState(initial.reminderDays.join(', '));
  const [error, setError] = useState<Error | null>(null);
  const [saved, setSaved] = useState(false);
  const save = async () => {
    setError(null);
    setSaved(false);
    try {
      const reminderDays = days.trim() === '' ? [] : days.split(',').map((d) => Number(d.trim()));
      const answer = await call('/admin/v1/provider/updatemailsettings', {
        providerId,
        mailFrom: s.mailFrom,
        mailReplyTo: s.mailReplyTo,
        reminderDays,
        templates: Object.fromEntries(KINDS.map(([k]) => [k, { subject: s.templates[k].subject, body: s.templates[k].body }])),
      });
      setS(answer.mailSettings);
      setDays(answer.mailSettings.reminderDays.join(', '));
      setSaved(true);
    } catch (e) {
      setError(e as Error);
    }
  };
  return (
    <form
      aria-label={t('mailSettings')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field label={t('mailFrom')} value={s.mailFrom} maxLength={254} onValue={(mailFrom) => setS({ ...s, mailFrom })} />
      <Field label={t('mailReplyTo')} value={s.mailReplyTo} maxLength={254} onValue={(mailReplyTo) => setS({ ...s, mailReplyTo })} />
      <Field label={t('reminderDays')} value={days} onValue={setDays} />
      {KINDS.map(([k, title, kind]) => (
        <TemplateEditor
          kind={kind}
          title={t(title)}
          value={s.templates[k]}
          onValue={(v) => setS({ ...s, templates: { ...s.templates, [k]: v } })}
        />
      ))}
      <details>
        <summary>{t('placeholders')}</summary>
        <ul>
          {s.placeholders.map((p) => (
            <li>
              <code>{`{{${p.name}}}`}</code> — {p.description}
            </li>
          ))}
        </ul>
      </details>
      <button type="submit">{t('save')}</button> {saved && <span role="status">{t('saved')}</span>}
      {error && <ErrorBox error={error} />}
    </form>
  );
}

/** The provider's sender, reminder steps and templates (docs/delivery.md "Settings"). */
export function MailSettings({ providerId }: { providerId: string }) {
  const settings = useLoad((signal) => call('/admin/v1/provider/getmailsettings', { providerId }, signal), [providerId]);
  return <Loaded value={settings}>{({ mailSettings }) => <MailSettingsForm providerId={providerId} initial={mailSettings} />}</Loaded>;
}
