import type { APIRequestContext, Page } from '@playwright/test';
import { DOCUMENT_TYPE_LABELS, type DocumentType, type PromptTypeSummary } from '@vetvoz/domain';
import { adminEmailFor, presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * Prompt management as a site admin, against the real server: "Testar" runs through the fake
 * OpenAI-compatible server, which fills each document with the transcript's own sentences. Prompts are
 * installation-wide, so each project works on its own document type and puts the original version back.
 */

test.describe.configure({ timeout: 60_000 });

const TYPE_BY_PROJECT: Record<string, DocumentType> = {
  desktop: 'orientacoes',
  mobile: 'atestado-saude',
};
/** A heading of each project's document, as the test output prints it. */
const HEADING_BY_TYPE: Partial<Record<DocumentType, string>> = {
  orientacoes: 'Resumo da consulta',
  'atestado-saude': 'Avaliação clínica',
};

async function activeVersion(request: APIRequestContext, type: DocumentType) {
  const response = await request.get('/api/prompts');
  expect(response.status()).toBe(200);
  const summaries = (await response.json()) as PromptTypeSummary[];
  const summary = summaries.find((entry) => entry.documentType === type);
  if (!summary?.activeVersion) throw new Error(`no active version of ${type}`);
  return { version: summary.activeVersion.version, count: summary.versionCount };
}

/** Sonner's list; a toast's title starts with its type for screen readers ("Sucesso: …"). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notificações/ });

async function confirmIn(page: Page, dialogName: string | RegExp, button: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('a site admin saves a version, activates it, rolls back and tests a draft', async ({
  page,
  baseURL,
}, testInfo) => {
  const type = TYPE_BY_PROJECT[testInfo.project.name] ?? 'orientacoes';
  const label = DOCUMENT_TYPE_LABELS[type];
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, adminEmailFor(testInfo), 'Admin VetVoz');
  const original = await activeVersion(page.request, type);
  const next = original.count + 1;

  await page.goto(`/prompts?tipo=${type}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Prompts' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(6);
  await expect(page.getByRole('tab', { selected: true })).toContainText(`Versão ${original.version}`);
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
  const editor = page.getByLabel('Prompt do sistema');
  await expect(editor).not.toHaveValue('');
  const history = page.getByRole('list', { name: /Versões/ });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'prompts');

  // A new version is saved inactive: the one in use does not change.
  const originalBody = await editor.inputValue();
  await editor.fill(`${originalBody}\n\nEscreva frases curtas, em linguagem simples.`);
  await page.getByLabel('O que mudou (opcional)').fill('Frases curtas');
  await page.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expect(toasts(page).getByText(`Versão ${next} salva.`)).toBeVisible();
  const saved = history.getByRole('listitem').filter({ hasText: `Versão ${next}` });
  await expect(saved).toContainText('Frases curtas');
  await expect(saved).toContainText('Admin VetVoz');
  await expect(saved.getByText('ativa', { exact: true })).toHaveCount(0);
  expect((await activeVersion(page.request, type)).version).toBe(original.version);

  // Activate it from the notice, after the confirmation.
  await page.getByRole('button', { name: `Ativar a versão ${next}` }).click();
  const activation = page.getByRole('dialog', { name: `Ativar a versão ${next}?` });
  await expect(activation).toContainText(`todo documento do tipo ${label}`);
  await saveScreenshot(page, testInfo, 'prompts-activate-dialog');
  await confirmIn(page, `Ativar a versão ${next}?`, `Ativar a versão ${next}`);
  await expect(toasts(page).getByText(`Versão ${next} ativada.`)).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toContainText(`Versão ${next}`);
  await expect(saved.getByText('ativa', { exact: true })).toBeVisible();
  expect((await activeVersion(page.request, type)).version).toBe(next);

  // Roll back to the original version.
  await page.getByRole('button', { name: `Ativar esta versão (versão ${original.version})` }).click();
  await confirmIn(page, `Voltar para a versão ${original.version}?`, `Ativar a versão ${original.version}`);
  await expect(toasts(page).getByText(`Versão ${original.version} ativada.`)).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toContainText(`Versão ${original.version}`);
  expect((await activeVersion(page.request, type)).version).toBe(original.version);
  await expect(editor).toHaveValue(originalBody);

  // "Ver" shows a version's text, read-only.
  await page.getByRole('button', { name: `Ver a versão ${next}` }).click();
  const view = page.getByRole('dialog', { name: `${label} — versão ${next}` });
  await expect(view.getByLabel(`Texto da versão ${next}`)).toHaveValue(/Escreva frases curtas/);
  await view.getByRole('button', { name: 'Fechar', exact: true }).first().click();
  await expect(view).toBeHidden();

  // "Testar": the draft beside the active version, on the type's sample transcript.
  await editor.fill(`${originalBody}\n\nUse listas curtas.`);
  await page.getByRole('button', { name: 'Testar', exact: true }).click();
  const draft = page.getByRole('region', { name: 'Rascunho (editor)' });
  const active = page.getByRole('region', { name: `Versão ativa (versão ${original.version})` });
  await expect(draft).toBeVisible({ timeout: 30_000 });
  await expect(active).toBeVisible();
  await expect(draft).toContainText('Gerado em');
  await expect(active).toContainText('Gerado em');
  await expect(page.getByText(/Teste concluído: rascunho gerado, versão ativa gerada/)).toBeVisible();
  // The fake fills the document with the sample's own sentences, shown under the document's headings.
  const heading = HEADING_BY_TYPE[type] ?? '';
  await expect(draft.getByRole('heading', { level: 5, name: heading })).toBeVisible();
  await expect(active.getByRole('heading', { level: 5, name: heading })).toBeVisible();
  await saveScreenshot(page, testInfo, 'prompts-test');

  // The draft is unsaved: switching type asks first.
  const otherType: DocumentType = type === 'orientacoes' ? 'receita' : 'diagnostico';
  await page.getByRole('tab', { name: new RegExp(DOCUMENT_TYPE_LABELS[otherType]) }).click();
  await confirmIn(page, 'Descartar as alterações?', 'Descartar alterações');
  await expect(page.getByRole('heading', { level: 2, name: DOCUMENT_TYPE_LABELS[otherType] })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`tipo=${otherType}$`));
});

test('a vet who is not a site admin is sent away from /prompts, and the API refuses', async ({
  page,
  baseURL,
}, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  expect((await page.request.get('/api/prompts')).status()).toBe(403);

  await page.goto('/prompts');
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('Acesso restrito')).toBeVisible();
  await expect(toasts(page).getByText(/exclusivo dos administradores/)).toBeVisible();
});
