import { useEffect, useMemo, useRef, useState } from 'react';
import type { AttributeInput } from '../../cart-client';
import { useCart, type Outcome } from '../../store';
import { useDomId } from '../use-dom-id';
import { useStrings } from '../use-strings';
import { MessageList } from './MessageList';
import { usePanel } from './panel';
import { useOnChange } from './use-on-change';

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
 * The order note and the configured cart attributes, saved together (the store sends only what changed) by one button,
 * and also when focus leaves the form, when the form goes (the drawer closes) and before Check out (`unsaved` in the
 * panel), so nothing typed is lost. The note's messages (too long, missing) sit under it; a failed save keeps the text.
 */
export function NoteForm({ attributes: spec }: { attributes?: string | undefined }) {
  const fields = useMemo(() => parseAttributeFields(spec), [spec]);
  const note = useCart((state) => state.cart?.note ?? '');
  const saved = useCart((state) => state.cart?.attributes);
  const setNote = useCart((state) => state.setNote);
  const setNoteAndAttributes = useCart((state) => state.setNoteAndAttributes);
  const { run, at, unsaved } = usePanel();
  const t = useStrings();
  const id = useDomId('note');
  const form = useRef<HTMLFormElement>(null);
  const savedValue = (key: string) => saved?.find((a) => a.key === key)?.value ?? '';
  const savedValues = () => Object.fromEntries(fields.map((f) => [f.key, savedValue(f.key)]));
  const [draft, setDraft] = useState(note);
  const [values, setValues] = useState<Record<string, string>>(savedValues);
  const [busy, setBusy] = useState(false);
  // The save on its way and what it sends: leaving the form and then Check out send it once.
  const sending = useRef<{ key: string; done: Promise<Outcome> } | null>(null);
  useOnChange(note, () => setDraft(note));
  // Every cart read brings a new attributes array; only a change of its content (or of the fields asked for) resets the drafts.
  useOnChange(JSON.stringify([saved, spec]), () => setValues(savedValues()));

  /** Sends what the form holds, or (unless `always`, the button) null when the cart has it already. */
  const save = (always?: boolean): Promise<Outcome> | null => {
    const key = JSON.stringify([draft, values]);
    if (sending.current?.key === key) return sending.current.done;
    if (!always && key === JSON.stringify([note, savedValues()])) return null;
    setBusy(true);
    // Other attributes on the cart (set by the site's own code) are kept; an input value may not be null.
    const kept = (saved ?? []).filter((a) => !fields.some((f) => f.key === a.key)).map((a) => ({ key: a.key, value: a.value ?? '' }));
    const attributes: AttributeInput[] = [...kept, ...fields.map((f) => ({ key: f.key, value: values[f.key] ?? '' }))];
    const done = run(() => (fields.length ? setNoteAndAttributes({ note: draft, attributes }) : setNote(draft)), t('saved')).then((outcome) => {
      if (sending.current?.done === done) {
        sending.current = null;
        setBusy(false);
      }
      return outcome;
    });
    sending.current = { key, done };
    return done;
  };
  // Read by the listener and by Check out: the save of what is drawn now.
  unsaved.current = save;

  // Native focusout, which bubbles in every build (preact's onBlur listens to blur, React's and preact/compat's to
  // focusout); focus moving to another of the form's own fields is not leaving it. Unmounting (the drawer closing) saves too.
  useEffect(() => {
    const el = form.current!;
    const leave = (event: FocusEvent) => el.contains(event.relatedTarget as Node | null) || void unsaved.current?.();
    el.addEventListener('focusout', leave);
    return () => {
      el.removeEventListener('focusout', leave);
      void unsaved.current?.();
      unsaved.current = null;
    };
  }, [unsaved]);

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    void save(true);
  };

  const invalid = at('note').some(({ message }) => message.kind === 'error');
  return (
    <form ref={form} className="field" part="form note-form" onSubmit={submit}>
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
