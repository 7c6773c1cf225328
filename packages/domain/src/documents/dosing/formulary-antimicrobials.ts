import { drug, type FormularyDrug, H } from './formulary-types.ts';

/** Antibiotics and antifungals. Facts only; see formulary-sources.ts. */
export const ANTIMICROBIAL_DRUGS: readonly FormularyDrug[] = [
  drug('amoxicilina', { aliases: ['amoxicilina tri-hidratada'], brands: ['Amoxil', 'Agemoxi'] }, [
    ['cao', 'oral sc im', 10, 25, H.q8_12, 'plumb10'],
    ['gato', 'oral sc im', 10, 25, H.q8_12, 'plumb10'],
    ['bovino', 'im sc', 7, 15, [24, 48], 'plumb10'],
  ]),
  drug(
    'amoxicilina + clavulanato',
    {
      aliases: [
        'amoxicilina com clavulanato',
        'amoxicilina com acido clavulanico',
        'amoxicilina + acido clavulanico',
      ],
      brands: ['Synulox', 'Agemoxi CL', 'Clavaseptin', 'Clavulin'],
    },
    [
      ['cao', 'oral sc', 12.5, 25, H.q8_12, 'plumb10'],
      ['gato', 'oral sc', 12.5, 25, H.q8_12, 'plumb10'],
    ],
  ),
  drug('ampicilina', { aliases: ['ampicilina sodica'] }, [
    ['cao', 'iv im sc oral', 10, 40, H.q6_8, 'plumb10'],
    ['gato', 'iv im sc oral', 10, 40, H.q6_8, 'plumb10'],
    ['equino', 'iv im', 10, 30, H.q6_8, 'plumb10'],
  ]),
  drug('cefalexina', { brands: ['Rilexine', 'Keflex', 'Celesporin'] }, [
    ['cao', 'oral', 15, 30, H.q8_12, 'plumb10'],
    ['gato', 'oral', 15, 30, H.q8_12, 'plumb10'],
  ]),
  drug('cefadroxila', { aliases: ['cefadroxil'], brands: ['Cefamox'] }, [
    ['cao', 'oral', 20, 30, H.q12_24, 'plumb10'],
    ['gato', 'oral', 20, 30, H.q24, 'plumb10'],
  ]),
  drug('cefazolina', { aliases: ['cefazolina sodica'], brands: ['Kefazol'] }, [
    ['cao', 'iv im', 15, 30, [1.5, 8], 'plumb10', 'mg/kg', 'profilaxia cirúrgica: repetir a cada 90 min'],
    ['gato', 'iv im', 15, 30, [1.5, 8], 'plumb10'],
  ]),
  drug('cefovecina', { aliases: ['cefovecina sodica'], brands: ['Convenia'] }, [
    ['cao', 'sc', 8, 8, [336, 336], 'ema-convenia'],
    ['gato', 'sc', 8, 8, [336, 336], 'ema-convenia'],
  ]),
  drug('ceftriaxona', { brands: ['Rocefin'] }, [
    ['cao', 'iv im sc', 15, 50, H.q12_24, 'plumb10'],
    ['gato', 'iv im sc', 15, 50, H.q12_24, 'plumb10'],
  ]),
  drug('ceftiofur', { aliases: ['ceftiofur sodico', 'cloridrato de ceftiofur'], brands: ['Excenel'] }, [
    ['bovino', 'im sc', 1, 2.2, H.q24, 'plumb10'],
    ['suino', 'im', 3, 5, H.q24, 'plumb10'],
    ['equino', 'im', 2.2, 4.4, H.q24, 'plumb10'],
  ]),
  drug('enrofloxacino', { aliases: ['enrofloxacina'], brands: ['Baytril', 'Flotril', 'Enrotrat'] }, [
    ['cao', 'oral sc im iv', 5, 20, H.q24, 'plumb10'],
    [
      'gato',
      'oral sc im iv',
      5,
      5,
      H.q24,
      'wiebe2002',
      'mg/kg',
      'máximo 5 mg/kg/dia em gatos (risco de degeneração retiniana)',
    ],
    ['bovino', 'sc iv', 2.5, 12.5, [24, 48], 'plumb10'],
    ['equino', 'oral iv', 5, 7.5, H.q24, 'plumb10'],
  ]),
  drug('marbofloxacino', { aliases: ['marbofloxacina'], brands: ['Marbopet', 'Marbocyl'] }, [
    ['cao', 'oral sc iv', 2, 5.5, H.q24, 'plumb10'],
    ['gato', 'oral sc iv', 2, 5.5, H.q24, 'plumb10'],
    ['bovino', 'im iv sc', 2, 8, [24, 48], 'plumb10'],
  ]),
  drug('ciprofloxacino', { aliases: ['ciprofloxacina'], brands: ['Cipro'] }, [
    ['cao', 'oral', 10, 25, H.q24, 'plumb10'],
  ]),
  drug(
    'doxiciclina',
    { aliases: ['hiclato de doxiciclina'], brands: ['Doxitec', 'Doxifin', 'Vibramicina'] },
    [
      ['cao', 'oral iv', 5, 10, H.q12_24, 'plumb10'],
      ['gato', 'oral iv', 5, 10, H.q12_24, 'plumb10'],
      ['equino', 'oral', 10, 10, H.q12, 'plumb10'],
    ],
  ),
  drug('oxitetraciclina', { aliases: ['cloridrato de oxitetraciclina'], brands: ['Terramicina'] }, [
    ['bovino', 'im iv sc', 6.6, 20, [24, 96], 'plumb10', 'mg/kg', 'longa ação: 20 mg/kg a cada 48–72 h'],
    ['suino', 'im', 6.6, 20, [24, 96], 'plumb10'],
    ['equino', 'iv', 5, 10, H.q12_24, 'plumb10'],
  ]),
  drug('azitromicina', { brands: ['Zitromax', 'Azi'] }, [
    ['cao', 'oral', 5, 10, H.q24_48, 'plumb10'],
    ['gato', 'oral', 5, 15, [24, 72], 'plumb10'],
  ]),
  drug('clindamicina', { aliases: ['cloridrato de clindamicina'], brands: ['Antirobe', 'Dalacin'] }, [
    ['cao', 'oral iv im sc', 5, 25, H.q12_24, 'plumb10'],
    ['gato', 'oral iv im sc', 5, 25, H.q12_24, 'plumb10'],
  ]),
  drug('metronidazol', { aliases: ['benzoato de metronidazol'], brands: ['Flagyl'] }, [
    ['cao', 'oral iv', 7.5, 25, H.q12_24, 'plumb10'],
    ['gato', 'oral iv', 7.5, 25, H.q12_24, 'plumb10'],
    ['equino', 'oral', 15, 25, [6, 12], 'plumb10'],
  ]),
  drug(
    'sulfametoxazol + trimetoprima',
    {
      aliases: [
        'sulfametoxazol com trimetoprima',
        'sulfa com trimetoprim',
        'sulfadiazina + trimetoprima',
        'sulfametoxazol',
      ],
      brands: ['Bactrim', 'Trissulfin'],
    },
    [
      ['cao', 'oral', 15, 30, H.q12_24, 'plumb10'],
      ['gato', 'oral', 15, 30, H.q12_24, 'plumb10'],
      ['equino', 'oral iv', 24, 30, H.q12, 'plumb10'],
      ['bovino', 'iv im', 16, 25, H.q12_24, 'plumb10'],
    ],
  ),
  drug('gentamicina', { aliases: ['sulfato de gentamicina'], brands: ['Gentocin', 'Garamicina'] }, [
    ['cao', 'iv im sc', 5, 9, H.q24, 'plumb10'],
    ['gato', 'iv im sc', 5, 8, H.q24, 'plumb10'],
    ['equino', 'iv im', 6.6, 6.6, H.q24, 'plumb10'],
  ]),
  drug('amicacina', { aliases: ['sulfato de amicacina'], brands: ['Novamin'] }, [
    ['cao', 'iv im sc', 15, 30, H.q24, 'plumb10'],
    ['gato', 'iv im sc', 10, 15, H.q24, 'plumb10'],
    ['equino', 'iv im', 10, 10, H.q24, 'plumb10'],
  ]),
  drug(
    'penicilina',
    { aliases: ['penicilina g procaina', 'benzilpenicilina procaina', 'penicilina g potassica'] },
    [
      ['cao', 'im sc iv', 20000, 40000, [6, 24], 'plumb10', 'UI/kg'],
      ['gato', 'im sc iv', 20000, 40000, [6, 24], 'plumb10', 'UI/kg'],
      ['bovino', 'im', 20000, 44000, H.q12_24, 'plumb10', 'UI/kg'],
      ['equino', 'im iv', 20000, 44000, [6, 24], 'plumb10', 'UI/kg'],
    ],
  ),
  drug('florfenicol', { brands: ['Nuflor'] }, [
    [
      'bovino',
      'im sc',
      20,
      40,
      [48, 96],
      'plumb10',
      'mg/kg',
      '20 mg/kg IM a cada 48 h ou 40 mg/kg SC dose única',
    ],
    ['suino', 'im', 15, 15, H.q48, 'plumb10'],
  ]),
  drug('tilosina', { aliases: ['tartarato de tilosina'], brands: ['Tylan'] }, [
    ['cao', 'oral', 7, 25, [8, 24], 'plumb10'],
    ['bovino', 'im', 10, 20, H.q24, 'plumb10'],
  ]),
  drug('tulatromicina', { brands: ['Draxxin'] }, [
    ['bovino', 'sc', 2.5, 2.5, null, 'ema-draxxin'],
    ['suino', 'im', 2.5, 2.5, null, 'ema-draxxin'],
  ]),
  drug('itraconazol', { brands: ['Itrafungol', 'Sporanox'] }, [
    ['cao', 'oral', 5, 10, H.q24, 'plumb10'],
    ['gato', 'oral', 5, 10, H.q24, 'plumb10'],
  ]),
  drug('cetoconazol', { brands: ['Nizoral'] }, [['cao', 'oral', 5, 10, H.q12_24, 'plumb10']]),
  drug('fluconazol', { brands: ['Zoltec'] }, [
    ['cao', 'oral iv', 5, 10, H.q12_24, 'plumb10'],
    ['gato', 'oral iv', 5, 10, H.q12_24, 'plumb10'],
  ]),
  drug('terbinafina', { brands: ['Lamisil'] }, [
    ['cao', 'oral', 20, 40, H.q24, 'plumb10'],
    ['gato', 'oral', 20, 40, H.q24, 'plumb10'],
  ]),
  drug('griseofulvina', { brands: ['Fulcin'] }, [
    ['cao', 'oral', 25, 50, H.q12_24, 'plumb10'],
    ['gato', 'oral', 25, 50, H.q12_24, 'plumb10'],
  ]),
];
