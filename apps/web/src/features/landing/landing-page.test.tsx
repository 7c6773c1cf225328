import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, VET } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { startPathFor } from './start-path.ts';

describe('"Comece agora" target (product rules §2)', () => {
  it('is /consultation for a signed-in user and /plans for a visitor', () => {
    expect(startPathFor(VET)).toBe('/consultation');
    expect(startPathFor(null)).toBe('/plans');
  });

  it('links a visitor to /plans', async () => {
    mockApi({ me: null });
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Comece agora' });
    expect(link.getAttribute('href')).toBe('/plans');
  });
});

describe('landing page', () => {
  it('has every section of the spec, each a named region under the one h1', async () => {
    mockApi({ me: null });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Menos digitação/ })).toBeDefined();
    for (const name of [
      'Como Funciona',
      'Veja uma consulta virar documentos',
      'O que os nossos testes mostram',
      'Feito para a rotina veterinária',
      'Mais consulta, menos teclado',
      'Perguntas frequentes',
    ]) {
      expect(screen.getByRole('region', { name })).toBeDefined();
    }
    const steps = within(screen.getByRole('region', { name: 'Como Funciona' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    for (const title of ['IA avançada', 'Atendimento personalizado', 'Segurança e confiabilidade']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeDefined();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Menos digitação' })).toBeDefined();
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
  });

  it('says only measured figures, each with how it was measured and the source, and quotes no one', async () => {
    mockApi({ me: null });
    renderApp('/');
    const figures = await screen.findByRole('region', { name: 'O que os nossos testes mostram' });
    const items = within(figures).getAllByRole('figure');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['98,7%', '17 de 18']);
    expect(items[0]?.textContent).toContain('78 de 79');
    expect(items[1]?.textContent).toContain('7,1% dos fatos corretos');
    expect(figures.textContent).toContain('Medições da equipe do VetVoz em 24/11/2026');
    expect(document.querySelector('blockquote')).toBeNull();
    expect(document.body.textContent).not.toMatch(/76%|Mariana Tavares|Eduardo Lins/);
  });

  it('FAQ: eight questions, one open at a time, the cancel answer with the configured e-mail', async () => {
    const user = userEvent.setup();
    mockApi({ me: null, siteInfo: { contactEmail: 'suporte@clinica.vet.br', whatsappNumber: null } });
    renderApp('/');
    const faq = await screen.findByRole('region', { name: 'Perguntas frequentes' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(8);
    const open = () =>
      questions.filter((q) => q.getAttribute('aria-expanded') === 'true').map((q) => q.textContent);

    await user.click(within(faq).getByRole('button', { name: 'Como faço para cancelar?' }));
    expect(open()).toEqual(['Como faço para cancelar?']);
    await waitFor(() =>
      expect(within(faq).getByRole('region', { name: 'Como faço para cancelar?' }).textContent).toContain(
        'suporte@clinica.vet.br',
      ),
    );
    await user.click(within(faq).getByRole('button', { name: 'Quais documentos o VetVoz gera?' }));
    expect(open()).toEqual(['Quais documentos o VetVoz gera?']);
    await user.click(within(faq).getByRole('button', { name: 'Quais documentos o VetVoz gera?' }));
    expect(open()).toEqual([]);
  });
});
