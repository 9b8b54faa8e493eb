import type { ParsedProps } from '../attributes/attributes';
import type { WidgetDefinition } from '../registry';
import { SLICE } from './slice-size';

// The components' slicing. The first paint slices its cards by the same count (slice-size.ts; the first script ships that
// module, not this one).
export { SLICE };

export interface Slicer {
  /** Queues jobs behind those already waiting; they run `size` at a time, one slice per task, the first one now when none is waiting. */
  run(jobs: Array<() => void>): void;
  clear(): void;
}

/** Runs jobs in frame-sized slices, yielding to the browser (input, paint) between them. */
export function createSlicer(view: Window, size = SLICE): Slicer {
  const queue: Array<() => void> = [];
  let scheduled = false;
  let running = false;

  function slice() {
    scheduled = false;
    const jobs = queue.splice(0, size);
    if (queue.length > 0) later();
    running = true;
    try {
      jobs.forEach((job) => job());
    } finally {
      running = false; // a job that throws loses the rest of its slice, not the slices after it (already scheduled)
    }
  }

  function later() {
    if (scheduled) return;
    scheduled = true;
    view.setTimeout(slice, 0);
  }

  return {
    run(jobs) {
      queue.push(...jobs);
      if (scheduled || running) later();
      else if (queue.length > 0) slice();
    },
    clear() {
      queue.length = 0;
    },
  };
}

export interface MountQueueOptions {
  view: Window;
  slicer: Slicer;
  /** Starts what the widget will read (the page's product request), for every host of a pass at once. */
  prefetch(entry: WidgetDefinition, parsed: ParsedProps): void;
}

interface Waiting {
  entry: WidgetDefinition;
  parse(): ParsedProps;
  mount(parsed: ParsedProps): void;
}

/**
 * Hosts found in one pass (a scan, the custom elements of a page) mount in slices, those in the viewport first. Their
 * reads start together before the first slice, so the products of every card still go out in one request, in view first.
 */
export function createMountQueue(options: MountQueueOptions) {
  const { view, slicer } = options;
  const waiting = new Map<Element, Waiting>();
  let pass: Element[] = [];

  function inView(el: Element): boolean {
    const box = el.getBoundingClientRect();
    return box.bottom >= 0 && box.top <= view.innerHeight && box.right >= 0 && box.left <= view.innerWidth;
  }

  function start() {
    if (pass.length === 0) return;
    const hosts = [...new Set(pass)].filter((el) => waiting.has(el));
    pass = [];
    const seen = new Set(hosts.filter(inView)); // one layout for the whole pass, before any host changes
    const jobs = [...seen, ...hosts.filter((el) => !seen.has(el))].map((el) => {
      const planned = waiting.get(el)!;
      const parsed = planned.parse();
      options.prefetch(planned.entry, parsed);
      return () => {
        if (waiting.get(el) !== planned) return; // unmounted, or queued again since
        waiting.delete(el);
        planned.mount(parsed);
      };
    });
    slicer.run(jobs);
  }

  return {
    /** Mounts `entry` into `el` soon: `parse` reads its props as the pass starts (`start()`, else after this task's microtasks), `mount` renders them in its slice. */
    add(el: Element, entry: WidgetDefinition, parse: () => ParsedProps, mount: (parsed: ParsedProps) => void) {
      waiting.set(el, { entry, parse, mount });
      if (pass.push(el) === 1) queueMicrotask(start);
    },
    /** Starts the pass now rather than at the end of the task (a scan's hosts: the first slice mounts at once). */
    start,
    has: (el: Element) => waiting.has(el),
    delete: (el: Element) => waiting.delete(el),
    clear() {
      waiting.clear();
      pass = [];
      slicer.clear();
    },
  };
}

export type MountQueue = ReturnType<typeof createMountQueue>;
