import type { ComponentChildren, ComponentType } from 'preact';
import type { WidgetConfigInput } from '../widget';
import type { Registry } from './registry';

/** Turns HTML from the shop into markup safe to insert (DOMPurify, loaded on demand); a `TrustedHTML` where the browser has Trusted Types. */
export type Sanitize = (html: string) => string;
export type LoadSanitizer = () => Promise<Sanitize>;

/**
 * The UI the mount layer places: the widgets (through the registry) and the frame around each of them. `src/widget`
 * provides the real kit (`widgets.ts`); tests pass small stand-ins.
 */
export interface WidgetKit {
  registry: Registry;
  WidgetBoundary: ComponentType<{ onError: (error: unknown) => void; children?: ComponentChildren }>;
  WidgetConfigProvider: ComponentType<{ config?: WidgetConfigInput; children?: ComponentChildren }>;
  defaultStrings: Readonly<Record<string, string>>;
  /** One CSS text shared by every shadow root. */
  widgetStyles: string;
}
