import type { UnitUsage } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { csvField, usageCsv, usageFileName } from './usage-csv.ts';

const usage: UnitUsage = {
  unitId: 'u1',
  unitName: 'Clínica Boa Vista',
  plan: 'gratis',
  quota: {
    used: 3,
    limit: 10,
    remaining: 7,
    periodStart: '2026-11-01T03:00:00.000Z',
    periodEnd: '2026-12-01T03:00:00.000Z',
  },
  total: 3,
  members: [
    { userID: 'a', name: 'Ana Souza', email: 'ana@x.com', role: 'owner', status: 'active', consultations: 2 },
    { userID: 'b', name: 'Bruno; "Bê"', email: 'b@x.com', role: null, status: null, consultations: 1 },
  ],
  previousPeriods: [
    {
      periodStart: '2026-10-01T03:00:00.000Z',
      periodEnd: '2026-11-01T03:00:00.000Z',
      total: 5,
      limit: 10,
      members: [{ userID: 'a', name: 'Ana Souza', consultations: 5 }],
    },
  ],
};

describe('usage CSV', () => {
  it('has pt-BR headers, ; separators, CRLF lines and a BOM for Excel', () => {
    const text = usageCsv(usage);
    expect(text.startsWith('\uFEFFPeríodo;Início;Fim;Membro;E-mail;Papel;Situação;Consultas\r\n')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Período;Início;Fim;Membro;E-mail;Papel;Situação;Consultas',
      'Atual;01/11/2026;30/11/2026;Ana Souza;ana@x.com;Proprietário(a);Ativo;2',
      'Atual;01/11/2026;30/11/2026;"Bruno; ""Bê""";b@x.com;Ex-membro;;1',
      'Atual;01/11/2026;30/11/2026;Total da unidade;;;;3',
      'Anterior;01/10/2026;31/10/2026;Ana Souza;;;;5',
      'Anterior;01/10/2026;31/10/2026;Total da unidade;;;;5',
    ]);
  });

  it('defuses fields a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+5511')).toBe("'+5511");
    expect(csvField(-3)).toBe('-3');
  });

  it('names the file after the unit and the day', () => {
    expect(usageFileName('Clínica São Francisco / Centro', new Date('2026-11-24T12:00:00Z'))).toBe(
      'uso-clinica-sao-francisco-centro-2026-11-24.csv',
    );
    expect(usageFileName('***', new Date('2026-11-24T12:00:00Z'))).toBe('uso-unidade-2026-11-24.csv');
  });
});
