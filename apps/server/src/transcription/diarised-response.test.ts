import { describe, expect, it } from 'vitest';
import { parseDiarisedTurns } from './diarised-response.ts';

const piece = (speaker: unknown, text: unknown, i = 0) => ({
  type: 'transcript.text.segment',
  id: `seg_${i}`,
  start: i,
  end: i + 1,
  speaker,
  text,
});

describe('parseDiarisedTurns', () => {
  it('joins consecutive pieces of one speaker into a turn, in order', () => {
    const turns = parseDiarisedTurns({
      text: 'Desde quando ele vomita? Desde ontem. Duas vezes. Vou examinar.',
      segments: [
        piece('A', ' Desde quando ele vomita?', 0),
        piece('B', 'Desde ontem.', 1),
        piece('B', 'Duas vezes. ', 2),
        piece('A', 'Vou examinar.', 3),
      ],
    });
    expect(turns).toEqual([
      { speaker: 'A', text: 'Desde quando ele vomita?' },
      { speaker: 'B', text: 'Desde ontem. Duas vezes.' },
      { speaker: 'A', text: 'Vou examinar.' },
    ]);
  });

  it('is undefined for a plain answer or one without text', () => {
    expect(parseDiarisedTurns({ text: 'Só texto.' })).toBeUndefined();
    expect(parseDiarisedTurns({ segments: [piece('A', '  ')] })).toBeUndefined();
    expect(parseDiarisedTurns(undefined)).toBeUndefined();
  });

  it('keeps no odd label: a missing or strange speaker becomes "?"', () => {
    const turns = parseDiarisedTurns({
      segments: [
        piece(undefined, 'Oi.'),
        piece('<script>', 'Bom dia.', 1),
        piece('x'.repeat(40), 'Tchau.', 2),
      ],
    });
    expect(turns).toEqual([{ speaker: '?', text: 'Oi. Bom dia. Tchau.' }]);
  });
});
