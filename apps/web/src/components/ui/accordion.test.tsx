import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion.tsx';
import { toggleOpenIndex } from './accordion-state.ts';

describe('toggleOpenIndex (product rules §4: one open index or none)', () => {
  it('opens a closed item, closes the open one, switches to another', () => {
    expect(toggleOpenIndex(null, 2)).toBe(2);
    expect(toggleOpenIndex(2, 2)).toBeNull();
    expect(toggleOpenIndex(2, 5)).toBe(5);
  });
});

const ITEMS = ['Primeira', 'Segunda', 'Terceira'].map((title, index) => ({
  id: `q${index}`,
  title,
  content: `Resposta ${index + 1}`,
}));

function expanded() {
  return screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'));
}

describe('Accordion', () => {
  it('keeps at most one item open; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    expect(expanded()).toEqual(['false', 'false', 'false']);

    await user.click(screen.getByRole('button', { name: 'Segunda' }));
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('region', { name: 'Segunda' }).textContent).toBe('Resposta 2');

    await user.click(screen.getByRole('button', { name: 'Terceira' }));
    expect(expanded()).toEqual(['false', 'false', 'true']);

    await user.click(screen.getByRole('button', { name: 'Terceira' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('links each button to its panel and hides closed panels from assistive technology', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} headingLevel={3} />);
    const button = screen.getByRole('button', { name: 'Primeira' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    expect(panel?.getAttribute('aria-hidden')).toBe('true');
    expect(panel?.hasAttribute('inert')).toBe(true);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);

    await user.click(button);
    expect(panel?.hasAttribute('aria-hidden')).toBe(false);
    expect(panel?.hasAttribute('inert')).toBe(false);
  });

  it('works from the keyboard: Enter/Space toggle, arrows, Home and End move between titles', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Primeira' }));
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['true', 'false', 'false']);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Segunda' }));
    await user.keyboard(' ');
    expect(expanded()).toEqual(['false', 'true', 'false']);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Terceira' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Primeira' }));
    await user.keyboard('{ArrowUp}{Home}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Primeira' }));
  });
});
