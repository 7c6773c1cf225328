import { MESSAGES, signupErrorMessage } from '@vetvoz/domain';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { uploadProfilePhoto } from '../../profile/index.ts';

/** The spec's duplicate-e-mail text as is; anything else after "Erro ao criar conta: ". */
export function describeSignUpFailure(error: unknown): { text: string; field?: 'email' | 'cpf' } {
  const message = error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
  if (message === MESSAGES.duplicateEmail) return { text: message, field: 'email' };
  const field = error instanceof ApiError && error.status === 409 && /CPF/.test(message) ? 'cpf' : undefined;
  return { text: signupErrorMessage(message), field };
}

/** The account exists already: a photo that fails is a warning, never a blocker. */
export async function sendPhoto(photo: File): Promise<void> {
  try {
    await uploadProfilePhoto(photo);
  } catch (error) {
    const reason = error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
    toast.warning('Sua conta foi criada, mas a foto não foi enviada.', {
      message: `${reason} Você pode enviá-la depois em Meu Perfil.`,
    });
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
