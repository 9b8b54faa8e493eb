// The inputs of a card's line properties (engraving text, gift wrap, a date), in the card extras chunk: only a card that
// declares properties asks for it at once. Their values become the added line's attributes; Shopify shows them on the
// order, and keys starting with `_` are its convention for values the shopper does not see. A property's name is text
// whatever it is (`constructor`, `__proto__`): values are kept in a Map, never looked up on an object.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AttributeInput } from '../cart-client';
import { adoptCarouselStyles } from './card-extras-styles';
import { readDeclaration, warnOnce } from './line-declaration';
import type { LineProperty, LinePropertiesGate } from './card/card-types';
import { interpolate } from './strings';
import { useDomId } from './use-dom-id';

/** The fields' sentences: under the page's strings (a site owner's override of one of them still wins). */
export const lineFieldStrings = {
  propertyRequired: 'Please fill in {name}.',
  propertyChoose: 'Choose…',
  propertyMaxLength: 'up to {max} characters',
  /** Beside the name of a field the add needs, before the first try. */
  propertyRequiredMark: 'required',
  /** On a card whose declaration cannot be read (the console says why): its add is refused. */
  propertiesUnreadable: 'This product can’t be personalised here right now, so it can’t be added to the cart.',
};

export interface LineFieldsProps {
  /** The properties as JSON (a list of `LineProperty`), as the site owner wrote them: checked here. */
  declared: string;
  /** The page's strings (the chunk's own fill in what they lack). */
  strings: Readonly<Record<string, string | undefined>>;
  /** Set here: what the card's add asks for the attributes (null, with the message shown and focus on it, when one is missing or the declaration cannot be read). */
  gate: LinePropertiesGate;
}

/** A checked box sends its declared `value`, or "Yes". */
const CHECKED = 'Yes';

/**
 * One labelled input per visible property, above the add button; a required one says so in its label. A required one left
 * empty blocks the add: its message appears under it (aria-describedby, aria-invalid) and focus moves to it; typing clears
 * it. A declaration that cannot be read draws no fields but a sentence, and blocks every add (focus moves to the sentence).
 */
export function LineFields(props: LineFieldsProps) {
  const { strings, gate } = props;
  const { list: declared, problem } = useMemo(() => readDeclaration(props.declared), [props.declared]);
  const refusal = useRef<HTMLParagraphElement>(null);
  useEffect(() => void (problem && warnOnce(refusal.current!, problem, props.declared)), [problem, props.declared]);
  const [values, setValues] = useState<ReadonlyMap<string, string>>(new Map());
  const [missing, setMissing] = useState<readonly string[]>([]);
  const inputs = useRef(new Map<string, HTMLElement | null>());
  const base = useDomId('property');
  const t = (key: keyof typeof lineFieldStrings, vars?: Record<string, string | number>) => interpolate(strings[key] ?? lineFieldStrings[key], vars);
  const valueOf = (p: LineProperty) => (p.type === 'hidden' ? p.value : values.get(p.name)?.trim()) ?? '';

  gate.current = () => {
    if (problem) return (refusal.current?.focus(), null);
    const empty = declared.filter((p) => p.required && !valueOf(p)).map((p) => p.name);
    setMissing(empty);
    if (empty.length) {
      inputs.current.get(empty[0]!)?.focus();
      return null;
    }
    return declared.flatMap((p): AttributeInput[] => (valueOf(p) ? [{ key: p.name, value: valueOf(p) }] : []));
  };
  useEffect(() => () => void (gate.current = null), [gate]);

  const set = (p: LineProperty, value: string) => {
    setValues((before) => new Map(before).set(p.name, value));
    setMissing((before) => before.filter((name) => name !== p.name));
  };

  // A bad declaration: no fields, and no add without them (the console says what is wrong).
  if (problem)
    return (
      <p ref={refusal} className="message error" part="line-properties" tabIndex={-1}>
        {t('propertiesUnreadable')}
      </p>
    );
  return (
    <div ref={adoptCarouselStyles} className="options properties" part="line-properties">
      {declared.map((p, i) => {
        if (p.type === 'hidden') return null;
        const id = `${base}-${i}`;
        const invalid = missing.includes(p.name);
        const field = {
          id,
          ref: (el: HTMLElement | null) => void inputs.current.set(p.name, el),
          required: !!p.required,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? `${id}-e` : undefined,
        };
        const notes = [p.required && t('propertyRequiredMark'), p.maxLength && t('propertyMaxLength', { max: p.maxLength })].filter(Boolean);
        const label = (
          <label className="option-legend" htmlFor={id}>
            {p.type === 'checkbox' && (
              <input
                {...field}
                type="checkbox"
                checked={!!values.get(p.name)}
                onChange={(e) => set(p, e.currentTarget.checked ? (p.value ?? CHECKED) : '')}
              />
            )}
            {p.name}
            {notes.length > 0 && <span> ({notes.join(', ')})</span>}
          </label>
        );
        return (
          <div className="option-group" key={p.name}>
            {label}
            {p.type === 'select' ? (
              <div className="select-wrap">
                <select {...field} className="select" part="select" value={values.get(p.name) ?? ''} onChange={(e) => set(p, e.currentTarget.value)}>
                  <option value="">{t('propertyChoose')}</option>
                  {p.options!.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>
              </div>
            ) : (
              p.type !== 'checkbox' && (
                <input
                  {...field}
                  className="select"
                  part="input"
                  type={p.type === 'date' ? 'date' : 'text'}
                  maxLength={p.maxLength}
                  value={values.get(p.name) ?? ''}
                  onInput={(e) => set(p, e.currentTarget.value)}
                />
              )
            )}
            {invalid && (
              <p className="message error" id={`${id}-e`}>
                {t('propertyRequired', { name: p.name })}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
