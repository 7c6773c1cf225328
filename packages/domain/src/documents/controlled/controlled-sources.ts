/**
 * The legal texts behind the controlled-drug lists and receituários, cited by id from every row of
 * `controlled-lists.ts`. `published` is the text's own date (DOU); `read` is when VetVoz last checked it, and
 * `how` says whether the primary text was seen or only a second-hand account (see
 * docs/decisions/043-controlled-receituarios.md). A row must cite one of these; a test fails otherwise.
 */
export interface ControlledSource {
  title: string;
  published: string;
  read: string;
  how: 'texto oficial' | 'fonte secundária';
  where: string;
}

export const CONTROLLED_SOURCES = {
  'port344-anexo1': {
    title:
      'Portaria SVS/MS nº 344/1998, Anexo I (listas A1–F) na atualização vigente publicada pela Anvisa (RDCs de atualização do Anexo I)',
    published: '1998-05-12',
    read: '2026-11-26',
    how: 'fonte secundária',
    where:
      'Lista A1 transcrita (pt.scribd.com, "Lista das Substâncias de Controle Especial"); listas e receituários resumidos em pharmaone.com.br (18/02/2026) e brumconsulting.com.br',
  },
  'port344-adendos': {
    title:
      'Portaria SVS/MS nº 344/1998, Anexo I, adendos das listas A1, A2 e B1 (preparações de tramadol, codeína e fenobarbital em Receita de Controle Especial)',
    published: '1998-05-12',
    read: '2026-11-26',
    how: 'fonte secundária',
    where:
      'Questão de concurso UFRR 2023 (médico-veterinário) citando os adendos; CRMV-MT, receituário de controlados',
  },
  'port344-receituarios': {
    title:
      'Portaria SVS/MS nº 344/1998, Capítulo V (Notificação de Receita A e B, uma substância por notificação, quantidade em algarismos e por extenso; Receita de Controle Especial em 2 vias)',
    published: '1998-05-12',
    read: '2026-11-26',
    how: 'fonte secundária',
    where:
      'Art. 35 §§ 3º–7º citados em material do CRF-SP (2017); normas do DF para prescrição de controlados (médicos e médicos-veterinários)',
  },
  'mapa-837-2025': {
    title:
      'Portaria MAPA nº 837/2025 — Regime de Controle Especial das substâncias sujeitas a controle especial destinadas ao uso veterinário e dos produtos de uso veterinário que as contenham (substitui a IN SDA 35/2017)',
    published: '2026-01-02',
    read: '2026-11-26',
    how: 'texto oficial',
    where:
      'legisweb.com.br/legislacao/?id=488965 (DOU de 2 jan 2026), arts. 1º e 2º lidos; número 837 [fonte secundária]',
  },
  'rdc-1000-2025': {
    title:
      'RDC Anvisa nº 1.000/2025 — receitas e notificações eletrônicas de controlados só em plataformas integradas ao SNCR, com assinatura qualificada (ICP-Brasil); em vigor desde 13/02/2026',
    published: '2025 (em vigor em 2026-02-13)',
    read: '2026-11-26',
    how: 'fonte secundária',
    where: 'CREMEGO e Anfarmag; Vigilância Sanitária de SC (resumo das alterações)',
  },
} as const satisfies Record<string, ControlledSource>;
export type ControlledSourceId = keyof typeof CONTROLLED_SOURCES;
