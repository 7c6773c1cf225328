import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A WAV for Chromium's fake microphone (CONTRIBUTING.md): a voice-like tone whose loudness rises and falls
 * like syllables, with short pauses, so the level meter moves and MediaRecorder encodes real audio.
 * Written with plain Node (no sox/espeak on the CI machine); Chromium loops it.
 */
export function writeFakeMicrophoneWav(seconds = 6, sampleRate = 48_000): string {
  const samples = seconds * sampleRate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 4 * t));
    const phrase = t % 3 < 2.4 ? 1 : 0;
    const voice = Math.sin(2 * Math.PI * 180 * t) + 0.5 * Math.sin(2 * Math.PI * 360 * t);
    data.writeInt16LE(Math.round(voice * syllable * phrase * 9000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  const file = path.join(tmpdir(), `vetvoz-fake-microphone-${seconds}s.wav`);
  writeFileSync(file, Buffer.concat([header, data]));
  return file;
}
