import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { requiredPrivacyClauses, requiredTermsClauses } from '@vetvoz/domain';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/** The e2e servers' configured contact (see the footer test in navigation.spec.ts). */
const CONTACT = 'contato@vetvoz.com.br';

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page);
});

/** Scrolls through the page so every section's entrance animation has run, then back to the top. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await pause(60);
    }
    // On a slow machine a frame can be skipped: visit whatever is still waiting, one by one.
    for (const element of Array.from(document.querySelectorAll('[data-revealed="false"]'))) {
      element.scrollIntoView({ block: 'center' });
      await pause(150);
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('[data-revealed="false"]')).toHaveCount(0);
}

async function shoot(page: Page, project: string, name: string) {
  const dir = path.resolve(import.meta.dirname, '..', 'screenshots', project);
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  // Let the last entrance animation (700 ms) finish.
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function headContent(page: Page, selector: string, attribute = 'content') {
  return page.locator(`head ${selector}`).getAttribute(attribute);
}

test.describe('landing page', () => {
  test('head data for search engines and social previews', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('VetVoz — Assistente de IA para médicos-veterinários');
    expect(await headContent(page, 'meta[name="description"]')).toContain(
      'transcreve a consulta veterinária',
    );
    expect(await headContent(page, 'meta[name="keywords"]')).toContain('receita veterinária');
    expect(await headContent(page, 'meta[name="robots"]')).toBe('index,follow');
    expect(await headContent(page, 'link[rel="canonical"]', 'href')).toBe(`${new URL(page.url()).origin}/`);
    const image = await headContent(page, 'meta[property="og:image"]');
    expect(image).toMatch(/\/og-image\.png$/);
    expect(await headContent(page, 'meta[property="og:image:width"]')).toBe('1200');
    expect(await headContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    const preview = await page.request.get('/og-image.png');
    expect(preview.headers()['content-type']).toBe('image/png');
  });

  test('private and unknown routes are not indexed', async ({ page, baseURL }, testInfo) => {
    await page.goto('/payment/success');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await headContent(page, 'meta[name="robots"]')).toBe('noindex,follow');
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await headContent(page, 'meta[name="robots"]')).toBe('noindex,nofollow');

    await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await headContent(page, 'meta[name="robots"]')).toBe('noindex,nofollow');
    expect(await headContent(page, 'link[rel="canonical"]', 'href')).toMatch(/\/history$/);
  });

  test('every section is there with its texts', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Menos digitação, mais tempo para o paciente.',
    );

    const steps = page.getByRole('region', { name: 'Como Funciona' });
    for (const step of ['Grave a consulta', 'Análise por IA', 'Gere os documentos', 'Registre e envie']) {
      await expect(steps.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }

    const demo = page.getByRole('region', { name: 'Veja uma consulta virar documentos' });
    await expect(demo.locator('video')).toHaveAttribute('poster', '/media/demo-vetvoz-poster.webp');

    // Measured figures with their source where invented testimonials stood (docs/decisions/036).
    const figures = page.getByRole('region', { name: 'O que os nossos testes mostram' });
    await expect(figures.getByRole('figure')).toHaveCount(2);
    await expect(figures).toContainText('Medições da equipe do VetVoz em 24/11/2026');
    await expect(page.locator('blockquote')).toHaveCount(0);

    const values = page.getByRole('region', { name: 'Feito para a rotina veterinária' });
    for (const value of ['IA avançada', 'Atendimento personalizado', 'Segurança e confiabilidade']) {
      await expect(values.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }

    const benefits = page.getByRole('region', { name: 'Mais consulta, menos teclado' });
    await expect(benefits.getByRole('heading', { name: 'Menos digitação', exact: true })).toBeVisible();
    await expect(benefits.locator('[aria-roledescription="slide"]')).toHaveCount(6);

    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    await expect(faq.getByRole('button')).toHaveCount(8);
    for (const question of [
      'O áudio da consulta fica gravado em algum lugar?',
      'O VetVoz está de acordo com a LGPD?',
      'Funciona para quais espécies?',
      'Posso usar no celular e em atendimentos a campo, com sinal fraco?',
      'A IA substitui o meu julgamento clínico?',
      'Quantas consultas posso fazer de graça?',
      'Como faço para cancelar?',
      'Quais documentos o VetVoz gera?',
    ]) {
      await expect(faq.getByRole('button', { name: question })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: /documentos prontos/ })).toBeVisible();
  });

  test('sections animate in when scrolled to', async ({ page }) => {
    await page.goto('/');
    const faqBand = page.locator('#perguntas-frequentes [data-revealed]');
    await expect(faqBand).toHaveAttribute('data-revealed', 'false');
    await page.locator('#perguntas-frequentes').scrollIntoViewIfNeeded();
    await expect(faqBand).toHaveAttribute('data-revealed', 'true');
  });

  test('"Comece agora" takes a visitor to the plans', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Comece agora' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('FAQ: one answer open at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    await faq.scrollIntoViewIfNeeded();
    const audio = faq.getByRole('button', { name: 'O áudio da consulta fica gravado em algum lugar?' });
    const cancel = faq.getByRole('button', { name: 'Como faço para cancelar?' });
    const cancelPanel = page.locator(`#${await cancel.getAttribute('aria-controls')}`);

    await audio.click();
    await expect(audio).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('O áudio existe só enquanto é transcrito')).toBeVisible();

    await cancel.click();
    await expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await expect(audio).toHaveAttribute('aria-expanded', 'false');
    await expect(cancelPanel).toContainText(`por e-mail para ${CONTACT}`);
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1);

    await cancel.click();
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0);
    await expect(cancelPanel).toBeHidden();

    // Keyboard: the titles are buttons; arrows move between them.
    await audio.focus();
    await page.keyboard.press('ArrowDown');
    await expect(faq.getByRole('button', { name: 'O VetVoz está de acordo com a LGPD?' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(faq.getByRole('button', { name: 'O VetVoz está de acordo com a LGPD?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('demo video plays when in view and the button toggles it', async ({ page }) => {
    await page.goto('/');
    const demo = page.getByRole('region', { name: 'Veja uma consulta virar documentos' });
    const video = demo.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('preload', 'auto');
    await expect(demo.getByRole('button', { name: 'Pausar vídeo' })).toBeVisible();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    const box = await video.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(16 / 9, 1);

    await demo.getByRole('button', { name: 'Pausar vídeo' }).click();
    await expect(demo.getByRole('button', { name: 'Reproduzir vídeo' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    await demo.getByRole('button', { name: 'Reproduzir vídeo' }).click();
    await expect(demo.getByRole('button', { name: 'Pausar vídeo' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });
});

test.describe('benefits carousel', () => {
  test('hidden on phones, shown with arrows and dots on desktop', async ({ page, isMobile }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Telas do VetVoz' });
    if (isMobile) {
      // 390 px: the benefits list stays, the carousel goes (spec: hidden on small screens).
      await expect(page.getByRole('heading', { name: 'Menos digitação', exact: true })).toBeVisible();
      await expect(carousel).toBeHidden();
      return;
    }
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toBeVisible();
    expect(await carousel.evaluate((element) => (element as HTMLElement).offsetHeight)).toBe(400);
    await expect(carousel.getByRole('button', { name: 'Próximo slide' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: 'Escolher slide' }).getByRole('button')).toHaveCount(6);
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden])');
    await expect(current).toHaveAttribute('aria-label', '1 de 6: Transcrição em tempo real');
    await expect(current.getByRole('img')).toHaveJSProperty('complete', true);

    // Autoplay (4 s), then hover pauses it.
    await page.mouse.move(0, 0);
    await expect(current).toHaveAttribute('aria-label', /^2 de 6/, { timeout: 6_000 });
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-status', 'hovered');
    await page.waitForTimeout(4_500);
    await expect(current).toHaveAttribute('aria-label', /^2 de 6/);

    // Keyboard: focus pauses, arrows move, dots jump.
    await carousel.getByRole('button', { name: 'Próximo slide' }).focus();
    await expect(carousel).toHaveAttribute('data-status', 'focused');
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', /^3 de 6/);
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('aria-label', /^2 de 6/);
    await carousel.getByRole('button', { name: 'Slide 6: Todas as espécies no histórico' }).click();
    await expect(current).toHaveAttribute('aria-label', '6 de 6: Todas as espécies no histórico');
    await carousel.getByRole('button', { name: 'Próximo slide' }).click();
    await expect(current).toHaveAttribute('aria-label', /^1 de 6/);
    await carousel.getByRole('button', { name: 'Pausar apresentação' }).click();
    await expect(carousel).toHaveAttribute('data-status', 'paused');
  });

  test('below 768 px the carousel is left out and the benefits stay', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Mais consulta, menos teclado' })).toBeAttached();
    await expect(page.getByRole('region', { name: 'Telas do VetVoz' })).toBeHidden();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByRole('region', { name: 'Telas do VetVoz' })).toBeAttached();
    await expect(page.getByTestId('carrossel-beneficios')).toBeVisible();
  });
});

test.describe('plans', () => {
  test('four plans; choosing one opens sign-up with the plan fixed', async ({ page }) => {
    await page.goto('/plans');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'Grátis',
      'Pro Mensal',
      'Pro semestral',
      'Pro Anual',
    ]);
    await expect(cards.nth(0)).toContainText('10 consultas completas para testar');
    await expect(cards.nth(0)).toContainText('Sem cartão de crédito');
    await expect(cards.nth(1)).toContainText('R$ 79,90');
    await expect(cards.nth(2)).toContainText('13% de desconto');
    await expect(cards.nth(2)).toContainText('R$ 419,40 por semestre');
    await expect(cards.nth(3)).toContainText('25% de desconto');
    await expect(cards.nth(3)).toContainText('R$ 718,80 por ano');
    await expect(cards.nth(3)).toContainText('Você economiza R$ 240,00');

    await page.getByRole('link', { name: 'Assinar Pro Anual' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const state = await page.evaluate(() => history.state);
    expect(state.usr).toMatchObject({ fromPlans: true, selectedPlan: 'anual', registering: true });
    // The registration form opens with the chosen plan fixed (read-only).
    const plan = page.getByLabel('Plano escolhido');
    await expect(plan).toHaveValue('Pro Anual');
    await expect(plan).toHaveAttribute('readonly', '');
  });
});

test.describe('"/" signed in and signed out', () => {
  test('a visitor gets the marketing hero, not the start page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Menos digitação, mais tempo para o paciente.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Comece agora' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nova consulta', exact: true })).toHaveCount(0);
  });

  test('a signed-in vet gets "Nova consulta", the latest consultations and the plan', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signIn(page.request, baseURL as string, uniqueEmail(testInfo), 'Helena Prado');
    const created = await page.request.post('/api/consultations', {
      headers: { origin: baseURL as string },
      data: { patient: { name: 'Thor', species: 'cao' } },
    });
    expect(created.status()).toBe(201);

    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Olá, Helena');
    await expect(main.getByRole('heading', { name: /Menos digitação/ })).toHaveCount(0);
    const recent = page.getByRole('region', { name: 'Consultas recentes' });
    await expect(recent.getByRole('link', { name: /^Thor/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Seu plano' })).toContainText('Plano Grátis');
    const start = main.getByRole('link', { name: 'Nova consulta', exact: true });
    // The entry is big and in the first screen, on a phone too.
    await expect(start).toBeInViewport();
    const box = await start.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(120);
    await shoot(page, testInfo.project.name, 'home-signed-in');
    // The narrowest phones (280 px): nothing runs off the side.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 280, height: 653 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(280);
    if (testInfo.project.name === 'mobile') await shoot(page, testInfo.project.name, 'home-signed-in-280');
    if (size) await page.setViewportSize(size);

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);

    await start.click();
    await expect(page).toHaveURL(/\/consultation$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/** The clauses of docs/product-rules.md §1 (the same checks as the domain's unit test), with the served contact. */
