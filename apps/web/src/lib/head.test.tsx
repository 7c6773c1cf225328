import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { robotsFor, useMetaDescription } from './head.ts';
import { meetsThreshold } from './use-in-view.ts';

describe('robotsFor', () => {
  it('indexes public pages and keeps private, unlisted and unknown ones out', () => {
    expect(robotsFor('/')).toBe('index,follow');
    expect(robotsFor('/plans')).toBe('index,follow');
    expect(robotsFor('/terms')).toBe('index,follow');
    expect(robotsFor('/payment/success')).toBe('noindex,follow');
    expect(robotsFor('/verificar-email')).toBe('noindex,follow');
    expect(robotsFor('/consultation')).toBe('noindex,nofollow');
    expect(robotsFor('/business-units/abc/usage')).toBe('noindex,nofollow');
    expect(robotsFor('/admin')).toBe('noindex,nofollow');
    expect(robotsFor('/nao-existe')).toBe('noindex,nofollow');
  });
});

describe('useMetaDescription', () => {
  function Page({ text }: { text: string }) {
    useMetaDescription(text);
    return null;
  }

  it('sets the description while mounted and restores the previous one after', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'padrão';
    document.head.append(meta);
    const view = render(<Page text="Planos do VetVoz" />);
    expect(meta.content).toBe('Planos do VetVoz');
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:description"]')?.content).toBe(
      'Planos do VetVoz',
    );
    view.unmount();
    expect(meta.content).toBe('padrão');
    meta.remove();
  });
});

describe('meetsThreshold', () => {
  const entry = (ratio: number, visibleHeight: number, screen = 800) => ({
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    intersectionRect: { height: visibleHeight },
    rootBounds: { height: screen },
  });

  it('needs the share of the element on screen', () => {
    expect(meetsThreshold(entry(0.29, 100), 0.3)).toBe(false);
    expect(meetsThreshold(entry(0.3, 100), 0.3)).toBe(true);
  });

  it('lets an element taller than the screen count once it fills that share of the screen', () => {
    expect(meetsThreshold(entry(0.1, 300), 0.3)).toBe(true);
    expect(meetsThreshold(entry(0.1, 200), 0.3)).toBe(false);
    expect(meetsThreshold(entry(0, 0), 0.2)).toBe(false);
  });
});
