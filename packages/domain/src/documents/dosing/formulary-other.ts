import { drug, type FormularyDrug, H } from './formulary-types.ts';

/** Cardiology, endocrinology, dermatology and allergy, antidotes. Facts only; see formulary-sources.ts. */
export const OTHER_DRUGS: readonly FormularyDrug[] = [
  drug('furosemida', { brands: ['Lasix', 'Zalix'] }, [
    ['cao', 'oral iv im sc', 0.5, 4, [6, 24], 'plumb10'],
    ['gato', 'oral iv im sc', 0.5, 2, [8, 24], 'plumb10'],
    ['equino', 'iv im', 0.5, 1, [12, 24], 'plumb10'],
  ]),
  drug('enalapril', { aliases: ['maleato de enalapril'], brands: ['Enacard', 'Renitec'] }, [
    ['cao', 'oral', 0.25, 0.5, H.q12_24, 'plumb10'],
    ['gato', 'oral', 0.25, 0.5, H.q24, 'plumb10'],
  ]),
  drug('benazepril', { aliases: ['cloridrato de benazepril'], brands: ['Fortekor'] }, [
    ['cao', 'oral', 0.25, 0.5, H.q24, 'plumb10'],
    ['gato', 'oral', 0.5, 1, H.q24, 'plumb10'],
  ]),
  drug('pimobendan', { aliases: ['pimobendana'], brands: ['Vetmedin'] }, [
    ['cao', 'oral', 0.2, 0.3, H.q12, 'plumb10'],
    ['gato', 'oral', 0.2, 0.3, H.q12, 'plumb10'],
  ]),
  drug('espironolactona', { brands: ['Aldactone'] }, [
    ['cao', 'oral', 1, 2, H.q12_24, 'plumb10'],
    ['gato', 'oral', 1, 2, H.q12_24, 'plumb10'],
  ]),
  drug('anlodipino', { aliases: ['besilato de anlodipino', 'amlodipina'], brands: ['Norvasc'] }, [
    ['cao', 'oral', 0.1, 0.5, H.q12_24, 'plumb10'],
    ['gato', 'oral', 0.625, 1.25, H.q24, 'plumb10', 'mg/animal'],
  ]),
  drug('maleato de oclacitinib', { aliases: ['oclacitinib', 'oclacitinibe'], brands: ['Apoquel'] }, [
    ['cao', 'oral', 0.4, 0.6, H.q12_24, 'ema-apoquel'],
  ]),
  drug('ciclosporina', { brands: ['Atopica', 'Cyclavance', 'Sandimmun'] }, [
    ['cao', 'oral', 5, 5, [24, 96], 'plumb10'],
    ['gato', 'oral', 7, 7, [24, 96], 'plumb10'],
  ]),
  drug('levotiroxina', { aliases: ['levotiroxina sodica'], brands: ['Puran T4', 'Soloxine', 'Synthroid'] }, [
    ['cao', 'oral', 0.01, 0.022, H.q12_24, 'plumb10'],
  ]),
  drug('metimazol', { aliases: ['tiamazol'], brands: ['Tapazol'] }, [
    ['gato', 'oral', 1.25, 5, H.q12_24, 'plumb10', 'mg/animal'],
  ]),
  drug(
    'insulina',
    {
      aliases: ['insulina nph', 'insulina glargina', 'insulina lenta', 'glargina'],
      brands: ['Caninsulin', 'Vetsulin', 'Lantus'],
    },
    [
      ['cao', 'sc', 0.25, 0.5, H.q12, 'plumb10', 'UI/kg', 'dose inicial'],
      ['gato', 'sc', 0.25, 0.5, H.q12, 'plumb10', 'UI/kg', 'dose inicial'],
    ],
  ),
  drug('fitomenadiona', { aliases: ['vitamina k1', 'vitamina k'], brands: ['Kanakion'] }, [
    ['cao', 'oral sc', 1.25, 5, H.q12_24, 'plumb10'],
    ['gato', 'oral sc', 1.25, 5, H.q12_24, 'plumb10'],
  ]),
  drug('difenidramina', { aliases: ['cloridrato de difenidramina'], brands: ['Benadryl'] }, [
    ['cao', 'oral im iv', 1, 4, H.q8_12, 'plumb10'],
    ['gato', 'oral im iv', 1, 4, H.q8_12, 'plumb10'],
  ]),
  drug('hidroxizina', { aliases: ['cloridrato de hidroxizina'], brands: ['Hixizine'] }, [
    ['cao', 'oral', 1, 2.2, H.q8_12, 'plumb10'],
  ]),
  drug('cetirizina', { brands: ['Zyrtec'] }, [
    ['cao', 'oral', 0.5, 1, H.q12_24, 'plumb10'],
    ['gato', 'oral', 1, 1.25, H.q24, 'plumb10'],
  ]),
  drug('sulfato de atropina', { aliases: ['atropina'], brands: [] }, [
    [
      'cao',
      'iv im sc',
      0.02,
      0.04,
      null,
      'plumb10',
      'mg/kg',
      'pré-anestésico; intoxicação por organofosforado: 0,2–0,5 mg/kg',
    ],
    ['gato', 'iv im sc', 0.02, 0.04, null, 'plumb10'],
  ]),
  drug('acetilcisteína', { aliases: ['n-acetilcisteina', 'acetilcisteina'], brands: ['Fluimucil'] }, [
    ['cao', 'oral iv', 50, 140, [4, 8], 'plumb10', 'mg/kg', 'antídoto: 140 mg/kg e depois 70 mg/kg'],
    ['gato', 'oral iv', 50, 140, [4, 8], 'plumb10'],
  ]),
];
