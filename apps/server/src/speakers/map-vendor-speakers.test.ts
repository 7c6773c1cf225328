import { describe, expect, it } from 'vitest';
import { fillGaps, groupIntoParagraphs } from './infer-speakers.ts';
import { mapVendorSpeakers } from './map-vendor-speakers.ts';
import { ruleRole, scoreRole, splitSentences } from './role-cues.ts';

describe('mapVendorSpeakers', () => {
  it('makes the voice that examines and prescribes the vet, whatever letter the vendor gave it', () => {
    const roles = mapVendorSpeakers([
      { speaker: 'A', text: 'Ele vomitou desde ontem, doutora.' },
      { speaker: 'B', text: 'Desde quando? Vou examinar. Temperatura trinta e nove, mucosas normocoradas.' },
      { speaker: 'A', text: 'Sim, lá em casa ele não quer comer.' },
    ]);
    expect(Object.fromEntries(roles)).toEqual({ A: 'tutor', B: 'veterinario' });
  });

  it('calls a third voice "outro", and a lone voice the vet dictating unless it sounds like the tutor', () => {
    const three = mapVendorSpeakers([
      { speaker: 'A', text: 'Vou prescrever maropitant um miligrama por quilo.' },
      { speaker: 'B', text: 'Pode segurar ele aqui.' },
      { speaker: 'C', text: 'Meu cachorro vomitou desde ontem, doutor.' },
    ]);
    expect(Object.fromEntries(three)).toEqual({ A: 'veterinario', B: 'outro', C: 'tutor' });
    expect(mapVendorSpeakers([{ speaker: 'A', text: 'Paciente em bom estado.' }]).get('A')).toBe(
      'veterinario',
    );
    expect(mapVendorSpeakers([{ speaker: 'A', text: 'Ele vomitou, doutora.' }]).get('A')).toBe('tutor');
  });
});

describe('the content rules', () => {
  it('hear history questions and findings as the vet, reports and answers as the tutor', () => {
    expect(ruleRole(scoreRole('Está bebendo água?'))).toBe('veterinario');
    expect(ruleRole(scoreRole('Frequência cardíaca cento e vinte, sopro discreto.'))).toBe('veterinario');
    expect(ruleRole(scoreRole('Amoxicilina vinte miligramas por quilo a cada doze horas.'))).toBe(
      'veterinario',
    );
    expect(ruleRole(scoreRole('Ele vomitou três vezes desde ontem.'))).toBe('tutor');
    expect(ruleRole(scoreRole('Sim, bebe bastante.'))).toBe('tutor');
    expect(ruleRole(scoreRole('É grave, doutora?'))).toBe('tutor');
    expect(ruleRole(scoreRole('Entendi.'))).toBeUndefined();
  });

  it('puts an unplaced sentence with the turn before it, and groups turns into paragraphs', () => {
    expect(fillGaps([undefined, 'tutor', undefined, 'veterinario'])).toEqual([
      'tutor',
      'tutor',
      'tutor',
      'veterinario',
    ]);
    expect(fillGaps([undefined])).toEqual(['veterinario']);
    const sentences = splitSentences('Desde quando? Desde ontem. Ele não come. Vou examinar.');
    expect(groupIntoParagraphs(sentences, ['veterinario', 'tutor', 'tutor', 'veterinario'])).toEqual({
      text: 'Desde quando?\n\nDesde ontem. Ele não come.\n\nVou examinar.',
      labels: [
        { role: 'veterinario', source: 'model' },
        { role: 'tutor', source: 'model' },
        { role: 'veterinario', source: 'model' },
      ],
    });
  });
});
