// Types the card shares with the chunks that fill it in (card extras: line property fields; plan chooser), apart from
// the components so that neither imports the other.
import type { AttributeInput, Money } from '../../cart-client';
import type { CardMetafield } from '../../cart-client/metafields';
import type { AddLineInput } from '../../store';

/** One declared line property (checked by the fields in the card extras chunk: see `data-shop-line-properties` in the README). */
export interface LineProperty {
  name: string;
  type?: 'text' | 'checkbox' | 'select' | 'date' | 'hidden';
  required?: boolean;
  maxLength?: number;
  options?: string[];
  /** What a hidden property sends, or a checked box instead of "Yes". */
  value?: string;
}

/** Filled in by the fields (card extras chunk): the attributes of the next add, or null when a required one is empty. */
export type LinePropertiesGate = { current: (() => AttributeInput[] | null) | null };

/** The selling plan a card adds its line under: the plan's name and its price for the chosen variant, as the shop gives them. */
export interface ChosenPlan {
  id: string;
  name: string;
  price: Money;
}

/** One of a card's custom fields (`data-shop-fields`) as the fields chunk hands it to the card: its label and the shop's answer. */
export interface ShownField {
  /** `custom.material`: the field's namespace and key. */
  id: string;
  /** The owner's label (`custom.material:Fabric`), else the key made readable ("Material"). */
  label: string;
  field: CardMetafield;
}

/**
 * A Buy now press (`WidgetConfig.buyNow`): the card's line, its button (which the Buy now chunk marks busy until the
 * checkout page takes over, or the press failed) and its status region, where the chunk says how it goes.
 */
export interface BuyNowPress {
  line: AddLineInput;
  button: HTMLButtonElement;
  say(messages: Array<{ kind: 'error' | 'success'; text: string }>): void;
}
