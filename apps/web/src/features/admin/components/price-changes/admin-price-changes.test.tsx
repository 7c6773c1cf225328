import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, earliestEffectiveDay, type PriceChange } from '@vetvoz/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { ADMIN, json, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => toast.clear());

const EARLIEST = earliestEffectiveDay(new Date());
const day = (iso: string) => iso.split('-').reverse().join('/');

const ANNOUNCED: PriceChange = {
  id: 'pc-1',
  plan: 'anual',
  planName: 'Pro Anual',
  chargeCents: 79_900,
  price: 'R$ 799,00',
  effectiveOn: '2027-01-15',
  createdByName: 'Ana Admin',
  createdAt: '2026-11-20T12:00:00.000Z',
  notifiedCount: 1234,
};

/** A server that keeps its price changes like the real one: newest first; POST answers `post` if given. */
function priceChangesApi(initial: PriceChange[], post?: () => Response) {
  let list = [...initial];
  return mockApi({
    me: ADMIN,
    routes: {
      'GET /api/admin/price-changes': () => json({ priceChanges: list }),
      'POST /api/admin/price-changes': (init) => {
        if (post) return post();
        const input = JSON.parse(String(init?.body));
        const created: PriceChange = {
          ...input,
          id: 'pc-2',
          planName: 'Pro Mensal',
          price: 'R$ 89,90',
          createdByName: 'Ana Admin',
          createdAt: new Date().toISOString(),
          notifiedCount: 0,
        };
        list = [created, ...list];
        return json(created, 201);
      },
    },
  });
}

async function section() {
  const region = await screen.findByRole('region', { name: 'Preços' });
  const form = await within(region).findByRole('form', { name: 'Anunciar novo preço' });
  return { region, form };
}

