// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetBoundary, WidgetConfigProvider } from '../../src/widget';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Broken(): never {
  throw new Error('bad widget');
}

describe('WidgetBoundary', () => {
  it('shows the fallback, reports once, and leaves its neighbours alone', () => {
    const onError = vi.fn();
    const { container } = render(
      <WidgetConfigProvider config={{ strings: { widgetError: 'Nicht verfügbar.' } }}>
        <WidgetBoundary onError={onError}>
          <Broken />
        </WidgetBoundary>
        <p>neighbour</p>
      </WidgetConfigProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Nicht verfügbar.');
    expect(Array.from(container.children, (child) => child.textContent)).toEqual(['Nicht verfügbar.', 'neighbour']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]![0] as Error).message).toBe('bad widget');
  });

  it('a failed product read offers to try again', async () => {
    shop.emulator.faults.add({ kind: 'status500', match: 'graphql' });
    const { container } = renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('This product could not be loaded.');
    retry.click();
    await waitFor(() => expect(container.querySelector('article [part="title"]')?.textContent).toBe('Stoneware Mug'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
