// The builder page (dist/builder/, `/builder/` on `npm start`): the owner's choices → the snippet → the live preview,
// which is that snippet alone in a frame, so what they see is what they paste. The token lives in this page's memory
// only: no storage, no URL.
import { isLoopback } from '../cart-client/request';
import { findInShop, shopName, type Found } from './find';
import { builderWidgets, controlId, describeInto, drawOptions, FONTS, HANDLE_KIND, LOOK, lookError, option } from './form';
import { missing, previewPage, snippet, type SnippetForm, type SnippetState } from './snippet';

/** The demo shop `npm start` serves beside this page (its token is public: README "Try it"). */
const DEMO_TOKEN = 'shop-embed-demo-token';
const FIND_PAUSE_MS = 250;
const PREVIEW_PAUSE_MS = 300;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const field = {
  domain: byId<HTMLInputElement>('domain'),
  token: byId<HTMLInputElement>('token'),
  shopStatus: byId<HTMLParagraphElement>('shop-status'),
  widget: byId<HTMLSelectElement>('widget'),
  summary: byId<HTMLParagraphElement>('widget-summary'),
  find: byId<HTMLDivElement>('find'),
  findInput: byId<HTMLInputElement>('find-input'),
  findStatus: byId<HTMLParagraphElement>('find-status'),
  findResults: byId<HTMLUListElement>('find-results'),
  options: byId<HTMLDivElement>('options'),
  look: byId<HTMLDivElement>('look-controls'),
  preview: byId<HTMLIFrameElement>('preview'),
  previewStatus: byId<HTMLParagraphElement>('preview-status'),
  snippet: byId<HTMLTextAreaElement>('snippet'),
  copyStatus: byId<HTMLParagraphElement>('copy-status'),
};

const state: SnippetState = {
  // The files the snippet loads: this page's own build (dist/), where the builder is served from.
  base: new URL('../', location.href).href,
  domain: '',
  token: '',
  widget: builderWidgets[0]!,
  values: {},
  form: 'attributes',
  style: {},
};

/** The `domain` the script and the storefront client take: a bare host is a shop's (https), a URL is used as written. */
const shopOf = () => ({ domain: state.domain.trim(), token: state.token.trim() });

// ---- 1. The shop ----------------------------------------------------------------------------------------------

let shopCheck: AbortController | undefined;
async function connect() {
  shopCheck?.abort();
  const shop = shopOf();
  if (!shop.domain) {
    field.shopStatus.textContent = 'Enter the shop’s domain.';
    return;
  }
  shopCheck = new AbortController();
  field.shopStatus.textContent = 'Connecting…';
  try {
    const name = await shopName(shop, shopCheck.signal);
    field.shopStatus.textContent = `Connected to ${name.replace(/\.$/, '')}.`;
  } catch (error) {
    if (shopCheck.signal.aborted) return;
    field.shopStatus.textContent = `That shop did not answer: ${error instanceof Error ? error.message : String(error)}`;
  }
  update();
}

for (const input of [field.domain, field.token])
  input.addEventListener('change', () => {
    state.domain = field.domain.value;
    state.token = field.token.value;
    void connect();
  });
byId('connect').addEventListener('click', () => void connect());

const demo = byId<HTMLButtonElement>('demo');
demo.hidden = !isLoopback(location.hostname);
demo.addEventListener('click', () => {
  field.domain.value = state.domain = location.origin;
  field.token.value = state.token = DEMO_TOKEN;
  void connect();
});

// ---- 2. The widget and its options ------------------------------------------------------------------------------

for (const widget of builderWidgets) field.widget.add(option(document, `${widget.name} (${widget.tag})`, widget.name));

function chooseWidget(name: string, keep: Record<string, string> = {}) {
  state.widget = builderWidgets.find((widget) => widget.name === name) ?? builderWidgets[0]!;
  state.values = keep;
  field.widget.value = state.widget.name;
  field.summary.replaceChildren();
  describeInto(field.summary, state.widget.summary);
  field.find.hidden = !HANDLE_KIND[state.widget.name];
  drawOptions(field.options, state.widget, state.values, (prop, value) => {
    state.values = { ...state.values, [prop]: value };
    update();
  });
  update();
}
field.widget.addEventListener('change', () => chooseWidget(field.widget.value));

let findTimer: ReturnType<typeof setTimeout> | undefined;
let finding: AbortController | undefined;
field.findInput.addEventListener('input', () => {
  clearTimeout(findTimer);
  findTimer = setTimeout(() => void find(field.findInput.value), FIND_PAUSE_MS);
});

