import type { SpeakerTurn } from './diarised-response.ts';

/**
 * What a speech-to-text provider is, apart from the resolver that picks one from config (provider.ts): the
 * implementations import this file, and the resolver imports them, so nothing imports in a ring.
 */
export interface AudioInput {
  bytes: Uint8Array;
  /** e.g. audio/webm; codecs=opus */
  contentType: string;
  /** A file name whose extension tells the provider the container (segment-3.webm). */
  fileName: string;
}

export interface Transcriber {
  readonly provider: string;
  readonly model: string;
  /**
   * The longest vocabulary prompt the provider takes, in characters; 0 when it takes none (the prompt is
   * then not built). See vocabulary/speech-prompt.ts.
   */
  readonly promptLimit: number;
  /**
   * One attempt; throws TranscriptionError. Retries are the caller's. `measured` receives the audio's
   * length in seconds when the provider tells it (the local decoder always does; a remote one when its
   * answer carries it), for the admin's cost figures.
   */
  transcribe(
    audio: AudioInput,
    options: {
      signal: AbortSignal;
      measured?: (audioSeconds: number) => void;
      /** Rare words spelled right, for a provider that reads a prompt (promptLimit > 0). */
      prompt?: string;
      /**
       * Receives the speaker turns when the provider diarised the audio (their texts joined make the
       * returned text); never called by a provider that answers plain text.
       */
      turns?: (turns: SpeakerTurn[]) => void;
    },
  ): Promise<string>;
}
