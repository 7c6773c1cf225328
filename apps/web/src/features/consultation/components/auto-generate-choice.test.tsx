import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { autoGeneratePreference } from '../capture/auto-generate.ts';
import { AutoGenerateChoice } from './auto-generate-choice.tsx';

afterEach(() => localStorage.clear());

describe('AutoGenerateChoice', () => {
  it('is a switch, on by default, whose choice is kept on the device', async () => {
    render(<AutoGenerateChoice />);
    const toggle = screen.getByRole('switch', { name: /Gerar os documentos ao encerrar/ });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(autoGeneratePreference()).toBe(false);
  });
});
