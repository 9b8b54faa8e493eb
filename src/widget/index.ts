// The widgets' public surface: components, their configuration, strings, styles and the pure helpers.
export { WidgetConfigProvider, useWidgetConfig, resolveConfig, defaultConfig } from './config';
export type { WidgetConfig, WidgetConfigInput, Sanitizer } from './config';
export { defaultStrings, interpolate } from './strings';
export type { WidgetStrings } from './strings';
export { widgetStyles } from './styles';
export { formatMoney, currencyDigits, unitReference } from './money';
export type { FormatMoneyOptions } from './money';
export { sizedImageUrl, srcSet } from './image-url';
