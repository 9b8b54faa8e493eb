// Small stand-ins for src/widget in the mount tests: they show their props as text, so a test can see what the mount
// layer passed, and one of them fails on purpose.
import { Component, type ComponentChildren } from 'preact';
import type { WidgetConfigInput } from '../../src/widget';

// On globalThis: a test that reloads the bundle (vi.resetModules) gets a fresh copy of this module too.
export const seenConfigs: WidgetConfigInput[] = ((globalThis as { __seenConfigs?: WidgetConfigInput[] }).__seenConfigs ??= []);

function show(name: string, props: Record<string, unknown>) {
  const text = Object.entries(props)
    .filter(([key]) => key !== 'children')
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
  return <p data-widget={name}>{text}</p>;
}

export function ProductCard(props: { handle: string; description?: string }) {
  if (props.handle?.startsWith('explodes')) throw new Error('kaboom');
  return show('product', props);
}
export const CollectionGrid = (props: Record<string, unknown>) => show('collection', props);
export const ProductRecommendations = (props: Record<string, unknown>) => show('recommendations', props);
export const ShopPolicies = () => show('policies', {});
export const CartToggle = () => <button type="button">Cart</button>;
export const CartWidget = (props: Record<string, unknown>) => show('cart', props);

export class WidgetBoundary extends Component<{ onError: (error: unknown) => void; children?: ComponentChildren }, { failed: boolean }> {
  override state = { failed: false };
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
    this.setState({ failed: true });
  }
  override render() {
    return this.state.failed ? <p data-widget="failed">Something went wrong here.</p> : this.props.children;
  }
}

export function WidgetConfigProvider(props: { config?: WidgetConfigInput; children?: ComponentChildren }) {
  if (props.config) seenConfigs.push(props.config);
  return <>{props.children}</>;
}

export const defaultStrings = { widgetError: 'Something went wrong here.', shopNotSetUp: 'This shop isn’t set up yet.', addToCart: 'Add to cart' };
export const widgetStyles = '.stand-in{color:red}';
