import { useState } from 'react';
import type { Outcome } from '../../store';
import { useDomId } from '../use-dom-id';
import { MessageList } from './MessageList';
import type { Place } from './messages';
import { usePanel } from './panel';
import { useOnChange } from './use-on-change';

export interface FieldFormProps {
  label: string;
  button: string;
  /** The button's full name when several forms sit together ("Apply discount code"); it starts with the visible text. */
  buttonName?: string;
  place: Place;
  /** The saved value (the field follows it when it changes); absent for code fields, which empty after a success. */
  value?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Announced after a success the shop said nothing about (a function gets the submitted value and the outcome). */
  done?: string | ((value: string, outcome: Outcome) => string);
  onSubmit: (value: string) => Promise<Outcome>;
}

/**
 * One labelled field and its button (a discount code, a gift card, the buyer's email), with the shop's messages about it
 * underneath. The field is `aria-invalid` while an error about it is shown.
 */
export function FieldForm(props: FieldFormProps) {
  const { label, place, value } = props;
  const { run, at } = usePanel();
  const id = useDomId('field');
  const [draft, setDraft] = useState(value ?? '');
  const [busy, setBusy] = useState(false);
  useOnChange(value, () => setDraft(value ?? ''));
  const invalid = at(place).some(({ message }) => message.kind === 'error');

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const text = draft.trim();
    if (busy || (!text && value === undefined)) return;
    setBusy(true);
    const { done } = props;
    const outcome = await run(() => props.onSubmit(text), typeof done === 'function' ? (o) => done(text, o) : done);
    setBusy(false);
    if (outcome.ok && value === undefined) setDraft('');
  }

  return (
    <form className="field" part={`form ${place}-form`} noValidate onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          id={id}
          className="input"
          part="input"
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete ?? 'off'}
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-m`}
          onInput={(event) => setDraft(event.currentTarget.value)}
        />
        <button type="submit" className="button secondary" aria-label={props.buttonName} aria-busy={busy}>
          {props.button}
        </button>
      </div>
      <MessageList id={`${id}-m`} place={place} />
    </form>
  );
}
