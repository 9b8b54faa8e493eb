// The check of `init()`'s options, apart from options.ts: only the components call `init()`, while the first script reads
// the tag's settings through options.ts (a module both files use ships in the first script, whole).
import { formatMessage } from '../../cart-client';
import { productUrlProblem } from '../../widget/product-url';
import { policy } from '../../widget/trusted-types';
import { DESCRIPTIONS, SCRIPT_OPTIONS, type ShopEmbedOptions } from './options';
import type { WarnOnce } from '../diagnostics/warn';

/** Refuses what `init()` cannot use (script-tag callers have no types): options that are not an object, a setting of the wrong type. */
export function checkOptions(options: unknown) {
  if (typeof options !== 'object' || !options || Array.isArray(options)) throw new TypeError(formatMessage('init() expects ({ domain: string, … })'));
  for (const key of SCRIPT_OPTIONS) {
    const value = (options as Record<string, unknown>)[key];
    const type = key === 'openDrawerOnAdd' ? 'boolean' : 'string';
    if (value !== undefined && typeof value !== type) throw new TypeError(formatMessage(`init(): ${key} must be a ${type}`));
  }
}

/**
 * `init()`'s settings: the tag's `defaults` under the call's `options`, their strings merged, without a setting the
 * widgets would refuse (the site owner is told once why).
 */
export function initSettings(defaults: ShopEmbedOptions, options: ShopEmbedOptions, warn: WarnOnce) {
  const settings = { ...defaults, ...options, strings: { ...defaults.strings, ...options.strings } };
  if (settings.descriptions && !DESCRIPTIONS.includes(settings.descriptions)) {
    warn.note('descriptions', settings.descriptions);
    delete settings.descriptions;
  }
  const urlProblem = settings.productUrl === undefined ? null : productUrlProblem(settings.productUrl);
  if (urlProblem) {
    warn.note('productUrl', settings.productUrl!, urlProblem);
    delete settings.productUrl;
  }
  // The page's Content-Security-Policy refuses our Trusted Types policy: say which directive lets descriptions be HTML again.
  if (policy === null) warn.note('trustedTypes');
  return settings;
}
