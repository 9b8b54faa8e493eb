import { useWidgetConfig } from './config';
import { sentence, type StringKey } from './strings';

export type { StringKey };
export type Translate = (key: StringKey, values?: Record<string, string | number>) => string;

/**
 * The configured strings as a function: `t('imageOf', { n: 2, count: 5 })`.
 *
 * @example
 * const t = useStrings();
 * <button aria-label={t('nextImage')}>…</button>
 */
export function useStrings(): Translate {
  const { strings, language } = useWidgetConfig();
  return (key, values) => sentence(strings, key, values, language);
}
