// The country and language selector: the shop's countries (each with the currency its prices are in) and the chosen
// country's languages, as two native selects, which keyboards and screen readers use as they expect. A choice goes to the
// mount layer (`localize`), which moves the whole page; the selector says what changed in a live region.
import { useEffect, useState, type ReactNode } from 'react';
import { checkedLocalization, localizationRead, type ShopLocalization } from '../cart-client/localization';
import { useCatalogRead } from '../store/use-catalog';
import { useWidgetConfig, type LocalizationOutcome } from './config';
import { useDomId } from './use-dom-id';
import { useStrings, type Translate } from './use-strings';

type Choice = { country: string; language: string };

/** The read every selector on the page shares (and the mount layer makes when the market changes). */
export const readLocalization = (catalog: Parameters<Parameters<typeof useCatalogRead>[1]>[0]) => catalog.read('localization', localizationRead());

/** `PT_BR` → `pt-BR`: a LanguageCode as the `lang` attribute writes it. */
const langTag = (code: string) => code.toLowerCase().replace(/_(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`);

/** The language to keep when the country changes: the one read now if the new country offers it, else its first (default). */
function languageFor(countries: ShopLocalization['availableCountries'], country: string, language: string): string {
  const offered = countries.find((c) => c.isoCode === country)?.availableLanguages ?? [];
  return offered.some((l) => l.isoCode === language) ? language : (offered[0]?.isoCode ?? language);
}

function noticeText(t: Translate, outcome: LocalizationOutcome | null): string {
  if (!outcome) return '';
  const moved = t('localizationChanged', { currency: outcome.currency, country: outcome.country });
  return [moved, ...outcome.notSold.map((title) => t('localizationNotSold', { title, country: outcome.country }))].join(' ');
}

export function Localization() {
  const t = useStrings();
  const { localize } = useWidgetConfig();
  const read = useCatalogRead('localization', readLocalization);
  // The choice shows at once; the shop's answer (the next read) replaces it.
  const [picked, setPicked] = useState<Choice | null>(null);
  const [outcome, setOutcome] = useState<LocalizationOutcome | null>(null);
  // The answer checked before use: one of another shape (no country, a null `localization`) is said as unavailable.
  const shop = read.status === 'ready' ? checkedLocalization(read.data) : null;
  const answered = shop ? `${shop.country.isoCode}/${shop.language.isoCode}` : '';
  useEffect(() => setPicked(null), [answered]);

  if (read.status === 'loading') return <div className="shop-embed localization" aria-hidden="true" />;
  if (!shop) {
    return (
      <p className="shop-embed fallback" role="alert">
        {t('localizationUnavailable')}
      </p>
    );
  }
  const { availableCountries: countries, country, language } = shop;
  const shown = picked ?? { country: country.isoCode, language: language.isoCode };
  const languages = countries.find((c) => c.isoCode === shown.country)?.availableLanguages ?? [language];
  const choose = (next: Choice) => {
    setPicked(next);
    setOutcome(null);
    void localize?.(next).then(setOutcome, () => setPicked(null));
  };
  return (
    <form className="shop-embed localization" part="localization" aria-label={t('localization')} onSubmit={(event) => event.preventDefault()}>
      <Field
        label={t('localizationCountry')}
        value={shown.country}
        onChange={(code) => choose({ country: code, language: languageFor(countries, code, shown.language) })}
      >
        {countries.map((c) => (
          <option key={c.isoCode} value={c.isoCode}>
            {t('localizationCountryOption', { country: c.name, currency: c.currency.isoCode, symbol: c.currency.symbol })}
          </option>
        ))}
      </Field>
      <Field label={t('localizationLanguage')} value={shown.language} onChange={(code) => choose({ country: shown.country, language: code })}>
        {languages.map((l) => (
          <option key={l.isoCode} value={l.isoCode} lang={langTag(l.isoCode)}>
            {l.endonymName}
          </option>
        ))}
      </Field>
      <p className="localization-notice" role="status">
        {noticeText(t, outcome)}
      </p>
    </form>
  );
}

/** A labelled native select (the country's, the language's). */
function Field({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useDomId();
  return (
    <div className="localization-field">
      <label className="option-legend" htmlFor={id}>
        {label}
      </label>
      <div className="select-wrap">
        <select id={id} className="select" part="select" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </select>
      </div>
    </div>
  );
}
