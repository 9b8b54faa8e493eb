import { useWidgetConfig } from '../config';
import { interpolate } from '../strings';
import { contentStrings, type ContentStringKey } from './content-strings';

/** The content chunk's sentences (the page's override of one of them wins), plus the shared `retry`. */
export function useContentStrings() {
  const { strings } = useWidgetConfig();
  return (key: ContentStringKey | 'retry', values?: Record<string, string | number>) =>
    interpolate(strings[key] ?? (contentStrings as Record<string, string>)[key] ?? key, values);
}
