// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Image } from '../../src/cart-client';
import { Carousel } from '../../src/widget/card/Carousel';
import { WidgetConfigProvider } from '../../src/widget/config';
import { LazyImage } from '../../src/widget/LazyImage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const images: Image[] = ['a', 'b', 'c', 'd'].map((name, i) => ({
  id: `gid://shopify/ProductImage/${i}`,
  url: `https://demo.shop-embed.test/cdn/shop/files/${name}.png?v=1`,
  altText: i === 0 ? 'Front view' : null,
  width: 800,
  height: 1000,
}));

function Harness(props: { images?: Image[] }) {
  const [index, setIndex] = useState(0);
  return <Carousel images={props.images ?? images} title="Tee" index={index} onIndexChange={setIndex} />;
}

// The controls come with the card extras chunk, on idle after the first render.
const controls = () => screen.findByRole('group', { name: 'Tee images' });
const current = () => screen.getByRole('group', { name: 'Tee images' }).querySelector('.slide:not([hidden])')!.getAttribute('aria-label');

describe('Carousel', () => {
  // First in this file: the chunk is loaded once per page (here, once per file).
  it('shows the chosen image and its dots in place until the controls arrive, and keeps a swipe begun meanwhile', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Harness />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.slide:not([hidden]) img')?.getAttribute('alt')).toBe('Front view');
    const image = container.querySelector('.slide img');
    expect(container.querySelectorAll('.dots .dot')).toHaveLength(4);
    fireEvent.pointerDown(container.querySelector('.carousel')!, { pointerId: 1, clientX: 200 });
    const carousel = await controls();
    // The image element is kept (no reload, no fade), and the swipe ends on the carousel with controls.
    expect(container.querySelector('.slide:not([hidden]) img')).toBe(image);
    fireEvent.pointerUp(carousel, { pointerId: 1, clientX: 100 });
    expect(current()).toBe('Image 2 of 4');
  });

  it('moves with ArrowLeft/ArrowRight/Home/End while focused and announces the position', async () => {
    render(<Harness />);
    const carousel = await controls();
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    carousel.focus();
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(current()).toBe('Image 2 of 4');
    expect(carousel.querySelector('[aria-live]')?.textContent).toBe('Image 2 of 4');
    fireEvent.keyDown(carousel, { key: 'End' });
    expect(current()).toBe('Image 4 of 4');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(current()).toBe('Image 1 of 4');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(current()).toBe('Image 4 of 4');
    fireEvent.keyDown(carousel, { key: 'Home' });
    expect(current()).toBe('Image 1 of 4');
  });

  it('draws no hidden slide and no spoken position until the shopper moves, then every slide, keeping the first image', async () => {
    render(<Harness />);
    const carousel = await controls();
    // Only the image shown (its slide named "Image 1 of 4"): a hidden slide is nothing to the eye or a screen reader.
    expect(Array.from(carousel.querySelectorAll('.slide'), (slide) => slide.getAttribute('aria-label'))).toEqual(['Image 1 of 4']);
    expect(carousel.querySelector('[aria-live]')?.childNodes).toHaveLength(0);
    const first = carousel.querySelector('.slide img');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(carousel.querySelectorAll('.slide')).toHaveLength(4);
    expect(carousel.querySelector('[aria-live]')?.textContent).toBe('Image 2 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(carousel.querySelector('.slide:not([hidden]) img')).toBe(first);
    // Arrows drawn by their rules alone: a name, no icon element.
    expect(Array.from(carousel.querySelectorAll('.arrow'), (arrow) => arrow.childNodes.length)).toEqual([0, 0]);
  });

  it('has labelled arrows and dots that mark the current image', async () => {
    render(<Harness />);
    await controls();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('button', { name: 'Show image 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show image 1' }).hasAttribute('aria-current')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 4' }));
    expect(current()).toBe('Image 4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(current()).toBe('Image 3 of 4');
  });

  it('says what the site owner wrote instead of its own sentences', async () => {
    render(
      <WidgetConfigProvider config={{ strings: { nextImage: 'Image suivante', images: 'Photos de {title}' } }}>
        <Harness />
      </WidgetConfigProvider>,
    );
    const carousel = await screen.findByRole('group', { name: 'Photos de Tee' });
    const arrows = Array.from(carousel.querySelectorAll('[part="carousel-arrow"]'), (arrow) => arrow.getAttribute('aria-label'));
    expect(arrows).toEqual(['Previous image', 'Image suivante']);
  });

  it('follows a swipe', async () => {
    render(<Harness />);
    const carousel = await controls();
    fireEvent.pointerDown(carousel, { pointerId: 1, clientX: 200 });
    fireEvent.pointerUp(carousel, { pointerId: 1, clientX: 100 });
    expect(current()).toBe('Image 2 of 4');
    fireEvent.pointerDown(carousel, { pointerId: 1, clientX: 100 });
    fireEvent.pointerUp(carousel, { pointerId: 1, clientX: 110 });
    expect(current()).toBe('Image 2 of 4');
  });

  it('one image has no controls', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Harness images={images.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Front view']);
  });
});

describe('LazyImage', () => {
  it('loads at once without IntersectionObserver, with alt text from the title and a reserved size', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage image={images[1]!} alt="Tee" />);
    const img = screen.getByRole('img', { name: 'Tee' }) as HTMLImageElement;
    expect(img.className).toContain('lazy');
    expect(img.getAttribute('src')).toBe('https://demo.shop-embed.test/cdn/shop/files/b_720x900.png?v=1');
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('1000');
  });

  it('waits for an IntersectionObserver with a 300px margin to see it', () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined; disconnected: boolean }> = [];
    class FakeObserver {
      record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<LazyImage image={images[0]!} alt="Tee" />);
    const img = screen.getByRole('img', { name: 'Front view' });
    expect(img.hasAttribute('src')).toBe(false);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe('300px');
    const see = (isIntersecting: boolean) => observers[0]!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    see(false);
    expect(img.hasAttribute('src')).toBe(false);
    see(true);
    return vi.waitFor(() => {
      expect(img.getAttribute('src')).toContain('a_720x900.png?v=1');
      expect(img.getAttribute('srcset')).toContain('a_360x450.png?v=1 360w');
      expect(observers[0]!.disconnected).toBe(true);
    });
  });
});