async function find(typed: string) {
  finding?.abort();
  if (!typed.trim()) {
    field.findResults.replaceChildren();
    field.findStatus.textContent = '';
    return;
  }
  const shop = shopOf();
  if (!shop.domain) {
    field.findStatus.textContent = 'Connect a shop first (step 1).';
    return;
  }
  finding = new AbortController();
  field.findStatus.textContent = 'Searching…';
  try {
    showFound(await findInShop(shop, typed, finding.signal), typed);
  } catch (error) {
    if (!finding.signal.aborted) field.findStatus.textContent = `The search failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function showFound(found: Found, typed: string) {
  const items = [
    ...found.products.map((p) => ({ ...p, kind: 'product' as const })),
    ...found.collections.map((c) => ({ ...c, kind: 'collection' as const, image: undefined })),
  ];
  field.findStatus.textContent = items.length
    ? `${items.length} found for “${typed}”. Pick one to use it.`
    : `Nothing found for “${typed}”. Try another word.`;
  field.findResults.replaceChildren(
    ...items.map((item) => {
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      const chosen = state.values.handle === item.handle && HANDLE_KIND[state.widget.name] === item.kind;
      button.setAttribute('aria-pressed', String(chosen));
      if (item.image) {
        const img = document.createElement('img');
        img.src = item.image;
        img.alt = '';
        button.append(img);
      }
      const kind = document.createElement('span');
      kind.className = 'kind';
      kind.textContent = item.kind === 'product' ? 'Product' : 'Collection';
      button.append(item.title, kind);
      button.dataset.kind = item.kind;
      button.dataset.handle = item.handle;
      button.addEventListener('click', () => pick(item.kind, item.handle));
      li.append(button);
      return li;
    }),
  );
}

/** A product picked for a collection grid (or the reverse) switches to the widget that shows it. */
function pick(kind: 'product' | 'collection', handle: string) {
  if (HANDLE_KIND[state.widget.name] === kind) {
    state.values = { ...state.values, handle };
    byId<HTMLInputElement>(controlId(state.widget.attributes.find((a) => a.prop === 'handle')!)).value = handle;
    update();
  } else chooseWidget(kind, { handle });
  field.findStatus.textContent = `Showing ${kind === 'product' ? 'the product' : 'the collection'} “${handle}”.`;
  // The list stays as it is (focus stays on the button pressed); only which one is chosen changes.
  for (const button of field.findResults.querySelectorAll('button'))
    button.setAttribute('aria-pressed', String(button.dataset.kind === kind && button.dataset.handle === handle));
}

// ---- 3. The look --------------------------------------------------------------------------------------------------

function drawLook() {
  field.look.replaceChildren(
    ...LOOK.map((look) => {
      const row = document.createElement('div');
      row.className = 'look-row';
      const name = document.createElement('label');
      name.textContent = look.label;
      name.htmlFor = `look-${look.name}`;
      let input: HTMLInputElement | HTMLSelectElement;
      if (look.kind === 'font') {
        input = document.createElement('select');
        for (const font of FONTS) input.add(option(document, font.label, font.value));
      } else {
        input = document.createElement('input');
        input.type = look.kind === 'color' ? 'color' : 'text';
        if (look.kind === 'length') input.inputMode = 'text';
      }
      input.id = `look-${look.name}`;
      input.value = state.style[look.name] ?? look.default;
      // A value that is not this kind's CSS is refused beside the field; the snippet and preview keep the last good one.
      const error = document.createElement('p');
      error.id = `${input.id}-error`;
      error.className = 'hint problem look-error';
      input.setAttribute('aria-describedby', error.id);
      input.addEventListener('input', () => {
        error.textContent = lookError(look, input.value) ?? '';
        input.setAttribute('aria-invalid', String(Boolean(error.textContent)));
        if (error.textContent) return;
        const { [look.name]: _, ...rest } = state.style;
        state.style = input.value === look.default ? rest : { ...rest, [look.name]: input.value.trim() };
        update();
      });
      row.append(name, input);
      return [row, error];
    }).flat(),
  );
}
byId('reset-look').addEventListener('click', () => {
  state.style = {};
  drawLook();
  update();
});

// ---- 4. The markup, the snippet and the preview -----------------------------------------------------------------

for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="form"]'))
  radio.addEventListener('change', () => {
    state.form = radio.value as SnippetForm;
    update();
  });

let previewTimer: ReturnType<typeof setTimeout> | undefined;
let previewed = '';
function update() {
  const text = snippet(state);
  field.snippet.value = text;
  const problems = missing(state);
  field.previewStatus.textContent = problems.length ? `To see it: ${problems.join(' ')}` : 'Live: the snippet alone on a blank page.';
  field.previewStatus.classList.toggle('problem', problems.length > 0);
  clearTimeout(previewTimer);
  if (problems.length || text === previewed) return;
  previewTimer = setTimeout(() => {
    previewed = text;
    field.preview.srcdoc = previewPage(text);
  }, PREVIEW_PAUSE_MS);
}

// The frame grows with what it shows (a card with its description, a grid's next page), up to most of the screen. It
// is sandboxed (an opaque origin: this page cannot reach into it), so the preview page posts its height (previewPage).
addEventListener('message', (event: MessageEvent<{ previewHeight?: unknown }>) => {
  const height = event.data?.previewHeight;
  if (event.source !== field.preview.contentWindow || typeof height !== 'number') return;
  field.preview.style.height = `${Math.min(Math.max(height + 40, 240), Math.round(innerHeight * 0.8))}px`;
});

byId('copy').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(field.snippet.value);
    field.copyStatus.textContent = 'Copied. Paste it into your page.';
  } catch {
    // No clipboard (an insecure origin, or permission refused): select it for the owner's own copy.
    field.snippet.focus();
    field.snippet.select();
    field.copyStatus.textContent = 'Selected: press Ctrl+C (⌘C on a Mac) to copy it.';
  }
});

drawLook();
chooseWidget(state.widget.name);
