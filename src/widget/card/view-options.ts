// The variant picker's markup, once: <VariantPicker> draws it with its handlers, the first paint without (its listeners,
// paint-listen.ts, find an option's group by `data-shop-option`).
import type { ShownProduct as Product, ProductOption } from '../../cart-client';
import type { Translate } from '../use-strings';
import { shownOptions, type Selection } from '../variants';
import { optionView } from './card-model';
import type { H } from './dom';

export interface OptionsModel {
  t: Translate;
  product: Product;
  selection: Selection;
  /** A page-unique id for the `i`th option shown (its label's, or its radios' name). */
  id: (i: number) => string;
  onSelect?: ((name: string, value: string) => void) | undefined;
}

type Option = Pick<ProductOption, 'id' | 'name' | 'optionValues'>;

/**
 * One control per option: native radios drawn as buttons or colour swatches (arrow keys move the choice), or a `<select>`
 * when an option has more than eight values. Values whose combination is sold out or does not exist are struck through
 * and named so ("XS, sold out") but stay selectable; only a value no variant has is disabled. Nothing for a product
 * whose only option is Shopify's "Title".
 */
export function viewOptions<T>(h: H<T>, m: OptionsModel): T | null {
  const options = shownOptions(m.product);
  return options.length
    ? h(
        'div',
        { className: 'options', part: 'options' },
        options.map((option, i) => viewOption(h, m, option, i)),
      )
    : null;
}

function viewOption<T>(h: H<T>, { t, product, selection, id: ids, onSelect }: OptionsModel, option: Option, i: number): T {
  const id = ids(i);
  const { name } = option;
  const { chosen, select, swatches, values } = optionView(t, product, selection, option);
  if (select)
    return h(
      'div',
      { key: option.id, className: 'option-group', 'data-shop-option': name },
      h('label', { className: 'option-legend', htmlFor: id }, name),
      h(
        'div',
        { className: 'select-wrap' },
        h(
          'select',
          {
            id,
            className: 'select',
            part: 'select',
            value: chosen,
            onChange: onSelect && ((event: { currentTarget: { value: string } }) => onSelect(name, event.currentTarget.value)),
          },
          // Nothing chosen yet: an empty choice, or React would show the first option as chosen (preact shows none).
          !chosen && h('option', { value: '', disabled: true, hidden: true }),
          values.map((value) => h('option', { key: value.name, value: value.name, disabled: value.missing }, value.label)),
        ),
      ),
    );
  return h(
    'fieldset',
    { key: option.id, className: 'option-group', part: 'option-group', 'data-shop-option': name },
    h('legend', { className: 'option-legend' }, name, swatches && !!chosen && h('span', { 'aria-hidden': 'true' }, `: ${chosen}`)),
    h(
      'div',
      { className: 'option-values' },
      values.map((value) =>
        h(
          'label',
          { key: value.name, className: value.className, title: swatches ? value.name : undefined },
          h('input', {
            type: 'radio',
            name: id,
            value: value.name,
            checked: chosen === value.name,
            disabled: value.missing,
            'aria-label': value.label,
            onChange: onSelect && (() => onSelect(name, value.name)),
          }),
          h(
            'span',
            { className: 'option-label', part: swatches ? 'option swatch' : 'option', dir: 'auto', 'aria-hidden': 'true', style: value.style },
            swatches ? null : value.name,
          ),
        ),
      ),
    ),
  );
}