describe('/admin prices', { timeout: 20_000 }, () => {
  it('lists announced changes with the price, dates and subscribers told', async () => {
    priceChangesApi([ANNOUNCED]);
    renderApp('/admin');
    const { region } = await section();
    const list = await within(region).findByRole('list', { name: 'Mudanças de preço anunciadas' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Pro Anual' })).toBeDefined();
    expect(item.textContent).toMatch(/R\$\s799,00 por ano, a partir de 15\/01\/2027/);
    expect(item.textContent).toContain('Anunciado por Ana Admin em');
    expect(within(item).getByText('1.234 assinantes avisados')).toBeDefined();
  });

  it('asks before announcing, then sends the price in centavos and shows it at the top', async () => {
    const user = userEvent.setup({ delay: null });
    const api = priceChangesApi([ANNOUNCED]);
    renderApp('/admin');
    const { region, form } = await section();
    expect(await within(region).findByRole('heading', { name: 'Pro Anual' })).toBeDefined();
    expect(within(form).getByText(new RegExp(`No mínimo ${day(EARLIEST)}`))).toBeDefined();

    await user.selectOptions(within(form).getByLabelText('Plano'), 'Pro Mensal');
    expect(within(form).getByText(/Preço atual: R\$\s79,90 por mês\./)).toBeDefined();
    await user.type(within(form).getByLabelText('Novo preço (R$)'), '89,90');
    await user.type(within(form).getByLabelText('Vigência a partir de'), EARLIEST);
    await user.click(within(form).getByRole('button', { name: 'Anunciar novo preço' }));

    let dialog = await screen.findByRole('dialog', { name: 'Anunciar o novo preço?' });
    expect(dialog.textContent).toMatch(/R\$\s89,90/);
    expect(dialog.textContent).toContain(day(EARLIEST));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Anunciar novo preço' }));
    dialog = await screen.findByRole('dialog', { name: 'Anunciar o novo preço?' });
    await user.click(within(dialog).getByRole('button', { name: 'Anunciar e avisar assinantes' }));
    expect(await screen.findByText('Novo preço anunciado.')).toBeDefined();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      plan: 'mensal',
      chargeCents: 8990,
      effectiveOn: EARLIEST,
    });
    const list = within(region).getByRole('list', { name: 'Mudanças de preço anunciadas' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const plans = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(plans).toEqual(['Pro Mensal', 'Pro Anual']);
    expect(within(list).getByText('Nenhum assinante avisado ainda')).toBeDefined();
    expect((within(form).getByLabelText('Novo preço (R$)') as HTMLInputElement).value).toBe('');
  });

  it('refuses an empty form, a price without a comma and a date under 30 days, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = priceChangesApi([]);
    renderApp('/admin');
    const { region, form } = await section();
    expect(await within(region).findByText('Nenhuma mudança de preço anunciada.')).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Anunciar novo preço' }));
    expect(within(form).getByText('Escolha um plano pago: mensal, semestral ou anual.')).toBeDefined();
    expect(within(form).getByText('Informe o novo preço.')).toBeDefined();
    expect(document.activeElement).toBe(within(form).getByLabelText('Plano'));

    await user.selectOptions(within(form).getByLabelText('Plano'), 'Pro Anual');
    await user.type(within(form).getByLabelText('Novo preço (R$)'), '89.90');
    await user.type(within(form).getByLabelText('Vigência a partir de'), addDays(EARLIEST, -1));
    await user.click(within(form).getByRole('button', { name: 'Anunciar novo preço' }));
    expect(
      within(form).getByText('Informe o novo preço em reais, com vírgula nos centavos: 89,90.'),
    ).toBeDefined();
    expect(
      within(form).getByText(
        `A data de vigência deve ser a partir de ${day(EARLIEST)}, a pelo menos 30 dias de hoje.`,
      ),
    ).toBeDefined();
    const price = within(form).getByLabelText('Novo preço (R$)');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(price);

    await user.clear(price);
    await user.type(price, '0,50');
    await user.click(within(form).getByRole('button', { name: 'Anunciar novo preço' }));
    expect(within(form).getByText('O novo preço deve ser de pelo menos R$ 1,00.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal in pt-BR and keeps the draft", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal =
      'A data de vigência deve ser a partir de 01/01/2027: os assinantes precisam ser avisados.';
    priceChangesApi([], () => json({ code: 'VALIDATION', message: refusal }, 400));
    renderApp('/admin');
    const { form } = await section();
    await user.selectOptions(within(form).getByLabelText('Plano'), 'Pro semestral');
    await user.type(within(form).getByLabelText('Novo preço (R$)'), '1.234,5');
    await user.type(within(form).getByLabelText('Vigência a partir de'), addDays(EARLIEST, 10));
    await user.click(within(form).getByRole('button', { name: 'Anunciar novo preço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anunciar o novo preço?' });
    expect(dialog.textContent).toMatch(/R\$\s1\.234,50 a cada 6 meses/);
    await user.click(within(dialog).getByRole('button', { name: 'Anunciar e avisar assinantes' }));
    expect(await screen.findByText('Não foi possível anunciar o novo preço.')).toBeDefined();
    expect(screen.getByText(refusal)).toBeDefined();
    expect((within(form).getByLabelText('Novo preço (R$)') as HTMLInputElement).value).toBe('1.234,5');
  });

  it('offers a retry when the list fails to load', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    mockApi({
      me: ADMIN,
      routes: {
        'GET /api/admin/price-changes': () =>
          fail
            ? json({ code: 'INTERNAL', message: 'Erro interno. Tente novamente.' }, 500)
            : json({ priceChanges: [ANNOUNCED] }),
      },
    });
    renderApp('/admin');
    const { region } = await section();
    const alert = await within(region).findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar as mudanças de preço.')).toBeDefined();
    expect(within(alert).getByText('Erro interno. Tente novamente.')).toBeDefined();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(region).findByRole('heading', { name: 'Pro Anual' })).toBeDefined();
  });
});
