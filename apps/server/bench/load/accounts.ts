import { completeCpf } from '@vetvoz/domain';
import { cookieOf, type HttpClient } from './http-client.ts';

/**
 * Accounts made the way a vet makes one: the real sign-up (the password hashed, a session set). The
 * e-mail is left unconfirmed, as it is for a vet who has not opened the message yet: recording and
 * generating documents do not need it (only sending documents by e-mail does, decision 014).
 */
let made = 0;
const PASSWORD = 'frase-de-carga-veterinaria-2026';

function registration() {
  made += 1;
  const firstNine = `${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
  return {
    firstName: 'Carga',
    lastName: `Teste ${made}`,
    email: `carga.${process.pid}.${Date.now()}.${made}@exemplo.com.br`,
    password: PASSWORD,
    cpf: completeCpf(firstNine),
    phone: '(11) 98765-4321',
    crmv: '12345/SP',
    role: 'veterinario',
    allowContact: false,
    acceptTerms: true,
    acceptPrivacy: true,
  };
}

/** `count` session cookies, signing up `concurrency` at a time (password hashing is the server's cost). */
export async function signUpMany(client: HttpClient, count: number, concurrency = 4): Promise<string[]> {
  const cookies: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      for (let attempt = 1; ; attempt++) {
        const answer = await client.send('POST', '/api/accounts/sign-up', { json: registration() });
        if (answer.status === 200 || answer.status === 201) {
          cookies.push(cookieOf(answer));
          break;
        }
        // A CPF or e-mail clash is possible with random CPFs: a new registration fixes it.
        if (attempt >= 3)
          throw new Error(`sign-up failed: ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return cookies;
}

/** Hands out cookies so that no account goes past the trial's consultations. */
export function accountPool(cookies: string[], perAccount: number) {
  let used = 0;
  return {
    next(): string {
      const cookie = cookies[Math.floor(used / perAccount)];
      if (!cookie) throw new Error('load accounts used up');
      used += 1;
      return cookie;
    },
    remaining: () => cookies.length * perAccount - used,
  };
}