const TERMS_CLAUSES = requiredTermsClauses(CONTACT);
const PRIVACY_CLAUSES = requiredPrivacyClauses(CONTACT);

test.describe('legal texts', () => {
  test('the terms of use cover every clause', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(CONTACT);
    const text = await main.innerText();
    for (const [clause, pattern] of TERMS_CLAUSES) expect(text, clause).toMatch(pattern);
  });

  test('the privacy policy covers every clause', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(CONTACT);
    const text = await main.innerText();
    for (const [clause, pattern] of PRIVACY_CLAUSES) expect(text, clause).toMatch(pattern);
  });
});

test.describe('payment result pages', () => {
  test('success without a payment to confirm: says so, leads on, and offers support', async ({ page }) => {
    // The confirmed page (session_id, plan active) is billing.spec.ts's.
    await page.goto('/payment/success');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nenhum pagamento para confirmar' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver os planos' })).toHaveAttribute('href', '/plans');
    await expect(page.getByRole('main').getByRole('link', { name: CONTACT })).toHaveAttribute(
      'href',
      `mailto:${CONTACT}`,
    );
    await expect(page.getByRole('main').getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5511912345678\?text=/,
    );
  });

  test('failure: nothing charged, try again, support', async ({ page }) => {
    await page.goto('/payment/failure');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento não concluído' })).toBeVisible();
    await page.getByRole('link', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/plans$/);
  });
});

