import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENT_EMAIL_SENT_MESSAGE, type DocumentRecord } from '@vetvoz/domain';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { WHATSAPP_PHONE_MESSAGE } from '../../model/whatsapp.ts';
import { documentRecord, FakeEventSource, renderSection } from '../../test/documents-fixtures.tsx';
import { TUTOR_LINK_IN_MESSAGE, tutorLinkRoutes } from '../../test/tutor-link-fixtures.ts';

const TEXT = 'ORIENTAÇÕES AO TUTOR\n\nDar 1 comprimido & água às 8h — "sem jejum".\nRetorno em 7 dias.';
const PLACE_KEY = 'vetvoz:local-de-emissao';

function pdfResponse() {
  return new Response(new Uint8Array([37, 80, 68, 70, 45]), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="Thor - receita.pdf"; filename*=UTF-8''Thor%20%E2%80%94%20receita%2021-11-2026.pdf`,
    },
  });
}

function setup(
  documents: DocumentRecord[],
  routes: NonNullable<Parameters<typeof mockApi>[0]>['routes'] = {},
) {
  const api = mockApi({
    routes: {
      'GET /api/consultations/c-1/documents': () => json({ documents }),
      ...routes,
    },
  });
  const user = userEvent.setup({ delay: null });
  renderSection();
  return { api, user };
}

const toastTitles = () => toast.getAll().map((item) => item.title);

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

describe('issuing a document', { timeout: 20_000 }, () => {
  it('opens WhatsApp with the masked phone and a short message with the tutor’s private link', async () => {
    window.localStorage.setItem(PLACE_KEY, 'Campinas/SP');
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const { api, user } = setup([documentRecord('orientacoes')], {
      ...tutorLinkRoutes('c-1', ['d0c00000-0000-4000-8000-000000000004']),
      'POST /api/documents/d0c00000-0000-4000-8000-000000000004/text': () =>
        json({ text: TEXT, fileName: 'Thor.pdf' }),
    });
    const article = await screen.findByRole('article', { name: 'Orientações ao tutor' });
    await user.click(within(article).getByRole('button', { name: 'WhatsApp' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar pelo WhatsApp — Orientações ao tutor' });
    expect((within(dialog).getByLabelText(/Local de emissão/) as HTMLInputElement).value).toBe('Campinas/SP');
    // Nothing to identify on the orientações: no responsável fields.
    expect(within(dialog).queryByLabelText('Nome do responsável')).toBeNull();

    const phone = within(dialog).getByLabelText(/Celular do tutor/) as HTMLInputElement;
    await user.type(phone, '1198');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir WhatsApp' }));
    expect(within(dialog).getByText(WHATSAPP_PHONE_MESSAGE)).toBeDefined();
    expect(open).not.toHaveBeenCalled();
    await user.clear(phone);
    await user.type(phone, '11987654321');
    expect(phone.value).toBe('(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Abrir WhatsApp' }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://wa.me/5511987654321');
    const [before, link, after] = (url.searchParams.get('text') ?? '').split(/\n(?=http)|(?<=http\S+)\n/);
    expect(before).toBe(
      'Olá!\n\nSegue o documento da consulta de Thor: *Orientações ao tutor*.\n\n' +
        'Leia e baixe em PDF pelo link privado (válido até 26/12/2026):',
    );
    expect(link).toMatch(TUTOR_LINK_IN_MESSAGE);
    expect(after).toBe('\nDúvidas? É só responder esta mensagem.');
    expect(api.requests.find((r) => r.path.endsWith('/text'))?.body).toEqual({ place: 'Campinas/SP' });
    // The server gets the sealed pack: not the text, not the key.
    const sealed = JSON.stringify(
      api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/tutor-links'))?.body,
    );
    expect(sealed).not.toContain('Retorno em 7 dias');
    expect(sealed).not.toContain(link?.split('#')[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The phone went into the link only.
    expect(JSON.stringify(api.requests)).not.toContain('98765');
  });

  it('offers a link when the browser blocks the new tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup(
      [documentRecord('anamnese')],
      tutorLinkRoutes('c-1', ['d0c00000-0000-4000-8000-000000000001']),
    );
    const article = await screen.findByRole('article', { name: 'Anamnese' });
    await user.click(within(article).getByRole('button', { name: 'WhatsApp' }));
    await user.type(screen.getByLabelText(/Celular do tutor/), '2132654321');
    await user.click(screen.getByRole('button', { name: 'Abrir WhatsApp' }));
    const link = await screen.findByRole('link', { name: 'Abrir conversa no WhatsApp' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/552132654321\?text=.*%2Ft%2FA{22}%23/);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('opens WhatsApp’s own contact picker when no number is given', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const { user } = setup(
      [documentRecord('anamnese')],
      tutorLinkRoutes('c-1', ['d0c00000-0000-4000-8000-000000000001']),
    );
    const article = await screen.findByRole('article', { name: 'Anamnese' });
    await user.click(within(article).getByRole('button', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Abrir WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(String(open.mock.calls[0]?.[0])).toMatch(/^https:\/\/wa\.me\/\?text=.*%2Ft%2FA{22}%23/);
  });

  it('downloads the receita PDF with the responsável typed at issue time, saving pending edits first', async () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    // jsdom has no object URLs: lent for this test, put back after it.
    const { createObjectURL: ownCreate, revokeObjectURL: ownRevoke } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = ownCreate;
      URL.revokeObjectURL = ownRevoke;
    });
    const receita = documentRecord('receita', {
      content: { itens: [{ farmaco: 'Tramadol', dose: '2 mg/kg' }] },
    });
    const { api, user } = setup([receita], {
      'PATCH /api/documents/d0c00000-0000-4000-8000-000000000002': (init) =>
        json({
          ...receita,
          content: JSON.parse(String(init?.body)).content,
          editedAt: '2026-11-21T12:10:00.000Z',
        }),
      'POST /api/documents/d0c00000-0000-4000-8000-000000000002/pdf': () => pdfResponse(),
    });
    const article = await screen.findByRole('article', { name: 'Receita' });
    await user.click(within(article).getByRole('button', { name: 'Editar Prescrição' }));
    await user.type(within(article).getByLabelText('Via'), 'oral');
    await user.click(within(article).getByRole('button', { name: 'Baixar PDF' }));
    const dialog = screen.getByRole('dialog', { name: 'Baixar PDF — Receita' });
    // Tramadol is on the controlled list: the vet is told before issuing.
    expect(dialog.textContent).toContain(
      'Controle especial (lista A2): Receita de Controle Especial (2 vias) — o PDF traz esta receita à parte',
    );
    expect(dialog.textContent).toContain('plataforma integrada ao SNCR');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Nome do responsável'));
    // A receita asks for name and address, not CPF.
    expect(within(dialog).queryByLabelText('CPF do responsável')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Baixar PDF' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Faltam dados que a lei exige neste documento: Nome do responsável, Endereço do responsável.',
    );
    expect(within(dialog).getByRole('button', { name: 'Baixar PDF mesmo assim' })).toBeDefined();
    expect(api.requests.some((r) => r.path.endsWith('/pdf'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Nome do responsável'), 'Maria José da Conceição');
    await user.type(
      within(dialog).getByLabelText('Endereço do responsável'),
      'Av. Paulista, 500 — São Paulo/SP',
    );
    await user.type(within(dialog).getByLabelText(/Local de emissão/), 'São Paulo/SP');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(clicks).toHaveLength(1));

    const paths = api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual([
      'PATCH /api/documents/d0c00000-0000-4000-8000-000000000002',
      'POST /api/documents/d0c00000-0000-4000-8000-000000000002/pdf',
    ]);
    expect(api.requests.at(-1)?.body).toEqual({
      issue: {
        responsavelNome: 'Maria José da Conceição',
        responsavelEndereco: 'Av. Paulista, 500 — São Paulo/SP',
      },
      place: 'São Paulo/SP',
    });
    expect(clicks[0]).toEqual({
      href: 'blob:http://localhost/pdf-1',
      download: 'Thor — receita 21-11-2026.pdf',
    });
    expect(toastTitles()).toContain('PDF baixado');
    // Only the vet's place is remembered; nothing about the responsável is stored.
    expect(Object.keys(window.localStorage)).toEqual([PLACE_KEY]);
    expect(window.localStorage.getItem(PLACE_KEY)).toBe('São Paulo/SP');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('masks and checks the CPF of an atestado, and remembers the responsável for the next document of the visit', async () => {
    const { api, user } = setup([documentRecord('receita'), documentRecord('atestado-saude')], {
      'POST /api/documents/d0c00000-0000-4000-8000-000000000005/pdf': () =>
        json({ code: 'VALIDATION', message: 'Documento incompleto.' }, 400),
    });
    const receita = await screen.findByRole('article', { name: 'Receita' });
    await user.click(within(receita).getByRole('button', { name: 'Baixar PDF' }));
    await user.type(screen.getByLabelText('Nome do responsável'), 'Maria José');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('tab', { name: /^Atestado de saúde/ }));
    const atestado = screen.getByRole('article', { name: 'Atestado de saúde' });
    await user.click(within(atestado).getByRole('button', { name: 'Baixar PDF' }));
    const dialog = screen.getByRole('dialog', { name: 'Baixar PDF — Atestado de saúde' });
    expect((within(dialog).getByLabelText('Nome do responsável') as HTMLInputElement).value).toBe(
      'Maria José',
    );
    const cpf = within(dialog).getByLabelText('CPF do responsável') as HTMLInputElement;
    await user.type(cpf, '12345678900');
    expect(cpf.value).toBe('123.456.789-00');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar PDF' }));
    expect(within(dialog).getByText('CPF inválido')).toBeDefined();
    expect(document.activeElement).toBe(cpf);

    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    await user.type(within(dialog).getByLabelText('Endereço do responsável'), 'Rua A, 1');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar PDF' }));
    // The server's refusal is shown in the dialog, which stays open with what was typed.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Documento incompleto.');
    expect(api.requests.at(-1)?.body).toEqual({
      issue: {
        responsavelNome: 'Maria José',
        responsavelCpf: '529.982.247-25',
        responsavelEndereco: 'Rua A, 1',
      },
    });
  });

  it('copies at once when there is nobody to identify and the place is known, otherwise asks first', async () => {
    const { api, user } = setup([documentRecord('anamnese'), documentRecord('diagnostico')], {
      'POST /api/documents/d0c00000-0000-4000-8000-000000000001/text': () =>
        json({ text: 'ANAMNESE\nThor', fileName: 'a.pdf' }),
      'POST /api/documents/d0c00000-0000-4000-8000-000000000003/text': () =>
        json({ text: 'DIAGNÓSTICO\nThor', fileName: 'd.pdf' }),
    });
    const anamnese = await screen.findByRole('article', { name: 'Anamnese' });
    // No place yet: the form asks for it.
    await user.click(within(anamnese).getByRole('button', { name: 'Copiar' }));
    const dialog = screen.getByRole('dialog', { name: 'Copiar texto — Anamnese' });
    await user.type(within(dialog).getByLabelText(/Local de emissão/), 'Recife/PE');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar texto' }));
    await waitFor(() => expect(toastTitles()).toContain('Copiado'));
    expect(await navigator.clipboard.readText()).toBe('ANAMNESE\nThor');

    toast.clear();
    await user.click(screen.getByRole('tab', { name: /^Diagnóstico/ }));
    const diagnostico = screen.getByRole('article', { name: 'Diagnóstico' });
    await user.click(within(diagnostico).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(toastTitles()).toContain('Copiado'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await navigator.clipboard.readText()).toBe('DIAGNÓSTICO\nThor');
    expect(api.requests.at(-1)?.body).toEqual({ place: 'Recife/PE' });
  });

  it('sends the e-mail to the tutor, showing a rate limit in the form and the server message when sent', async () => {
    let attempts = 0;
    const { api, user } = setup([documentRecord('orientacoes')], {
      ...tutorLinkRoutes('c-1', ['d0c00000-0000-4000-8000-000000000004']),
      'POST /api/documents/d0c00000-0000-4000-8000-000000000004/email': () => {
        attempts += 1;
        return attempts === 1
          ? json(
              { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
              429,
            )
          : json({ message: DOCUMENT_EMAIL_SENT_MESSAGE });
      },
    });
    const article = await screen.findByRole('article', { name: 'Orientações ao tutor' });
    await user.click(within(article).getByRole('button', { name: 'E-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar por e-mail — Orientações ao tutor' });
    await user.type(within(dialog).getByLabelText('E-mail do tutor'), 'maria@exemplo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    expect(within(dialog).getByText('Informe um e-mail válido.')).toBeDefined();

    await user.type(within(dialog).getByLabelText('E-mail do tutor'), '.com.br');
    await user.type(within(dialog).getByLabelText(/Mensagem/), 'Segue o documento do Thor.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Muitas tentativas. Aguarde um pouco e tente novamente.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    await waitFor(() => expect(toastTitles()).toContain(DOCUMENT_EMAIL_SENT_MESSAGE));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.at(-1)?.body).toEqual({
      to: 'maria@exemplo.com.br',
      message: 'Segue o documento do Thor.',
      tutorLink: expect.stringMatching(TUTOR_LINK_IN_MESSAGE),
    });
  });

  it('shares the PDF file through the system sheet where the browser can', async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { canShare: () => true, share }));
    const { user } = setup([documentRecord('orientacoes')], {
      'POST /api/documents/d0c00000-0000-4000-8000-000000000004/pdf': () => pdfResponse(),
    });
    const article = await screen.findByRole('article', { name: 'Orientações ao tutor' });
    await user.click(within(article).getByRole('button', { name: 'WhatsApp' }));
    // The phone is for the wa.me link only: sharing the file picks the contact in the app.
    await user.click(screen.getByRole('button', { name: 'Compartilhar PDF' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const file = share.mock.calls[0]?.[0].files?.[0];
    expect(file?.name).toBe('Thor — receita 21-11-2026.pdf');
    expect(file?.type).toBe('application/pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
