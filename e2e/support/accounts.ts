import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { completeCpf } from '@vetvoz/domain';
import { mailTo } from './mail.ts';

export const PASSWORD = 'senha-segura-123';

/** A random CPF with valid check digits. */
export function randomCpf(): string {
  return completeCpf(`${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);
}

let counter = 0;
export function uniqueEmail(testInfo: TestInfo): string {
  counter += 1;
  return `vet-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}-${counter}@vetvoz.test`;
}

/**
 * Signs in through the real API: creates the account the first time, signs in when it exists
 * (sign-up first, because sign-in attempts count against the per-address rate limit). The page's
 * request context shares the browser's cookies, so the page is signed in afterwards.
 */
export async function signIn(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  name = 'Helena Prado',
): Promise<void> {
  const headers = { origin: baseURL };
  const [firstName = 'Helena', ...rest] = name.split(' ');
  const signUpResponse = await request.post('/api/accounts/sign-up', {
    headers,
    data: {
      firstName,
      lastName: rest.join(' ') || 'Prado',
      email,
      password: PASSWORD,
      cpf: randomCpf(),
      phone: '(11) 98765-4321',
      crmv: '12345/SP',
      role: 'veterinario',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  if (signUpResponse.ok()) {
    await confirmEmail(request, baseURL, email);
    return;
  }
  if (signUpResponse.status() !== 409) {
    throw new Error(`sign-up failed: ${signUpResponse.status()} ${await signUpResponse.text()}`);
  }
  const signInResponse = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password: PASSWORD },
  });
  if (!signInResponse.ok()) {
    throw new Error(`sign-in failed: ${signInResponse.status()} ${await signInResponse.text()}`);
  }
  const me = (await (await request.get('/api/me', { headers })).json()) as {
    user: { emailVerified: boolean } | null;
  };
  if (me.user && !me.user.emailVerified) {
    await request.post('/api/accounts/verification-email', { headers });
    await confirmEmail(request, baseURL, email);
  }
}

export const CONFIRMATION_SUBJECT = 'Confirme seu e-mail — VetVoz';

/** The newest confirmation link mailed to `email`, read from the test SMTP server. */
export async function confirmationLink(email: string): Promise<string> {
  const mail = (await mailTo(email)).filter((message) => message.subject === CONFIRMATION_SUBJECT).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/verificar-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link for ${email}`);
  return link;
}

/**
 * Confirms the address as its owner would, by the link of the confirmation e-mail (the API call the
 * /verificar-email page makes), so accounts made for a test can do what verified vets do.
 */
export async function confirmEmail(
  request: APIRequestContext,
  baseURL: string,
  email: string,
): Promise<void> {
  const token = new URL(await confirmationLink(email)).searchParams.get('token') ?? '';
  const response = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    headers: { origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`e-mail confirmation failed: ${response.status()} ${await response.text()}`);
}

export function adminEmailFor(testInfo: TestInfo): string {
  return `admin-${testInfo.project.name}@vetvoz.test`;
}

/** Stores a cookie choice before the app loads, so the banner stays out of the way of a test. */
export async function presetCookieConsent(page: Page, value: 'accepted' | 'declined' = 'declined') {
  await page.addInitScript((choice) => {
    if (!window.localStorage.getItem('cookie-consent')) window.localStorage.setItem('cookie-consent', choice);
  }, value);
}
