/**
 * The public references behind the formulary's rows, cited by id. Facts (ranges, intervals) were taken
 * from them as numbers only; no text is copied. Written from the editions named here without a network
 * check: docs/decisions/037-dose-check-formulary.md lists what must be re-read against the books before a
 * row is trusted further than "usual range".
 */
export const FORMULARY_SOURCES = {
  plumb10: "Plumb's Veterinary Drug Handbook, 10ª ed. (Budde JA, McCluskey DM; Wiley-Blackwell, 2023)",
  bsava11: 'BSAVA Small Animal Formulary, 11ª ed., Parte A: cães e gatos (BSAVA, 2023)',
  papich5: 'Papich Handbook of Veterinary Drugs, 5ª ed. (Papich MG; Elsevier, 2021)',
  viana3: 'Guia Terapêutico Veterinário, 3ª ed. (Viana FAB; Editora CEM, Lagoa Santa, 2014)',
  'ema-metacam': 'Bula (SPC/EPAR, EMA) de Metacam — meloxicam (Boehringer Ingelheim Vetmedica)',
  'ema-previcox': 'Bula (SPC/EPAR, EMA) de Previcox — firocoxibe (Boehringer Ingelheim)',
  'ema-onsior': 'Bula (SPC/EPAR, EMA) de Onsior — robenacoxibe (Elanco)',
  'ema-galliprant': 'Bula (SPC/EPAR, EMA) de Galliprant — grapipranto (Elanco)',
  'ema-cerenia': 'Bula (SPC/EPAR, EMA) de Cerenia — citrato de maropitant (Zoetis)',
  'ema-convenia': 'Bula (SPC/EPAR, EMA) de Convenia — cefovecina (Zoetis)',
  'ema-bravecto': 'Bula (SPC/EPAR, EMA) de Bravecto — fluralaner (MSD Saúde Animal)',
  'ema-nexgard': 'Bula (SPC/EPAR, EMA) de NexGard — afoxolaner (Boehringer Ingelheim)',
  'ema-simparica': 'Bula (SPC/EPAR, EMA) de Simparica (Simparic no Brasil) — sarolaner (Zoetis)',
  'ema-credelio': 'Bula (SPC/EPAR, EMA) de Credelio — lotilaner (Elanco)',
  'ema-apoquel': 'Bula (SPC/EPAR, EMA) de Apoquel — maleato de oclacitinib (Zoetis)',
  'ema-draxxin': 'Bula (SPC/EPAR, EMA) de Draxxin — tulatromicina (Zoetis)',
  'mapa-milteforan':
    'Bula de Milteforan — miltefosina (Virbac), produto registrado no MAPA para leishmaniose visceral canina (Nota Técnica Conjunta MAPA/MS nº 001/2016)',
  mealey2001:
    'Mealey KL, Bentjen SA, Gay JM, Cantor GH. Ivermectin sensitivity in collies is associated with a deletion mutation of the mdr1 gene. Pharmacogenetics 2001;11(8):727–733',
  sartor2004:
    'Sartor LL, Bentjen SA, Trepanier L, Mealey KL. Loperamide toxicity in a collie with the MDR1 mutation associated with ivermectin sensitivity. J Vet Intern Med 2004;18(1):117–118',
  boland2010:
    'Boland LA, Angles JM. Feline permethrin toxicity: retrospective study of 42 cases. J Feline Med Surg 2010;12(2):61–71',
  allen2003: 'Allen AL. The diagnosis of acetaminophen toxicosis in the cat. Can Vet J 2003;44(6):509–510',
  boothe2002:
    'Boothe DM, George KL, Couch P. Disposition and clinical use of bromide in cats. J Am Vet Med Assoc 2002;221(8):1131–1135',
  wiebe2002:
    'Wiebe V, Hamilton P. Fluoroquinolone-induced retinal degeneration in cats. J Am Vet Med Assoc 2002;221(11):1568–1571',
} as const;
export type FormularySourceId = keyof typeof FORMULARY_SOURCES;

/** A short name for a flag's text: "Plumb's 10ª ed.", "bula de Metacam". */
export function shortSourceName(id: FormularySourceId): string {
  const short: Partial<Record<FormularySourceId, string>> = {
    plumb10: "Plumb's, 10ª ed.",
    bsava11: 'BSAVA Small Animal Formulary, 11ª ed.',
    papich5: 'Papich, 5ª ed.',
    viana3: 'Viana, Guia Terapêutico Veterinário, 3ª ed.',
  };
  const named = short[id];
  if (named) return named;
  const citation = FORMULARY_SOURCES[id];
  const product = /\) de ([^\s(]+)/.exec(citation)?.[1];
  if (product) return `bula de ${product}`;
  // Papers: first author and year.
  const author = citation.split(' ')[0]?.replace(/,$/, '') ?? citation;
  const year = /(\d{4});/.exec(citation)?.[1];
  return year ? `${author} et al., ${year}` : citation;
}
