// Where the country and language selector stands until the localization chunk has arrived: nothing, in the space the page
// stylesheet keeps for it (host-styles.ts). The chunk is asked for as the selector mounts; its first read (the shop's
// countries) comes with it.
import { useEffect } from 'react';
import type * as LocalizationChunk from '../../scripts/localization';
import type { LocalizationMover, LocalizationPage } from '../../scripts/localization/localization';
import { chunkPart, createChunkSlot } from './chunk-part';

export type LocalizationChunkModule = typeof LocalizationChunk;

/** Imports the chunk (the script tag: a `<script src>` beside the first script; ESM: `import()`). */
export const loadLocalization = () => import('../../scripts/localization');

/** `setLocalization()` (and the selector's): the chunk's mover, made for the embed's `page` as the chunk arrives. */
export function localizer(page: LocalizationPage) {
  let mover: LocalizationMover | undefined;
  return (choice: { country: string; language: string }) =>
    loadLocalization().then((chunk) => (mover ??= chunk.createLocalization(page)).choose(choice));
}

/** The page's localization chunk: one per page, whichever embed asks first (it adds its own rules as it arrives). */
export const localizationSlot = createChunkSlot(loadLocalization, () => {});

/** The registry's stand-in for the selector. */
export const localizationPart = chunkPart<LocalizationChunkModule>('Localization', {
  useSlot() {
    useEffect(() => localizationSlot.preload(), []);
    return localizationSlot;
  },
  wait: () => null,
  failure: 'widgetError',
});
