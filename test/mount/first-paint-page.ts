// A page that runs the first script (src/scripts/first-script) against the test shop, with the components file held back until
// `releaseComponents()`, as a slow network would hold `shop-embed.components.min.js`. vi.mock has to be written in the
// test file itself:
//   vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));
import { afterEach, beforeEach } from 'vitest';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { captureWarnings } from './helpers';

let open!: () => void;
const arrived = new Promise<void>((resolve) => (open = resolve));
let componentsAsked = false;

export async function holdComponents(importOriginal: () => Promise<unknown>) {
  componentsAsked = true;
  await arrived;
  return importOriginal();
}

export const releaseComponents = () => open();
/** Whether the page has asked for the components file. */
export const askedForComponents = () => componentsAsked;

// The plan chooser chunk held back the same way until `releasePlanChooser()` (transformed at once, so that it arrives only
// as late as the test holds it: the cards wait 1.5 s at most):
//   vi.mock('../../src/scripts/plan-chooser', async (original) => (await import('./first-paint-page')).holdPlanChooser(original));
let sendPlans!: () => void;
const plansSent = new Promise<void>((resolve) => (sendPlans = resolve));
let plansAsked = false;

export async function holdPlanChooser(importOriginal: () => Promise<unknown>) {
  plansAsked = true;
  const chunk = await importOriginal();
  await plansSent;
  return chunk;
}

export const releasePlanChooser = () => sendPlans();
/** Whether the page has asked for the plan chooser chunk. */
export const planChooserAsked = () => plansAsked;

/** The script tag the first script finds as `document.currentScript`, configured for the test shop. */
function firstScriptTag() {
  const tag = document.createElement('script');
  tag.type = 'text/x-test';
  tag.setAttribute('data-shop-domain', SHOP_DOMAIN);
  tag.setAttribute('data-shop-token', TOKEN);
  document.head.append(tag);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
}

/** The test shop, and the warnings the page printed; each test starts with the tag in place and ends the page's embed. */
export function useFirstPaintPage() {
  const shop = useEmulator();
  let warnings: ReturnType<typeof captureWarnings>;
  beforeEach(() => {
    warnings = captureWarnings();
    firstScriptTag();
  });
  afterEach(() => {
    (window as { ShopEmbed?: { destroy?: () => void } }).ShopEmbed?.destroy?.();
    warnings.restore();
  });
  return { shop, warnings: () => warnings.messages() };
}
