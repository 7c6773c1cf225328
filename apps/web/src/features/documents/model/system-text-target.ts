import { type ConsultationTextTarget, isConsultationTextTarget } from '@vetvoz/domain';

/**
 * The layout "Copiar para o sistema" last used, per vet on this device: the practice system a vet pastes
 * into is the clinic's, set up once on that computer, so the device is where the choice belongs; nothing
 * about it needs the server (docs/decisions/055-copy-to-practice-system.md).
 */
const PREFIX = 'vetvoz:copiar-para-o-sistema';

const keyOf = (userId: string | null | undefined) => (userId ? `${PREFIX}:${userId}` : PREFIX);

export function rememberedTextTarget(userId: string | null | undefined): ConsultationTextTarget {
  try {
    const value = window.localStorage.getItem(keyOf(userId));
    return isConsultationTextTarget(value) ? value : 'soap';
  } catch {
    return 'soap';
  }
}

export function rememberTextTarget(userId: string | null | undefined, target: ConsultationTextTarget) {
  try {
    window.localStorage.setItem(keyOf(userId), target);
  } catch {
    // Private mode or storage full: SOAP is offered again next time.
  }
}
