/**
 * "Gerar os documentos ao encerrar": the vet's choice, kept on this device (it says nothing about anyone),
 * and the consultations whose recording ended with it on in this tab, waiting for their transcript. Those
 * are kept in memory only: a reload never starts a generation the vet did not see being asked for.
 */
const PREFERENCE_KEY = 'vetvoz:gerar-ao-encerrar';
const waiting = new Set<string>();

export function autoGeneratePreference(): boolean {
  try {
    return globalThis.localStorage?.getItem(PREFERENCE_KEY) !== 'nao';
  } catch {
    return true;
  }
}

export function setAutoGeneratePreference(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(PREFERENCE_KEY, on ? 'sim' : 'nao');
  } catch {
    // Private mode or storage full: the choice holds for this page only.
  }
}

/** The recording of `consultationId` ended: generate its documents once its transcript is ready. */
export function requestAutoGenerate(consultationId: string): void {
  waiting.add(consultationId);
}

export function wantsAutoGenerate(consultationId: string): boolean {
  return waiting.has(consultationId);
}

/** Asked once: the documents feature calls this as it starts the generation (or decides not to). */
export function consumeAutoGenerate(consultationId: string): void {
  waiting.delete(consultationId);
}
