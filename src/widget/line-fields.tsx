// The inputs of a card's line properties (engraving text, gift wrap, a date), in the card extras chunk: only a card that
// declares properties asks for it at once. Their values become the added line's attributes; Shopify shows them on the
// order, and keys starting with `_` are its convention for values the shopper does not see.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AttributeInput } from '../cart-client';
import { readDeclaration, warnOnce } from './line-declaration';
import type { LineProperty, LinePropertiesGate } from './ProductDetails';
import { interpolate } from './strings';
import { useDomId } from './use-dom-id';

/** The fields' sentences: under the page's strings (a site owner's override of one of them still wins). */
export const lineFieldStrings = {
  propertyRequired: 'Please fill in {name}.',
  propertyChoose: 'Choose…',
  propertyMaxLength: 'up to {max} characters',
};

export interface LineFieldsProps {
  /** The properties as JSON (a list of `LineProperty`), as the site owner wrote them: checked here. */
  declared: string;
  /** The page's strings (the chunk's own fill in what they lack). */
  strings: Readonly<Record<string, string | undefined>>;
  /** Set here: what the card's add asks for the attributes (null, with the message shown and focus on the field, when one is missing). */
  gate: LinePropertiesGate;
}

/** A checked box sends its declared `value`, or "Yes". */
const CHECKED = 'Yes';

/**
 * One labelled input per visible property, above the add button. A required one left empty blocks the add: its message
 * appears under it (aria-describedby, aria-invalid) and focus moves to it; typing clears it.
 */
export function LineFields(props: LineFieldsProps) {
  const { strings, gate } = props;
  const { list: declared, problem } = useMemo(() => readDeclaration(props.declared), [props.declared]);
  const checked = useRef<HTMLDivElement>(null);
  useEffect(() => void (problem && warnOnce(checked.current!, problem)), [problem]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<readonly string[]>([]);
  const inputs = useRef<Record<string, HTMLElement | null>>({});
  const base = useDomId('property');
  const t = (key: keyof typeof lineFieldStrings, vars?: Record<string, string | number>) => interpolate(strings[key] ?? lineFieldStrings[key], vars);
  const valueOf = (p: LineProperty) => (p.type === 'hidden' ? p.value : values[p.name]?.trim()) ?? '';

  gate.current = () => {
    const empty = declared.filter((p) => p.required && !valueOf(p)).map((p) => p.name);
    setMissing(empty);
    if (empty.length) {
      inputs.current[empty[0]!]?.focus();
      return null;
    }
    return declared.flatMap((p): AttributeInput[] => (valueOf(p) ? [{ key: p.name, value: valueOf(p) }] : []));
  };
  useEffect(() => () => void (gate.current = null), [gate]);

  const set = (p: LineProperty, value: string) => {
    setValues((before) => ({ ...before, [p.name]: value }));
    setMissing((before) => before.filter((name) => name !== p.name));
  };

  // A bad declaration: no fields (the add goes ahead without attributes), an empty element to find the host by.
  if (problem) return <div hidden ref={checked} />;
  return (
    <div className="options properties" part="line-properties">
      {declared.map((p, i) => {
        if (p.type === 'hidden') return null;
        const id = `${base}-${i}`;
        const invalid = missing.includes(p.name);
        const field = {
          id,
          ref: (el: HTMLElement | null) => void (inputs.current[p.name] = el),
          required: !!p.required,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? `${id}-e` : undefined,
        };
        const label = (
          <label className="option-legend" htmlFor={id}>
            {p.type === 'checkbox' && (
              <input
                {...field}
                type="checkbox"
                checked={!!values[p.name]}
                onChange={(e) => set(p, e.currentTarget.checked ? (p.value ?? CHECKED) : '')}
              />
            )}
            {p.name}
            {p.maxLength && <span> ({t('propertyMaxLength', { max: p.maxLength })})</span>}
          </label>
        );
        return (
          <div className="option-group" key={p.name}>
            {label}
            {p.type === 'select' ? (
              <div className="select-wrap">
                <select {...field} className="select" part="select" value={values[p.name] ?? ''} onChange={(e) => set(p, e.currentTarget.value)}>
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
                  value={values[p.name] ?? ''}
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
