import { useDomId } from './use-dom-id';
import type { ShownProduct as Product, ProductOption } from '../cart-client';
import { shownOptions, valueState, type Selection, type ValueState } from './variants';
import { useStrings, type Translate } from './use-strings';

export interface VariantPickerProps {
  product: Product;
  selection: Selection;
  onSelect: (name: string, value: string) => void;
}

/** More values than this become a `<select>`. */
export const MAX_BUTTONS = 8;

const labelFor = (t: Translate, value: string, state: ValueState) =>
  state === 'available' ? value : t(state === 'soldout' ? 'optionSoldOut' : 'optionUnavailable', { value });

/**
 * One control per option: native radios drawn as buttons or colour swatches (arrow keys move the choice), or a `<select>`
 * when an option has more than eight values. Values whose combination is sold out or does not exist are struck through
 * and named so ("XS, sold out") but stay selectable; only a value no variant has is disabled.
 *
 * @example
 * <VariantPicker product={product} selection={selection} onSelect={select} />
 */
export function VariantPicker(props: VariantPickerProps) {
  const options = shownOptions(props.product);
  if (options.length === 0) return null;
  return (
    <div className="options" part="options">
      {options.map((option) => (
        <OptionControl key={option.id} option={option} {...props} />
      ))}
    </div>
  );
}

function OptionControl(props: VariantPickerProps & { option: ProductOption }) {
  const { option, product, selection, onSelect } = props;
  const t = useStrings();
  const id = useDomId();
  const chosen = selection[option.name] ?? '';
  const states = option.optionValues.map((value) => valueState(product, selection, option.name, value.name));

  if (option.optionValues.length > MAX_BUTTONS) {
    return (
      <div className="option-group">
        <label className="option-legend" htmlFor={id}>
          {option.name}
        </label>
        <div className="select-wrap">
          <select id={id} className="select" part="select" value={chosen} onChange={(event) => onSelect(option.name, event.currentTarget.value)}>
            {/* Nothing chosen yet: an empty choice, or React would show the first option as chosen (preact shows none). */}
            {!chosen && <option value="" disabled hidden />}
            {option.optionValues.map((value, i) => (
              <option key={value.name} value={value.name} disabled={states[i] === 'missing'}>
                {labelFor(t, value.name, states[i]!)}
              </option>
            ))}
          </select>
        </div>
      </div>
    );
  }

  const swatches = option.optionValues.some((value) => value.swatch?.color);
  return (
    <fieldset className="option-group" part="option-group">
      <legend className="option-legend">
        {option.name}
        {swatches && chosen && <span aria-hidden="true">{`: ${chosen}`}</span>}
      </legend>
      <div className="option-values">
        {option.optionValues.map((value, i) => {
          const state = states[i]!;
          const color = value.swatch?.color;
          return (
            <label
              key={value.name}
              className={`option ${swatches ? 'swatch ' : ''}${state === 'available' ? '' : 'soldout'}`}
              title={swatches ? value.name : undefined}
            >
              <input
                type="radio"
                name={id}
                value={value.name}
                checked={chosen === value.name}
                disabled={state === 'missing'}
                aria-label={labelFor(t, value.name, state)}
                onChange={() => onSelect(option.name, value.name)}
              />
              <span
                className="option-label"
                part={swatches ? 'option swatch' : 'option'}
                aria-hidden="true"
                style={color ? { '--shop-embed-swatch-color': color } : undefined}
              >
                {swatches ? null : value.name}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
