/**
 * The transcription capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside transcription/ import each other directly.
 */
export { sniffAudio } from './audio-sniff.ts';
export type { SpeakerTurn } from './diarised-response.ts';
export { TranscriptionError, transcriptionMessageFor } from './errors.ts';
export { resolveTranscriber } from './provider.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy, transcribeWithRetries } from './transcribe.ts';
export type { AudioInput, Transcriber } from './transcriber.ts';
