import { describe, expect, it } from 'vitest';
import { anonymise } from './anonymise.ts';

const redact = (text: string, names: { patientName?: string; vetName?: string } = {}) =>
  anonymise(text, names).text;

describe('names said without an introduction', () => {
  it('finds a name by a relation, a role or a call', () => {
    expect(redact('Meu marido, o Paulo, dá o remédio.')).toBe('Meu marido, o [TUTOR], dá o remédio.');
    expect(redact('Minha filha, Beatriz, vem junto.')).toBe('Minha filha, [TUTOR], vem junto.');
    expect(redact('A tutora, Cláudia, relata tosse.')).toBe('A tutora, [TUTOR], relata tosse.');
    expect(redact('Aqui quem fala é o Eduardo.')).toBe('Aqui quem fala é o [TUTOR].');
    expect(redact('Pode ligar para a Juliana.')).toBe('Pode ligar para a [TUTOR].');
    expect(redact('A senhora Patrícia Gomes chegou.')).toBe('A senhora [TUTOR] chegou.');
  });

  it('finds someone spoken to, and surnames after the first name', () => {
    expect(redact('Mariana, pode me ligar amanhã?')).toBe('[TUTOR], pode me ligar amanhã?');
    expect(redact('Certo, Eliane. Vamos ao raio-x.')).toBe('Certo, [TUTOR]. Vamos ao raio-x.');
    expect(redact('Quem assina é a Maria das Graças Souza.')).toBe('Quem assina é a [TUTOR].');
  });

  it('takes a lower-case name only with a cue', () => {
    expect(redact('meu nome é joão carlos e esse é o Tobias.', { patientName: 'Tobias' })).toBe(
      'meu nome é [TUTOR] e esse é o Tobias.',
    );
    expect(redact('a gengiva está rosa e a luz da sala é fraca, graças a Deus.')).toBe(
      'a gengiva está rosa e a luz da sala é fraca, graças a Deus.',
    );
    expect(redact('oi patrícia, tudo bem?')).toBe('oi [TUTOR], tudo bem?');
  });

  it('keeps the patient, the vet, other vets and places', () => {
    expect(redact('A Luna está com diarreia e a Frida também.', { patientName: 'Luna' })).toBe(
      'A Luna está com diarreia e a Frida também.',
    );
    expect(redact('Aqui é a doutora Camila, e o doutor Ricardo opera.', { vetName: 'Camila Rocha' })).toBe(
      'Aqui é a doutora Camila, e o doutor Ricardo opera.',
    );
    expect(redact('Ele veio de São Paulo para Belo Horizonte.')).toBe(
      'Ele veio de São Paulo para Belo Horizonte.',
    );
    expect(redact('O cachorro é o Tobias e a gata se chama Amanda.')).toBe(
      'O cachorro é o Tobias e a gata se chama Amanda.',
    );
  });
});
