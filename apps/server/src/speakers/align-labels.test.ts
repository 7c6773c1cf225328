import type { SpeakerLabel } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { alignLabels } from './align-labels.ts';

const vet: SpeakerLabel = { role: 'veterinario', source: 'vendor' };
const tutor: SpeakerLabel = { role: 'tutor', source: 'vet' };
const other: SpeakerLabel = { role: 'outro', source: 'model' };
const before = {
  text: 'Desde quando ele vomita?\n\nDesde ontem, doutora.\n\nTemperatura trinta e nove.',
  labels: [vet, tutor, other],
};

describe('alignLabels', () => {
  it('keeps each label on its paragraph when a word inside one is corrected', () => {
    const after = 'Desde quando ele vomita?\n\nDesde anteontem, doutora.\n\nTemperatura trinta e nove.';
    expect(alignLabels(before, after)).toEqual([vet, tutor, other]);
  });

  it('gives both halves of a split paragraph its label, and a merged one the first label', () => {
    const split = 'Desde quando ele vomita?\n\nDesde ontem.\n\nDoutora.\n\nTemperatura trinta e nove.';
    expect(alignLabels(before, split)).toEqual([vet, tutor, tutor, other]);
    const merged = 'Desde quando ele vomita? Desde ontem, doutora.\n\nTemperatura trinta e nove.';
    expect(alignLabels(before, merged)).toEqual([vet, other]);
  });

  it('follows a deleted or a moved paragraph', () => {
    const deleted = 'Desde quando ele vomita?\n\nTemperatura trinta e nove.';
    expect(alignLabels(before, deleted)).toEqual([vet, other]);
    const added =
      'Bom dia.\n\nDesde quando ele vomita?\n\nDesde ontem, doutora.\n\nTemperatura trinta e nove.';
    expect(alignLabels(before, added)).toEqual([vet, vet, tutor, other]);
  });

  it('labels nothing when nothing was labelled', () => {
    expect(alignLabels({ text: before.text, labels: [] }, before.text)).toEqual([]);
  });
});