test.describe('accessibility', () => {
  for (const url of ['/', '/plans', '/login', '/about', '/terms', '/payment/failure']) {
    test(`no serious or critical axe violations on ${url}`, async ({ page }) => {
      // A full scan of the landing page (with its video and carousel) takes a while on a busy machine.
      test.setTimeout(90_000);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await revealAll(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(serious).toEqual([]);
    });
  }

  test('headings in order and images described on the landing page', async ({ page }) => {
    await page.goto('/');
    // "/" waits for the session before choosing the hero or the signed-in home.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const levels = await page
      .getByRole('main')
      .locator('h1, h2, h3, h4')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let index = 1; index < levels.length; index++) {
      expect((levels[index] ?? 0) - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    }
    const images = page.getByRole('main').locator('img');
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('alt', /.+/);
      await expect(image).toHaveAttribute('loading', /lazy|eager/);
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
  });
});

test('screenshots of every public page', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const screens = [
    ['landing', '/'],
    ['about', '/about'],
    ['plans', '/plans'],
    ['terms', '/terms'],
    ['privacy', '/privacy'],
    ['payment-success', '/payment/success'],
    ['payment-failure', '/payment/failure'],
    ['login', '/login'],
  ] as const;
  for (const [name, url] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await revealAll(page);
    await shoot(page, testInfo.project.name, name);
  }
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
  await faq.scrollIntoViewIfNeeded();
  await faq
    .getByRole('button', { name: 'Posso usar no celular e em atendimentos a campo, com sinal fraco?' })
    .click();
  await faq.screenshot({
    path: path.resolve(import.meta.dirname, '..', 'screenshots', testInfo.project.name, 'landing-faq.png'),
  });
});
