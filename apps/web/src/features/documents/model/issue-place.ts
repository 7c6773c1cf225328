/**
 * The city/UF printed on issued documents is the vet's, not the tutor's: remembered on this device so it
 * is typed once. The responsável's details are never kept anywhere (docs/privacy.md).
 */
const KEY = 'vetvoz:local-de-emissao';

export function rememberedPlace(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberPlace(place: string) {
  try {
    const trimmed = place.trim();
    if (trimmed) window.localStorage.setItem(KEY, trimmed);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode or storage full: the vet types the place next time.
  }
}
