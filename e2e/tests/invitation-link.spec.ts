import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { mailTo } from '../support/mail.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * The invitation link opened by someone it was not sent to: another signed-in account sees who invited
 * whom and is asked to sign in with the invited address (the server refuses it anyway); a made-up link
 * says plainly that it does not work. The happy path is walked in business-units.spec.ts.
 */
test('another account opening an invitation link is sent to the invited address; a made-up link is refused', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = baseURL as string;
  const headers = { origin: base };
  const unitName = `Clínica Girassol ${testInfo.project.name} ${Date.now()}`;
  const invited = uniqueEmail(testInfo);
  await presetCookieConsent(page);

  // An owner makes a unit and invites an address (through the API: the form is walked elsewhere).
  await signIn(page.request, base, uniqueEmail(testInfo), 'Otávio Reis');
  const unit = await page.request.post('/api/business-units', { headers, data: { name: unitName } });
  expect(unit.status()).toBe(201);
  const { id } = (await unit.json()) as { id: string };
  const invitation = await page.request.post(`/api/business-units/${id}/members`, {
    headers,
    data: { email: invited, role: 'member' },
  });
  expect(invitation.status()).toBe(201);
  let link = '';
  await expect
    .poll(async () => {
      link = (await mailTo(invited)).at(-1)?.text.match(/https?:\/\/\S+\/convite#\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  // Someone else, signed in with another address, opens the forwarded link.
  const intruder = uniqueEmail(testInfo);
  await page.context().clearCookies();
  await signIn(page.request, base, intruder, 'Iara Costa');
  await page.goto(link);
  await expect(
    page.getByText(`Otávio Reis convidou você para a unidade ${unitName} no VetVoz.`),
  ).toBeVisible();
  await expect(
    page.getByText(`Você entrou como ${intruder}, mas o convite é para ${invited}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceitar convite' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'invitation-link-other-account');
  // Even asked directly, the server answers as for a link that does not exist.
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('t');
  const refused = await page.request.post('/api/invitation-links/accept', { headers, data: { token } });
  expect(refused.status()).toBe(404);

  // The button signs the intruder out and opens the sign-in with the invited address filled in.
  await page.getByRole('button', { name: 'Sair e entrar com o e-mail do convite' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(invited);

  // A made-up secret.
  await page.goto(`/convite#t=${'A'.repeat(43)}&e=${encodeURIComponent(invited)}`);
  await expect(page.getByText('Este convite não vale mais', { exact: false })).toBeVisible();
  await saveScreenshot(page, testInfo, 'invitation-link-gone');
});
