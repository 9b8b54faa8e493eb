import { useEffect, useMemo, useRef } from 'react';
import { useContentStrings } from '../../widget/content/use-content-strings';
import { focusAnchor, watchRoutes } from './route-focus';

export interface SkipLinksProps {
  /** The single link's text (default 'Skip to main content'). */
  label?: string;
  /** Where it goes, and where focus returns on a route change (default '#main'). */
  target?: string;
  /** The list's name for assistive technology (default 'Skip to'). */
  listLabel?: string;
  /** Several targets instead of one: `#main,#products,#footer`, each named after its element. */
  anchors?: string;
}

const isAnchor = (value: string) => value.startsWith('#') && value.length > 1;
const warned = new Set<string>();

/** The anchors as given, the ones that are not `#…` dropped with one warning each. */
export function validAnchors(anchors: string): string[] {
  return anchors
    .split(',')
    .map((anchor) => anchor.trim())
    .filter((anchor) => {
      if (isAnchor(anchor)) return true;
      if (!warned.has(anchor)) {
        warned.add(anchor);
        console.warn(`[shop-embed] skip links: "${anchor}" is not an anchor (a string starting with "#"); it is left out`);
      }
      return false;
    });
}

/** An anchor's link text: its element's label, its first heading, or its id. */
function nameOf(anchor: string): string {
  const el = document.getElementById(decodeURIComponent(anchor.slice(1)));
  const heading = el?.querySelector('h1,h2,h3,h4,h5,h6');
  return (el?.getAttribute('aria-label') || heading?.textContent || anchor.slice(1)).trim();
}

/**
 * Skip-to-content links (SPEC §2), hidden until focused: one to the main content, or a list of anchors. On a route change
 * (history push or replace, back and forward, a new hash) focus moves to the target, as a screen reader user expects
 * after a page change that reloads nothing.
 */
export function SkipLinks(props: SkipLinksProps) {
  const t = useContentStrings();
  let target = props.target ?? '#main';
  if (!isAnchor(target)) {
    validAnchors(target);
    target = '#main';
  }
  const anchors = useMemo(() => (props.anchors ? validAnchors(props.anchors) : []), [props.anchors]);
  const targets = useRef<string[]>([]);
  targets.current = anchors.length ? anchors : [target];
  useEffect(() => watchRoutes(window, (hash) => void focusAnchor(document, hash && targets.current.includes(hash) ? hash : target)), [target]);
  const link = (anchor: string, text: string) => (
    <a href={anchor} onClick={() => focusAnchor(document, anchor)}>
      {text}
    </a>
  );
  return (
    <nav className="shop-embed skip-links" aria-label={props.listLabel ?? t('skipTo')}>
      {anchors.length ? (
        <ul>
          {anchors.map((anchor) => (
            <li key={anchor}>{link(anchor, nameOf(anchor))}</li>
          ))}
        </ul>
      ) : (
        link(target, props.label ?? t('skipToMain'))
      )}
    </nav>
  );
}
