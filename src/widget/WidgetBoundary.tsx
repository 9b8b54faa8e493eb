import { Component, type ReactNode } from 'react';
import { useStrings } from './use-strings';

export interface WidgetBoundaryProps {
  /** Called once, with the first error a widget throws (the mount layer warns `[shop-embed] …`). */
  onError: (error: unknown) => void;
  children?: ReactNode;
}

function Fallback() {
  const t = useStrings();
  return (
    <p className="shop-embed fallback" part="fallback" role="alert">
      {t('widgetError')}
    </p>
  );
}

/**
 * Keeps a failing widget from taking the page down: it shows `strings.widgetError` instead and reports the error once.
 *
 * @example
 * <WidgetBoundary onError={(error) => warn(`product "${handle}" failed`, error)}><ProductCard handle={handle} /></WidgetBoundary>
 */
// React's types declare no static `getDerivedStateFromError` on `Component`, preact's do: seen through this constructor
// type, neither does, so the same class compiles against both.
const Boundary = Component as new (props: WidgetBoundaryProps) => Component<WidgetBoundaryProps, { failed: boolean }>;

export class WidgetBoundary extends Boundary {
  override state = { failed: false };
  private reported = false;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // preact calls this even when getDerivedStateFromError handled the error (and set `failed`); report only the first one.
    if (!this.reported) {
      this.reported = true;
      this.props.onError(error);
    }
  }

  override render() {
    return this.state.failed ? <Fallback /> : this.props.children;
  }
}
