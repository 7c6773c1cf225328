import { type TutorPackContent, tutorPackContentSchema } from './tutor-links.ts';

/**
 * Sealing and opening a tutor's pack with WebCrypto (browsers and Node 20 alike): AES-256-GCM with a
 * random 12-byte nonce, the link's token as additional data (a ciphertext moved to another link fails
 * to open). The key is returned to the caller to put in the link's fragment and is never sent to the
 * server (docs/decisions/038-tutor-pack-private-link.md). The tutor's page opens it the same way, in
 * plain JavaScript (apps/server/src/tutor-links/tutor-page-client.js).
 */

/**
 * The few web platform APIs used here, typed locally: this package compiles without the DOM or Node's
 * types (it runs in both, where all of these are globals).
 */
interface Platform {
  crypto: {
    getRandomValues<T extends Uint8Array>(array: T): T;
    subtle: {
      importKey(
        format: 'raw',
        key: Uint8Array,
        algorithm: 'AES-GCM',
        extractable: false,
        usages: ('encrypt' | 'decrypt')[],
      ): Promise<unknown>;
      encrypt(params: AesGcm, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
      decrypt(params: AesGcm, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
    };
  };
  btoa(data: string): string;
  atob(data: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new () => { decode(bytes: ArrayBuffer): string };
}
interface AesGcm {
  name: 'AES-GCM';
  iv: Uint8Array;
  additionalData: Uint8Array;
}
const { crypto, btoa, atob, TextEncoder, TextDecoder } = globalThis as unknown as Platform;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export interface SealedTutorPack {
  /** 32 bytes, base64url (43 characters): goes after `#` in the link, nowhere else. */
  key: string;
  iv: string;
  ciphertext: string;
}

/**
 * Seals the pack under a fresh key. The token is drawn by the browser too (newTutorLinkToken), sent with
 * the ciphertext and bound to it as additional data; it only finds the ciphertext, the key opens it.
 */
export async function sealTutorPack(content: TutorPackContent, token: string): Promise<SealedTutorPack> {
  const rawKey = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const plain = new TextEncoder().encode(JSON.stringify(content));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(token) },
    key,
    plain,
  );
  return { key: toBase64Url(rawKey), iv: toBase64Url(iv), ciphertext: toBase64Url(new Uint8Array(sealed)) };
}

/** Opens a sealed pack; throws on a wrong key, a changed ciphertext or another link's token. */
export async function openTutorPack(
  sealed: { iv: string; ciphertext: string },
  key: string,
  token: string,
): Promise<TutorPackContent> {
  const cryptoKey = await crypto.subtle.importKey('raw', fromBase64Url(key), 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(sealed.iv), additionalData: new TextEncoder().encode(token) },
    cryptoKey,
    fromBase64Url(sealed.ciphertext),
  );
  return tutorPackContentSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
}

/** A fresh link token: 16 random bytes, base64url (TUTOR_LINK_TOKEN_PATTERN). */
export function newTutorLinkToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}
