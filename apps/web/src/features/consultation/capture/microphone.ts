/** Opening the microphone, with a pt-BR message for each way it can fail. */

export const MICROPHONE_MESSAGES = {
  denied:
    'O acesso ao microfone foi negado. Clique no ícone de cadeado ou de microfone na barra de endereço, ' +
    'permita o microfone para este site e tente de novo. Se preferir, envie um arquivo de áudio ou digite as anotações.',
  notFound: 'Nenhum microfone foi encontrado. Conecte um microfone ou envie um arquivo de áudio.',
  busy: 'O microfone está sendo usado por outro aplicativo. Feche o outro aplicativo e tente de novo.',
  unsupported:
    'Este navegador não permite gravar áudio. Use uma versão recente do Chrome, Edge, Firefox ou Safari, ' +
    'ou envie um arquivo de áudio.',
  insecure: 'A gravação só funciona em uma conexão segura (https).',
  failed: 'Não foi possível abrir o microfone. Tente de novo ou envie um arquivo de áudio.',
} as const;

export class MicrophoneError extends Error {
  override name = 'MicrophoneError';
}

const SELECTED_KEY = 'vetvoz.microphone';

export function savedMicrophoneId(): string {
  try {
    return window.localStorage.getItem(SELECTED_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveMicrophoneId(deviceId: string) {
  try {
    if (deviceId) window.localStorage.setItem(SELECTED_KEY, deviceId);
    else window.localStorage.removeItem(SELECTED_KEY);
  } catch {
    // Private mode: the choice simply isn't remembered.
  }
}

export function recordingSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    Boolean(navigator.mediaDevices?.getUserMedia) &&
    typeof MediaRecorder !== 'undefined'
  );
}

/** Speech processing on: a consultation room echoes and a barn is noisy. */
export async function openMicrophone(deviceId: string): Promise<MediaStream> {
  if (typeof window !== 'undefined' && window.isSecureContext === false) {
    throw new MicrophoneError(MICROPHONE_MESSAGES.insecure);
  }
  if (!recordingSupported()) throw new MicrophoneError(MICROPHONE_MESSAGES.unsupported);
  const audio: MediaTrackConstraints = {
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
    channelCount: 1,
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
  };
  try {
    return await navigator.mediaDevices.getUserMedia({ audio });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    // A remembered microphone that was unplugged: fall back to the default one.
    if (deviceId && (name === 'OverconstrainedError' || name === 'NotFoundError')) {
      saveMicrophoneId('');
      return openMicrophone('');
    }
    if (name === 'NotAllowedError' || name === 'SecurityError')
      throw new MicrophoneError(MICROPHONE_MESSAGES.denied);
    if (name === 'NotFoundError') throw new MicrophoneError(MICROPHONE_MESSAGES.notFound);
    if (name === 'NotReadableError' || name === 'AbortError')
      throw new MicrophoneError(MICROPHONE_MESSAGES.busy);
    throw new MicrophoneError(MICROPHONE_MESSAGES.failed);
  }
}

export interface MicrophoneOption {
  deviceId: string;
  label: string;
}

/** Labels are only known once the user has allowed the microphone; until then, numbered names. */
export async function listMicrophones(): Promise<MicrophoneOption[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === 'audioinput' && device.deviceId && device.deviceId !== 'default')
    .map((device, i) => ({ deviceId: device.deviceId, label: device.label || `Microfone ${i + 1}` }));
}
