// The shape of a language pack's sentences: every key any widget or chunk says, and the plural forms a pack may add.
// Its own file, so the packs (lang-*.ts) and the loader that imports them (languages.ts) do not import each other.
import type { codeStrings } from '../cart/code-strings';
import type { cartFormStrings } from '../cart/form-strings';
import type { cartStrings } from '../cart/strings';
import type { carouselStrings } from '../../scripts/card-extras';
import type { catalogStrings } from '../catalog-strings';
import type { contentStrings } from '../content/content-strings';
import type { discoveryStrings } from '../discovery-strings';
import type { lineFieldStrings } from '../line-fields';
import type { localizationStrings } from '../localization-strings';
import type { buyNowStrings } from '../../scripts/buy-now';
import type { planStrings } from '../card/view-plans';
import type { linePlanStrings } from '../cart/view-line-plan';
import type { defaultStrings } from '../default-strings';

/** Every sentence any widget or chunk shows: a pack has each of them (the type and a test hold it). */
export type PackKey =
  | keyof typeof defaultStrings
  | keyof typeof cartStrings
  | keyof typeof cartFormStrings
  | keyof typeof codeStrings
  | keyof typeof catalogStrings
  | keyof typeof contentStrings
  | keyof typeof buyNowStrings
  | keyof typeof planStrings
  | keyof typeof linePlanStrings
  | keyof typeof carouselStrings
  | keyof typeof lineFieldStrings
  | keyof typeof localizationStrings
  | keyof typeof discoveryStrings;
/** The sentences said with a count, and the plural forms a pack may give them besides `other` (the key itself). */
export type PluralKey = 'cartMany' | 'moreLoaded' | 'suggestionsMany' | 'resultsCount' | 'showResults' | 'resultsMore';
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many';
export type PackStrings = Readonly<Record<PackKey, string> & Partial<Record<`${PluralKey}_${PluralForm}`, string>>>;
