import { useDomId } from '../use-dom-id';
import type { ShownProduct as Product, ProductOption } from '../../cart-client';
import { shownOptions, type Selection } from '../variants';
import { useStrings } from '../use-strings';
import { optionView } from './card-model';

export interface VariantPickerProps {
  product: Product;
  selection: Selection;
  onSelect: (name: string, value: string) => void;
}

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
  const { chosen, select, swatches, values } = optionView(t, product, selection, option);

  if (select) {
    return (
      <div className="option-group" data-shop-option={option.name}>
        <label className="option-legend" htmlFor={id}>
          {option.name}
        </label>
        <div className="select-wrap">
          <select id={id} className="select" part="select" value={chosen} onChange={(event) => onSelect(option.name, event.currentTarget.value)}>
            {/* Nothing chosen yet: an empty choice, or React would show the first option as chosen (preact shows none). */}
            {!chosen && <option value="" disabled hidden />}
            {values.map((value) => (
              <option key={value.name} value={value.name} disabled={value.missing}>
                {value.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    );
  }

  return (
    <fieldset className="option-group" part="option-group" data-shop-option={option.name}>
      <legend className="option-legend">
        {option.name}
        {swatches && chosen && <span aria-hidden="true">{`: ${chosen}`}</span>}
      </legend>
      <div className="option-values">
        {values.map((value) => (
          <label key={value.name} className={value.className} title={swatches ? value.name : undefined}>
            <input
              type="radio"
              name={id}
              value={value.name}
              checked={chosen === value.name}
              disabled={value.missing}
              aria-label={value.label}
              onChange={() => onSelect(option.name, value.name)}
            />
            <span className="option-label" part={swatches ? 'option swatch' : 'option'} dir="auto" aria-hidden="true" style={value.style}>
              {swatches ? null : value.name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
