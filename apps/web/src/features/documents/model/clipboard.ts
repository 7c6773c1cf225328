/**
 * Copies a text that is still being fetched. Safari allows clipboard writes only within the click, so the
 * pending text goes in a ClipboardItem promise right away; browsers without that take writeText once the
 * text is here. A failure to fetch the text is thrown as is (its message is shown).
 */
export async function copyPendingText(text: Promise<string>): Promise<void> {
  // Handled below; this keeps an early rejection from being reported as unhandled meanwhile.
  text.catch(() => undefined);
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new ClipboardUnavailableError();
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // The text failed (rethrown by the await below) or this browser wants a plain string.
    }
  }
  const value = await text;
  try {
    await clipboard.writeText(value);
  } catch {
    throw new ClipboardUnavailableError();
  }
}

export const CLIPBOARD_FAILED_MESSAGE =
  'Não foi possível copiar. Permita o acesso à área de transferência ou use “Baixar PDF”.';

export class ClipboardUnavailableError extends Error {
  constructor() {
    super(CLIPBOARD_FAILED_MESSAGE);
    this.name = 'ClipboardUnavailableError';
  }
}
