import { useEffect, useMemo, useState } from 'react';
import type { AttributeInput } from '../../cart-client';
import { useCart } from '../../store';
import { useDomId } from '../use-dom-id';
import { useStrings } from '../use-strings';
import { MessageList } from './MessageList';
import { usePanel } from './panel';

export interface AttributeField {
  key: string;
  label: string;
}

/**
 * The cart attributes a site owner asks for, written `key:Label,key2:Label two` (`data-shop-attributes`); a key alone
 * is its own label.
 *
 * @example
 * parseAttributeFields('gift_wrap:Gift wrap,po'); // [{ key: 'gift_wrap', label: 'Gift wrap' }, { key: 'po', label: 'po' }]
 */
export function parseAttributeFields(spec: string | undefined): AttributeField[] {
  return (spec ?? '')
    .split(',')
    .map((part) => part.split(':').map((s) => s.trim()))
    .filter(([key]) => key)
    .map(([key = '', label]) => ({ key, label: label || key }));
}

/**
 * The order note and the configured cart attributes, saved together by one button (the store sends only what changed).
 * The note's messages (too long, missing) sit under it.
 */
export function NoteForm({ attributes: spec }: { attributes?: string | undefined }) {
  const fields = useMemo(() => parseAttributeFields(spec), [spec]);
  const note = useCart((state) => state.cart?.note ?? '');
  const saved = useCart((state) => state.cart?.attributes);
  const setNote = useCart((state) => state.setNote);
  const setNoteAndAttributes = useCart((state) => state.setNoteAndAttributes);
  const { run, at } = usePanel();
  const t = useStrings();
  const id = useDomId('note');
  const savedValue = (key: string) => saved?.find((a) => a.key === key)?.value ?? '';
  const [draft, setDraft] = useState(note);
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(note), [note]);
  // Every cart read brings a new attributes array; only a change of its content resets the drafts.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setValues(Object.fromEntries(fields.map((f) => [f.key, savedValue(f.key)]))), [JSON.stringify(saved), fields]);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    // Other attributes on the cart (set by the site's own code) are kept; an input value may not be null.
    const kept = (saved ?? []).filter((a) => !fields.some((f) => f.key === a.key)).map((a) => ({ key: a.key, value: a.value ?? '' }));
    const attributes: AttributeInput[] = [...kept, ...fields.map((f) => ({ key: f.key, value: values[f.key] ?? '' }))];
    await run(() => (fields.length ? setNoteAndAttributes({ note: draft, attributes }) : setNote(draft)), t('saved'));
    setBusy(false);
  }

  const invalid = at('note').some(({ message }) => message.kind === 'error');
  return (
    <form className="field" part="form note-form" onSubmit={submit}>
      <label htmlFor={id}>{t('note')}</label>
      <textarea
        id={id}
        className="input"
        part="input note"
        rows={2}
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-m`}
        onInput={(e) => setDraft(e.currentTarget.value)}
      />
      {fields.map((field) => (
        <label key={field.key} className="attribute">
          {field.label}
          <input
            className="input"
            part="input"
            value={values[field.key] ?? ''}
            onInput={(e) => setValues({ ...values, [field.key]: e.currentTarget.value })}
          />
        </label>
      ))}
      <MessageList id={`${id}-m`} place="note" />
      <div>
        <button type="submit" className="button secondary" aria-label={t('saveNote')} aria-busy={busy}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
