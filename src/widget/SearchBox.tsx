import { useEffect, useState } from 'react';
import { suggestionsRead, type Suggestions } from '../cart-client/discovery';
import { fetchRead, useCatalog } from '../store';
import { useWidgetConfig } from './config';
import { productHref } from './product-url';
import { useDomId } from './use-dom-id';
import { useStrings } from './use-strings';

export interface SearchBoxProps {
  /** The search shown (from the address): the box starts with it. */
  query: string;
  placeholder?: string | undefined;
  /** The shopper asked for results (Enter, "See all results", a query suggestion). */
  onSearch: (query: string) => void;
  /** The shopper chose a product suggestion that links to the site's product page. */
  onOpen: (href: string) => void;
}

/** How long typing must pause before suggestions are asked for (Algolia Autocomplete and Shopify's themes wait about as long). */
export const PAUSE_MS = 150;
/** Suggestions asked for: query completions, products and collections together (predictiveSearch allows 1–10). */
const SUGGESTIONS = 8;

interface Option {
  id: string;
  label: string;
  /** What choosing it does: search these words, or go to this address. */
  search?: string;
  href?: string | null;
}

/**
 * The suggestions for the words `text` holds, asked for once typing (`typed`) pauses; null when they could not be had (no
 * answer, or one of another shape): the box says so, Enter still searches, and the next words try again. Each with the
 * `text` it answers, so an answer for older words is never shown as the new ones'.
 */
function useSuggestions(text: string, typed: boolean) {
  const catalog = useCatalog();
  const [found, setFound] = useState<{ text: string; suggestions: Suggestions | null } | null>(null);
  useEffect(() => {
    const words = text.trim();
    if (!typed || !words) return setFound(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchRead(catalog, suggestionsRead(words, SUGGESTIONS), controller.signal).then(
        (suggestions) => setFound({ text, suggestions }),
        () => controller.signal.aborted || setFound({ text, suggestions: null }), // aborted: stale
      );
    }, PAUSE_MS);
    // More typing: the pause starts again and the request on its way is stale.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, typed, catalog]);
  return found;
}

/** The listbox's options: the query completions, products and collections suggested, then "See all results" (`all`) for `words`. */
function optionsOf(current: Suggestions, id: string, productUrl: string | undefined, all: string, words: string): Option[] {
  return [
    ...current.queries.map((q, i) => ({ id: `${id}-q${i}`, label: q.text, search: q.text })),
    ...current.products.map((p, i) => ({ id: `${id}-p${i}`, label: p.title, href: productHref(productUrl, p.handle), search: p.title })),
    ...current.collections.map((c, i) => ({ id: `${id}-c${i}`, label: c.title, search: c.title })),
    { id: `${id}-all`, label: all, search: words },
  ];
}

/**
 * A search box with suggestions as the shopper types: the WAI-ARIA combobox pattern (a listbox popup, arrows to move,
 * Enter to choose, Escape to close then clear), the number of suggestions announced. One request per pause in typing;
 * typing again aborts the request still on its way, so an older answer never replaces a newer one.
 *
 * @example
 * <SearchBox query="" onSearch={(q) => show(q)} onOpen={(href) => go(href)} />
 */
export function SearchBox({ query, placeholder, onSearch, onOpen }: SearchBoxProps) {
  const t = useStrings();
  const { productUrl } = useWidgetConfig();
  const id = useDomId();
  const [text, setText] = useState(query);
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Back, forward or a link changed the search: the box shows it.
  useEffect(() => {
    setText(query);
    setTyped(false);
    setOpen(false);
  }, [query]);
  const found = useSuggestions(text, typed);

  const words = text.trim();
  const current = found?.text === text ? found.suggestions : null;
  const unavailable = open && found?.text === text && !current;
  const options: Option[] = current ? optionsOf(current, id, productUrl, t('seeAllResults', { query: words }), words) : [];
  const expanded = open && options.length > 0;
  const count = options.length - 1;

  function choose(option: Option) {
    setOpen(false);
    setActive(-1);
    if (option.href) onOpen(option.href);
    else if (option.search) {
      setText(option.search);
      setTyped(false);
      onSearch(option.search);
    }
  }

  function onKeyDown(event: { key: string; preventDefault(): void }) {
    const n = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!n) return;
      event.preventDefault();
      setOpen(true);
      const down = event.key === 'ArrowDown';
      // The first (or last) option from the box; past either end it wraps round.
      setActive((i) => (!expanded || i < 0 ? (down ? 0 : n - 1) : (i + (down ? 1 : n - 1)) % n));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded ? options[active] : undefined;
      if (option) choose(option);
      else if (words) choose({ id: '', label: words, search: words });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  }

  return (
    <div className="combobox" part="search-box">
      <label className="sr-only" htmlFor={`${id}-input`}>
        {t('searchLabel')}
      </label>
      <input
        id={`${id}-input`}
        className="search-input"
        part="search-input"
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
        placeholder={placeholder ?? t('searchPlaceholder')}
        value={text}
        onInput={(event) => {
          setText(event.currentTarget.value);
          setTyped(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-list`} className="listbox" part="suggestions" role="listbox" aria-label={t('suggestionsLabel')} hidden={!expanded}>
        {options.map((option, i) => (
          // The keyboard chooses from the box (aria-activedescendant), as the combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={i === active}
            className={option.id.endsWith('-all') ? 'suggestion all' : 'suggestion'}
            // Keeps focus in the box, so the listbox stays open until the click has chosen.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {/* Said as it changes; seen too when suggestions are unavailable. */}
      <div className={unavailable ? 'message error' : 'sr-only'} role="status">
        {unavailable
          ? t('suggestionsUnavailable')
          : open && current && words
            ? count === 0
              ? t('suggestionsNone')
              : count === 1
                ? t('suggestionsOne')
                : t('suggestionsMany', { count })
            : ''}
      </div>
    </div>
  );
}
