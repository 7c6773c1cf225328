import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

/** jsdom has no layout: these read the Tailwind classes that set the heights. */
describe('Button', () => {
  it('is 44 px tall at "sm" on phones and touch screens, compact only under a mouse', () => {
    render(<Button size="sm">Tentar novamente</Button>);
    const classes = screen.getByRole('button', { name: 'Tentar novamente' }).classList;
    expect(classes).toContain('h-9');
    expect(classes).toContain('max-sm:h-11');
    expect(classes).toContain('pointer-coarse:h-11');
  });

  it('is 44 px tall or more at the other sizes everywhere', () => {
    render(
      <>
        <Button>Médio</Button>
        <Button size="lg">Grande</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Médio' }).classList).toContain('h-11');
    expect(screen.getByRole('button', { name: 'Grande' }).classList).toContain('h-12');
  });
});
