import { describe, expect, it } from 'vitest';
import { addMonthsToDay, dayInSaoPaulo, nextDayOfMonth } from './calendar.ts';
import { extractFollowUps, mentionsUndatedFollowUp } from './extract-follow-ups.ts';

const DAY = '2026-11-26';
const one = (text: string) => {
  const found = extractFollowUps(text, DAY);
  expect(found, text).toHaveLength(1);
  return found[0] as NonNullable<(typeof found)[0]>;
};

describe('extractFollowUps', () => {
  it.each([
    ['Retorno em uma semana.', 'retorno', '2026-12-03', 'Retorno'],
    ['Retorno em 7 dias para reavaliar.', 'retorno', '2026-12-03', 'Retorno para reavaliar'],
    ['Quero ver ele de novo, volta daqui a 15 dias.', 'retorno', '2026-12-11', 'Volta'],
    ['Vamos repetir o hemograma em 15 dias.', 'exame', '2026-12-11', 'Repetir o hemograma'],
    ['Próxima dose da vacina em 21 dias.', 'vacina', '2026-12-17', 'Próxima dose da vacina'],
    ['Reavaliar em um mês.', 'retorno', '2026-12-26', 'Reavaliar'],
    ['Retorno em sete dias.', 'retorno', '2026-12-03', 'Retorno'],
    ['Retorno em vinte e um dias.', 'retorno', '2026-12-17', 'Retorno'],
    ['Retorno em duas semanas.', 'retorno', '2026-12-10', 'Retorno'],
    ['Retorno com 10 dias.', 'retorno', '2026-12-06', 'Retorno'],
    ['Retorno dia 12/12.', 'retorno', '2026-12-12', 'Retorno'],
    ['Retorno dia 5 de janeiro.', 'retorno', '2027-01-05', 'Retorno'],
    ['Retorno dia 3.', 'retorno', '2026-12-03', 'Retorno'],
    ['Retorno na semana que vem.', 'retorno', '2026-12-03', 'Retorno'],
    ['Repetir o vermífugo em 15 dias.', 'medicacao', '2026-12-11', 'Repetir o vermífugo'],
    ['Daqui a 10 dias tira os pontos.', 'outro', '2026-12-06', 'Tira os pontos'],
    ['Ultrassom de controle dentro de 30 dias.', 'exame', '2026-12-26', 'Ultrassom de controle'],
    ['Reforço da antirrábica em um ano.', 'vacina', '2027-11-26', 'Reforço da antirrábica'],
  ])('%s', (text, kind, dueDate, description) => {
    const found = one(text);
    expect(found).toMatchObject({ kind, dueDate, description });
    expect(text).toContain(found.evidence);
  });

  it('finds several in one consultation, each with its words, once', () => {
    const transcript =
      'Thor chegou com vômito há dois dias. Vou prescrever maropitant por 3 dias. Repetir o hemograma ' +
      'em 15 dias e retorno em um mês. Próxima dose da vacina em 21 dias. Retorno em um mês, tá?';
    const found = extractFollowUps(transcript, DAY);
    expect(found.map((item) => [item.kind, item.dueDate])).toEqual([
      ['exame', '2026-12-11'],
      ['retorno', '2026-12-26'],
      ['vacina', '2026-12-17'],
    ]);
    expect(found[0]?.evidence).toBe('Repetir o hemograma em 15 dias');
    expect(found[1]?.evidence).toBe('retorno em um mês');
  });

  it.each([
    'Há 15 dias começou a vomitar.',
    'Faz uma semana que ele não come direito.',
    'Emagreceu dois quilos em 15 dias.',
    'Dar o comprimido por 7 dias, a cada 12 horas.',
    'Tomou a primeira dose da vacina dia 10/10.',
    'A última dose foi em 20/11.',
    'Voltou a vomitar em dois dias.',
    'Filhote com 60 dias de vida.',
    'A vacina foi há um ano.',
    'Ele vai estar melhor em uns 5 dias.',
    'Peso de 12 kg, temperatura 39,2.',
  ])('not a follow-up: %s', (text) => {
    expect(extractFollowUps(text, DAY)).toEqual([]);
  });

  it('keeps the clause that carries the date when an earlier one speaks of the past', () => {
    const found = one('A vacina foi há um ano, próxima dose em 21 dias.');
    expect(found).toMatchObject({ kind: 'vacina', dueDate: '2026-12-17', description: 'Próxima dose' });
  });

  it('tells a vague return, for the model, from a dated one', () => {
    expect(mentionsUndatedFollowUp('Retorno quando terminar o antibiótico.', DAY)).toBe(true);
    expect(mentionsUndatedFollowUp('Retorno em 7 dias.', DAY)).toBe(false);
    expect(mentionsUndatedFollowUp('Mucosas normocoradas.', DAY)).toBe(false);
  });
});

describe('the calendar', () => {
  it('adds months as a vet means them and finds the next day of a month', () => {
    expect(addMonthsToDay('2027-01-31', 1)).toBe('2027-02-28');
    expect(nextDayOfMonth('2026-11-26', 12)).toBe('2026-12-12');
    expect(nextDayOfMonth('2026-11-26', 31)).toBe('2026-12-31');
    expect(nextDayOfMonth('2026-11-26', 30, 2)).toBeNull();
    expect(dayInSaoPaulo(new Date('2026-11-27T02:00:00Z'))).toBe('2026-11-26');
  });
});
