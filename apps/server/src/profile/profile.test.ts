import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { auditLog, consultation, session, user } from '../db/schema/index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

function photoForm(content: Buffer, filename: string, type: string): FormData {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(content)], filename, { type }));
  return form;
}

const jpegWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Clínica Secreta', Artist: 'Tutor Fulano' } } })
    .toBuffer();

describe('profile', () => {
  it('returns every field of the spec for the signed-in user only', async () => {
    const anonymous = await app.request('/api/profile');
    expect(anonymous.status).toBe(401);
    const { cookie, email } = await signUp(app, { birthDate: '1985-01-20', role: 'estudante' });
    const profile = await body(await app.request('/api/profile', { cookie }));
    expect(profile).toMatchObject({
      email,
      firstName: 'Helena',
      lastName: 'Prado',
      phone: '11987654321',
      crmv: '12345/SP',
      birthDate: '1985-01-20',
      role: 'estudante',
      plan: 'gratis',
      allowContact: false,
      photoURL: null,
      isAdmin: false,
    });
    expect(profile.cpf).toMatch(/^\d{11}$/);
    expect(new Date(profile.createdAt).toString()).not.toBe('Invalid Date');
    expect(typeof profile.uid).toBe('string');
  });

  it('edits own name, phone, CRMV and contact preference, validated', async () => {
    const { cookie } = await signUp(app);
    const patch = (payload: unknown) =>
      app.request('/api/profile', { method: 'PATCH', cookie, body: JSON.stringify(payload) });
    const updated = await body(
      await patch({ firstName: 'Marina', phone: '(21) 3456-7890', crmv: '999/RJ', allowContact: true }),
    );
    expect(updated).toMatchObject({
      firstName: 'Marina',
      phone: '2134567890',
      crmv: '999/RJ',
      allowContact: true,
    });
    expect((await body(await app.request('/api/me', { cookie }))).user.name).toBe('Marina Prado');
    const invalid = await patch({ phone: '123' });
    expect(invalid.status).toBe(400);
    expect((await body(invalid)).message).toBe('Telefone inválido. Use DDD + número.');
    // Fields outside the schema are ignored, not written.
    await patch({ firstName: 'Marina', cpf: '00000000000', plan: 'anual', role: 'admin' });
    const after = await body(await app.request('/api/profile', { cookie }));
    expect(after.plan).toBe('gratis');
    expect(after.isAdmin).toBe(false);
    expect(after.cpf).not.toBe('00000000000');
  });

  it('keeps the establishment printed on documents: saved, listed in the export, replaced and removed', async () => {
    const { cookie, email } = await signUp(app);
    const patch = (payload: unknown) =>
      app.request('/api/profile', { method: 'PATCH', cookie, body: JSON.stringify(payload) });
    expect((await body(await app.request('/api/profile', { cookie }))).establishment).toBeNull();

    const saved = await patch({
      establishment: {
        name: '  Clínica Veterinária São Francisco ',
        cnpj: '11.222.333/0001-81',
        crmvRegistration: 'PJ 4321/SP',
        address: 'Rua Conselheiro Brotero, 1.234 — São Paulo/SP',
        phone: '(11) 3333-4444',
      },
    });
    expect(saved.status).toBe(200);
    expect((await body(saved)).establishment).toEqual({
      name: 'Clínica Veterinária São Francisco',
      cnpj: '11222333000181',
      crmvRegistration: 'PJ 4321/SP',
      address: 'Rua Conselheiro Brotero, 1.234 — São Paulo/SP',
      phone: '1133334444',
    });
    // Other changes leave it alone.
    await patch({ firstName: 'Marina' });
    const [row] = await app.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.documentEstablishment?.cnpj).toBe('11222333000181');
    const exported = unzipSync(
      new Uint8Array(await (await app.request('/api/profile/export', { cookie })).arrayBuffer()),
    );
    const exportedProfile = JSON.parse(strFromU8(exported['perfil.json'] as Uint8Array));
    expect(exportedProfile.establishment.name).toBe('Clínica Veterinária São Francisco');

    // Blank optional fields are dropped; an alphanumeric CNPJ (issued since July 2026) is accepted.
    const replaced = await body(
      await patch({
        establishment: { name: 'Hospital Vet', cnpj: '12.abc.345/01de-35', address: ' ', phone: '' },
      }),
    );
    expect(replaced.establishment).toEqual({ name: 'Hospital Vet', cnpj: '12ABC34501DE35' });

    const cleared = await patch({ establishment: null });
    expect((await body(cleared)).establishment).toBeNull();
    const [after] = await app.database.db.select().from(user).where(eq(user.email, email));
    expect(after?.documentEstablishment).toBeNull();
  });

  it.each([
    [{ name: '' }, 'Informe o nome do estabelecimento.'],
    [{ cnpj: '11.222.333/0001-81' }, 'Informe o nome do estabelecimento.'],
    [{ name: 'Clínica', cnpj: '11.222.333/0001-80' }, 'CNPJ inválido.'],
    [{ name: 'Clínica', cnpj: '1122233300018' }, 'CNPJ inválido.'],
    [{ name: 'Clínica', phone: '3333-4444' }, 'Telefone do estabelecimento inválido. Use DDD + número.'],
    [{ name: 'Clínica', address: 'x'.repeat(301) }, 'Endereço longo demais.'],
    [{ name: 'Clínica', crmvRegistration: 'x'.repeat(41) }, 'Registro no CRMV longo demais.'],
  ])('refuses the establishment %j in Portuguese', async (establishment, message) => {
    const { cookie } = await signUp(app);
    const response = await app.request('/api/profile', {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ establishment }),
    });
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(message);
    expect((await body(await app.request('/api/profile', { cookie }))).establishment).toBeNull();
  });

  it('accepts an image by its content, re-encodes it and strips its metadata', async () => {
    const { cookie } = await signUp(app);
    const response = await app.request('/api/profile/photo', {
      method: 'PUT',
      cookie,
      body: photoForm(await jpegWithExif(), 'eu.jpg', 'image/jpeg'),
    });
    expect(response.status).toBe(200);
    const { photoURL } = await body(response);
    expect(photoURL).toMatch(/^\/api\/profile\/photo\?v=[0-9a-f]{16}$/);
    expect((await body(await app.request('/api/profile', { cookie }))).photoURL).toBe(photoURL);

    const served = await app.request(photoURL, { cookie });
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Tutor Fulano'))).toBe(false);
  });

  it('refuses a text file renamed .png, and files over the limit', async () => {
    const { cookie } = await signUp(app);
    const fake = await app.request('/api/profile/photo', {
      method: 'PUT',
      cookie,
      body: photoForm(Buffer.from('isto não é uma imagem, é texto'), 'foto.png', 'image/png'),
    });
    expect(fake.status).toBe(400);
    expect(await body(fake)).toEqual({ code: 'VALIDATION', message: 'Envie uma imagem (JPG, PNG ou WebP).' });
    const huge = await app.request('/api/profile/photo', {
      method: 'PUT',
      cookie,
      body: photoForm(Buffer.alloc(6 * 1024 * 1024, 1), 'grande.png', 'image/png'),
    });
    expect(huge.status).toBe(413);
    expect((await body(huge)).message).toBe('A foto deve ter no máximo 5 MB.');
    expect((await body(await app.request('/api/profile', { cookie }))).photoURL).toBeNull();
  });

  it('serves the photo at a URL versioned by its content, cached privately for an hour, never immutable', async () => {
    const { cookie } = await signUp(app, { verified: false });
    const upload = async (background: string) => {
      const image = await sharp({ create: { width: 300, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
      const response = await app.request('/api/profile/photo', {
        method: 'PUT',
        cookie,
        body: photoForm(image, 'eu.png', 'image/png'),
      });
      expect(response.status).toBe(200);
      return (await body(response)).photoURL as string;
    };
    const first = await upload('#2a9d8f');
    expect(first).toMatch(/^\/api\/profile\/photo\?v=[0-9a-f]{16}$/);
    const served = await app.request(first, { cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, max-age=3600');

    const second = await upload('#e76f51');
    expect(second).not.toBe(first);
    // Where the web reads it: the session (/api/me) and the profile.
    expect((await body(await app.request('/api/me', { cookie }))).user.image).toBe(second);
    expect((await body(await app.request('/api/profile', { cookie }))).photoURL).toBe(second);
    // The old URL gets the new photo, to be checked again each time; so does the bare one.
    for (const stale of [first, '/api/profile/photo']) {
      const response = await app.request(stale, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    }
    const [secondBytes, staleBytes] = await Promise.all([
      app.request(second, { cookie }).then((r) => r.arrayBuffer()),
      app.request(first, { cookie }).then((r) => r.arrayBuffer()),
    ]);
    expect(Buffer.from(staleBytes).equals(Buffer.from(secondBytes))).toBe(true);
  });

  it('shows the free trial as the plan in force and a paid plan picked at sign-up only as an intent', async () => {
    const paid = await signUp(app, { plan: 'semestral', verified: false });
    const profile = await body(await app.request('/api/profile', { cookie: paid.cookie }));
    expect(profile).toMatchObject({
      plan: 'gratis',
      planIntent: 'semestral',
      consultations: { used: 0, limit: 10, remaining: 10 },
    });
    const [row] = await app.database.db.select().from(user).where(eq(user.email, paid.email));
    const ownerId = row?.id as string;
    // Started on the trial, as consultation creation marks them (decision 032).
    await app.database.db.insert(consultation).values([
      { ownerId, trialUserId: ownerId, patientName: 'Thor', patientNameFolded: 'thor', species: 'cao' },
      { ownerId, trialUserId: ownerId, patientName: 'Mia', patientNameFolded: 'mia', species: 'gato' },
    ]);
    const after = await body(await app.request('/api/profile', { cookie: paid.cookie }));
    expect(after.consultations).toEqual({ used: 2, limit: 10, remaining: 8 });

    const free = await signUp(app, { plan: 'gratis', verified: false });
    const freeProfile = await body(await app.request('/api/profile', { cookie: free.cookie }));
    expect(freeProfile).toMatchObject({ plan: 'gratis', planIntent: null });
  });

  it('deletes the account with its password: rows, sessions and photo go; audit entries are anonymised', async () => {
    const { cookie, email } = await signUp(app);
    await app.request('/api/profile/photo', {
      method: 'PUT',
      cookie,
      body: photoForm(await jpegWithExif(), 'eu.jpg', 'image/jpeg'),
    });
    const [row] = await app.database.db.select().from(user).where(eq(user.email, email));
    const userId = row?.id as string;
    await app.database.db.insert(auditLog).values({ actorId: userId, action: 'teste', target: 'x' });
    const photoFile = path.join(app.config.dataDir, 'uploads', 'profile_images', userId);
    expect(existsSync(photoFile)).toBe(true);

    const wrong = await app.request('/api/auth/delete-user', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ password: 'senha-errada-000' }),
    });
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).message).toBe('Senha incorreta.');

    const deleted = await app.request('/api/auth/delete-user', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(deleted.status).toBe(200);
    expect(await app.database.db.select().from(user).where(eq(user.id, userId))).toEqual([]);
    expect(await app.database.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
    expect(existsSync(photoFile)).toBe(false);
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.action, 'teste'));
    expect(audit[0]?.actorId).toBeNull();
    expect((await body(await app.request('/api/me', { cookie }))).user).toBeNull();
  });
});
