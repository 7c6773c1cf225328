import { MEMBER_STATUS_LABELS, UNIT_ROLE_LABELS, type UnitUsage } from '@vetvoz/domain';
import { formatUnitDate } from './format.ts';

/**
 * The usage as a spreadsheet Brazilian Excel opens with a double click: `;` between fields (the comma is
 * the decimal mark there), CRLF lines, and a BOM so accents are read as UTF-8.
 */
const SEPARATOR = ';';
const BOM = '\uFEFF';

/** Quotes a field when needed, and defuses one that a spreadsheet would run as a formula (=, +, -, @). */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function line(fields: (string | number)[]): string {
  return fields.map(csvField).join(SEPARATOR);
}

const HEADERS = ['Período', 'Início', 'Fim', 'Membro', 'E-mail', 'Papel', 'Situação', 'Consultas'];

/** This period per member and its total, then each closed period per member and its total. */
export function usageCsv(usage: UnitUsage): string {
  const lastDay = (end: string) => formatUnitDate(new Date(new Date(end).getTime() - 1).toISOString());
  const current = ['Atual', formatUnitDate(usage.quota.periodStart), lastDay(usage.quota.periodEnd)];
  const rows: (string | number)[][] = [HEADERS];
  for (const member of usage.members)
    rows.push([
      ...current,
      member.name,
      member.email,
      member.role ? UNIT_ROLE_LABELS[member.role] : 'Ex-membro',
      member.status ? MEMBER_STATUS_LABELS[member.status] : '',
      member.consultations,
    ]);
  rows.push([...current, 'Total da unidade', '', '', '', usage.total]);
  for (const period of usage.previousPeriods) {
    const closed = ['Anterior', formatUnitDate(period.periodStart), lastDay(period.periodEnd)];
    for (const member of period.members)
      rows.push([...closed, member.name, '', '', '', member.consultations]);
    rows.push([...closed, 'Total da unidade', '', '', '', period.total]);
  }
  return `${BOM}${rows.map(line).join('\r\n')}\r\n`;
}

/** "uso-clinica-boa-vista-2026-11-24.csv": the unit's name without accents or spaces, and today's date. */
export function usageFileName(unitName: string, today: Date): string {
  const slug = unitName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `uso-${slug || 'unidade'}-${today.toISOString().slice(0, 10)}.csv`;
}

/** Saves the text as a file through a temporary link (no server round trip: the page has the numbers). */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the blob after the click returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
