// The language the page's widgets speak: English, or a pack (the languages chunk loads it, README "Languages") under the
// site owner's own strings. This module owns the strings drawn, the pack, the shopper's choice (`setLanguage()`, which
// wins over the page's) and the right-to-left rules once added; the embed redraws the widgets when they change.
import type { LanguagePack } from '../widget/languages/languages';
import type { LiveRuntime } from './runtime';
import type { StyleAdopter } from './host/style-adopter';
import type { WarnOnce } from './diagnostics/warn';

export interface Language {
  /** The strings every widget draws: English (or the pack's) under the owner's. */
  strings(): Record<string, string>;
  /** The pack's `lang` and `dir`, set on each host (null: English). */
  speech(): { lang: string; dir: string } | null;
  /** `init()`: the owner's strings, over the pack the first paint drew in (nothing is drawn twice). */
  begin(own: Record<string, string>, painted: LanguagePack | null | undefined): void;
  /**
   * Then the language asked for: the shopper's choice, else `asked` (the site's `data-shop-locale`, `data-shop-language`,
   * the page's `lang`), loaded unless the first paint had it or it is English.
   */
  ask(asked: string, painted: boolean): void;
  /** `setLanguage()`: the shopper's choice, drawn now when `live` (else at `init()`). */
  choose(language: string, live: boolean): Promise<string>;
}

/**
 * A new language goes to the shop connection (`runtime`: its sentences, and `locale`, the shopper's choice, formats money
 * too), then `redraw` draws every widget in it; `live`: the embed is not destroyed (an answer after `destroy()` draws nothing).
 */
export function createLanguage(
  defaults: Readonly<Record<string, string>>,
  adopter: StyleAdopter,
  warn: WarnOnce,
  runtime: () => LiveRuntime | null,
  redraw: () => void,
  live: () => boolean,
): Language {
  let strings: Record<string, string> = { ...defaults };
  /** The site owner's own strings: over English and over any pack. */
  let own: Record<string, string> = {};
  let pack: LanguagePack | null = null;
  let chosen: string | undefined;
  /** The right-to-left rules, once added to the shared stylesheet. */
  let mirrored = '';
  /** The last language asked for: an answer for an earlier one comes too late. */
  let asks = 0;
  const speaking = () => pack?.language ?? 'en';
  const adopt = (next: LanguagePack | null) => {
    pack = next;
    if (next?.styles && !mirrored) adopter.add((mirrored = next.styles));
    strings = { ...defaults, ...next?.strings, ...own };
  };
  /** Loads the pack for `tag` and draws the widgets in it (`choice`: the shopper's); resolves with the language spoken. */
  function speakIn(tag: string, choice: boolean): Promise<string> {
    const ask = ++asks;
    return import('../scripts/languages')
      .then((chunk) => chunk.loadPack(tag, own))
      .then((next) => {
        if (next.missing && choice) warn.note('language', tag);
        // A chunk that cannot be loaded (offline, a 404) leaves the widgets as they are.
        if (ask === asks && live()) {
          adopt(next);
          runtime()?.speak(strings, speaking(), choice ? tag.replace(/_/g, '-') : undefined);
          redraw();
        }
        return speaking();
      }, speaking);
  }
  return {
    strings: () => strings,
    speech: () => pack && { lang: pack.language, dir: pack.dir },
    begin(ownStrings, painted) {
      own = ownStrings;
      adopt(painted ?? null);
    },
    ask(asked, painted) {
      const tag = chosen ?? asked;
      if (chosen || (tag && !painted && !/^en\b/i.test(tag))) void speakIn(tag, Boolean(chosen));
    },
    choose(language, now) {
      chosen = language;
      return now ? speakIn(chosen, true) : Promise.resolve(speaking());
    },
  };
}
