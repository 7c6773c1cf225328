import { buildDocumentView } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { moveItem, removeItem, restoreItem } from './item-list.ts';
import { emptySections, placeBlocks, sectionOfPath, sheetSections } from './sheet-sections.ts';

const view = (type: Parameters<typeof buildDocumentView>[0]['type'], content: unknown) =>
  buildDocumentView({
    type,
    content,
    patient: { name: 'Thor', species: 'cao' },
    vet: { name: 'Helena Prado', crmv: { number: '12345', uf: 'SP' } },
    date: '2026-11-21',
  });

describe('sheet sections', () => {
  it('gives every printed block of an atestado de saúde to the section that edits it', () => {
    const sections = sheetSections('atestado-saude');
    const placed = placeBlocks(
      sections,
      view('atestado-saude', {
        finalidade: 'viagem',
        destino: 'Portugal',
        vacinacaoAntirrabica: 'Em dia',
        medidasSanitariasOficiais: true,
      }).blocks,
    );
    expect(placed.map((run) => run.section?.key)).toEqual([
      'finalidade',
      'informacoesSanitarias',
      'medidasSanitariasOficiais',
    ]);
    // Several fields under one printed heading are edited together.
    expect(sections.find((s) => s.key === 'informacoesSanitarias')?.fields).toEqual([
      'destino',
      'vacinacaoAntirrabica',
      'outrasImunizacoes',
      'antiparasitarios',
    ]);
    expect(sectionOfPath(sections, 'outrasImunizacoes')?.key).toBe('informacoesSanitarias');
    expect(emptySections(sections, placed).map((s) => s.key)).toEqual(['avaliacaoClinica', 'observacoes']);
  });

  it('keeps the controlled-drug notice with the receita lines and the identification out of the body', () => {
    const sections = sheetSections('receita');
    const placed = placeBlocks(sections, view('receita', { itens: [{ farmaco: 'Tramadol' }] }).blocks);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.section?.key).toBe('itens');
    expect(placed[0]?.blocks.map((block) => block.kind)).toEqual(['medications', 'notice']);
    expect(emptySections(sections, placed).map((s) => s.key)).toEqual(['orientacoesGerais']);
    expect(sectionOfPath(sections, 'identificacaoAnimal.pelagem')?.inPatientPanel).toBe(true);
  });
});

describe('ordered lists', () => {
  it('moves, removes and puts back an item where it was', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(restoreItem(['a', 'c'], 1, 'b')).toEqual(['a', 'b', 'c']);
    expect(restoreItem(['a'], 5, 'b')).toEqual(['a', 'b']);
  });
});
