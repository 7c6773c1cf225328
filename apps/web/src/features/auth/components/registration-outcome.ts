import { signupErrorMessage } from '@vetvoz/domain';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { uploadProfilePhoto } from '../../profile/index.ts';

const MARKED_FIELDS = ['email', 'cpf'] as const;
type MarkedField = (typeof MARKED_FIELDS)[number];

/**
 * The spec's duplicate-e-mail text as is (code EMAIL_TAKEN); anything else after "Erro ao criar conta: ".
 * The field to mark is the one the server names.
 */
export function describeSignUpFailure(error: unknown): { text: string; field?: MarkedField } {
  if (!(error instanceof ApiError))
    return { text: signupErrorMessage(NETWORK_ERROR_MESSAGE), field: undefined };
  const field = MARKED_FIELDS.find((name) => name === error.field);
  if (error.code === 'EMAIL_TAKEN') return { text: error.message, field: field ?? 'email' };
  return { text: signupErrorMessage(error.message), field };
}

/** The account exists already: a photo that fails is a warning, never a blocker. */
export async function sendPhoto(photo: File): Promise<void> {
  try {
    await uploadProfilePhoto(photo);
  } catch (error) {
    const reason = error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
    toast.warning('Sua conta foi criada, mas a foto não foi enviada.', {
      message: `${reason} Você pode enviá-la depois no seu perfil.`,
    });
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
