import { describe, expect, it } from 'vitest';
import { anonymise } from './anonymise.ts';

const redact = (text: string) => anonymise(text).text;

describe('contact details said aloud', () => {
  it('redacts a spelt-out e-mail', () => {
    expect(redact('é ana ponto souza arroba hotmail ponto com, manda lá.')).toBe('é [EMAIL], manda lá.');
    expect(redact('manda pro joao arroba uol ponto com ponto br')).toBe('manda pro [EMAIL]');
  });

  it('redacts phones said as words or groups, CPF and CEP by their cue', () => {
    expect(redact('O telefone é onze nove oito sete seis cinco quatro três dois um.')).toBe(
      'O telefone é [TELEFONE].',
    );
    expect(redact('zap nove nove oito, sete sete, seis seis, cinco cinco')).toBe('zap [TELEFONE]');
    expect(redact('é noventa e oito, noventa e um, onze, vinte e dois, vinte e dois')).toBe('é [TELEFONE]');
    expect(redact('meu cpf cinco dois nove, nove oito dois, dois quatro sete, dois cinco')).toBe(
      'meu cpf [CPF]',
    );
    expect(redact('o CEP é zero um três um zero, dois zero zero')).toBe('o CEP é [CEP]');
  });

  it('keeps doses, times and vitals', () => {
    for (const text of [
      'Dipirona 25 mg/kg de 8 em 8 horas por cinco dias.',
      'Temperatura 39,2 graus, frequência 120, 36 movimentos.',
      'São dois, três comprimidos por dia, um e meio à noite.',
      'Hemograma em 12/03, plaquetas 180 mil, hematócrito 32 por cento.',
    ])
      expect(redact(text)).toBe(text);
  });
});
