import { describe, expect, it } from 'vitest';
import { AUDIO_FILE_MESSAGES, audioTypeOf, checkAudioFile } from './audio-file.ts';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('audio file checks', () => {
  it('accepts the usual formats, by type or by extension when the system gives none', () => {
    expect(audioTypeOf(file('consulta.mp3', 'audio/mpeg'))).toBe('audio/mpeg');
    expect(audioTypeOf(file('consulta.m4a', ''))).toBe('audio/mp4');
    expect(audioTypeOf(file('gravacao.webm', 'video/webm'))).toBe('audio/webm');
    expect(audioTypeOf(file('nota.opus', ''))).toBe('audio/ogg');
    expect(checkAudioFile(file('consulta.ogg', 'audio/ogg'), 600)).toBeNull();
  });

  it('explains what is wrong in Portuguese', () => {
    expect(checkAudioFile(file('laudo.pdf', 'application/pdf'), undefined)).toBe(AUDIO_FILE_MESSAGES.type);
    expect(checkAudioFile(file('vazio.wav', 'audio/wav', 0), undefined)).toBe(AUDIO_FILE_MESSAGES.empty);
    expect(checkAudioFile(file('longo.mp3', 'audio/mpeg', 31 * 1024 * 1024), undefined)).toBe(
      'O arquivo tem 31 MB e o limite é 25 MB. Grave pelo VetVoz, que envia em partes, ou envie um arquivo menor.',
    );
    expect(checkAudioFile(file('longo.mp3', 'audio/mpeg'), 100 * 60)).toBe(
      'O áudio tem 100 minutos e o limite é 90 minutos por arquivo.',
    );
  });
});
