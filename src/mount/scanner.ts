import { hostSelector, watchedAttributes, type Registry } from './registry';

export interface ScannerOptions {
  doc: Document;
  registry: Registry;
  /** Runs a batch; `requestAnimationFrame` in the browser, so everything added in one frame is handled together. */
  frame: (run: () => void) => void;
  /** Mounts, updates or unmounts one candidate host. */
  reconcile: (el: Element) => void;
  /** Unmounts hosts that left the document. */
  sweep: () => void;
  /** Ends a pass: the hosts `reconcile` queued in it start mounting now, those in view first. */
  settle?: () => void;
  /** A `data-shop-*` attribute in a scanned part of the page that nothing reads: a typo such as `data-shop-prodct`. */
  stray?: (attribute: Attr) => void;
}

/**
 * Finds widget hosts: once over the whole document, then through a MutationObserver whose records are handled once per
 * frame, so a page that inserts 50 cards in a loop mounts them in one pass (and fetches them in one request).
 */
export function createScanner(options: ScannerOptions) {
  const { doc, registry, frame, reconcile, sweep } = options;
  const selector = hostSelector(registry);
  const added = new Set<Element>();
  const changed = new Set<Element>();
  let sweepNeeded = false;
  let scheduled = false;
  let stopped = false;
  let observer: MutationObserver | null = null;
  // The `data-shop-*` attributes no widget reads, but for ShopEmbed's own marks (`data-shop-embed-*`) and a `<script>`'s
  // (the tag's settings, the structured data): XPath, as no selector matches an attribute by the start of its name. A page
  // set up right pays one evaluation per part scanned (no chunk, no request); what it finds, the diagnose chunk names (a
  // typo) or leaves alone (far from every name). None where the DOM has no XPath (happy-dom).
  const strays = doc.createExpression?.(
    `.//@*[starts-with(name(),'data-shop-')and not(../self::script or starts-with(name(),'data-shop-embed')or contains(' ${watchedAttributes(registry).join(' ')} ',concat(' ',name(),' ')))]`,
  );

  function scanTree(root: ParentNode) {
    // A snapshot: loading the diagnose chunk adds a <script> to the page, which would end an iterator.
    const found = strays?.evaluate(root, 7 /* ORDERED_NODE_SNAPSHOT_TYPE */);
    for (let i = 0; i < (found?.snapshotLength ?? 0); i++) options.stray?.(found!.snapshotItem(i) as Attr);
    if ((root as Node).nodeType === 1 && (root as Element).matches(selector)) reconcile(root as Element);
    root.querySelectorAll(selector).forEach(reconcile);
    options.settle?.();
  }

  function flush() {
    scheduled = false;
    if (stopped) return; // a frame scheduled before stop() must not mount anything

    if (sweepNeeded) {
      sweepNeeded = false;
      sweep();
    }
    const roots = [...added];
    const targets = [...changed];
    added.clear();
    changed.clear();
    roots.forEach((root) => root.isConnected && scanTree(root));
    targets.forEach(reconcile);
    options.settle?.();
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    frame(flush);
  }

  function observe(records: MutationRecord[]) {
    for (const record of records) {
      if (record.type === 'attributes') changed.add(record.target as Element);
      else {
        record.addedNodes.forEach((node) => node.nodeType === 1 && added.add(node as Element));
        if (record.removedNodes.length > 0) sweepNeeded = true;
      }
    }
    schedule();
  }

  return {
    /** Scans the document now and watches it from then on. */
    start() {
      if (observer) return;
      scanTree(doc);
      const View = doc.defaultView as (Window & typeof globalThis) | null;
      const Observer = View?.MutationObserver ?? MutationObserver;
      observer = new Observer(observe);
      observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: watchedAttributes(registry) });
    },
    /** Scans part of the page at once (`ShopEmbed.scan(el)` after a framework rendered it). */
    scan: scanTree,
    /** Asks for a sweep in the next batch (a custom element was disconnected; it may only be moving). */
    requestSweep() {
      sweepNeeded = true;
      schedule();
    },
    stop() {
      stopped = true;
      observer?.disconnect();
      observer = null;
    },
  };
}
