import { drug, type FormularyDrug, H } from './formulary-types.ts';

/** Anaesthetics and sedatives, anticonvulsants and behaviour drugs, antiemetics and gastroprotectors. */
export const NEURO_GI_DRUGS: readonly FormularyDrug[] = [
  drug(
    'cetamina',
    {
      aliases: ['quetamina', 'ketamina', 'cloridrato de cetamina'],
      brands: ['Dopalen', 'Cetamin', 'Ketalar'],
    },
    [
      ['cao', 'iv im', 0.5, 10, null, 'plumb10'],
      ['gato', 'iv im', 0.5, 10, null, 'plumb10'],
      ['equino', 'iv', 2, 2.2, null, 'plumb10'],
    ],
  ),
  drug('propofol', { brands: ['Propovan', 'Diprivan'] }, [
    ['cao', 'iv', 1, 6, null, 'plumb10'],
    ['gato', 'iv', 1, 8, null, 'plumb10'],
  ]),
  drug('tiletamina + zolazepam', { aliases: ['tiletamina', 'zolazepam'], brands: ['Zoletil', 'Telazol'] }, [
    ['cao', 'im iv', 2, 10, null, 'plumb10'],
    ['gato', 'im iv', 2, 10, null, 'plumb10'],
  ]),
  drug('diazepam', { brands: ['Valium', 'Compaz'] }, [
    [
      'cao',
      'iv oral',
      0.2,
      2,
      [8, 12],
      'plumb10',
      'mg/kg',
      'crise convulsiva: 0,5–1 mg/kg IV; 1–2 mg/kg retal',
    ],
    ['gato', 'iv', 0.2, 1, [8, 12], 'plumb10'],
  ]),
  drug('midazolam', { brands: ['Dormonid'] }, [
    ['cao', 'iv im', 0.1, 0.5, null, 'plumb10'],
    ['gato', 'iv im', 0.1, 0.5, null, 'plumb10'],
  ]),
  drug('acepromazina', { aliases: ['maleato de acepromazina'], brands: ['Acepran'] }, [
    ['cao', 'iv im sc', 0.01, 0.1, null, 'plumb10'],
    ['cao', 'oral', 0.5, 2.2, [8, 24], 'plumb10'],
    ['gato', 'iv im sc', 0.01, 0.1, null, 'plumb10'],
    ['equino', 'iv im', 0.02, 0.1, null, 'plumb10'],
  ]),
  drug('xilazina', { aliases: ['cloridrato de xilazina'], brands: ['Rompun', 'Anasedan'] }, [
    ['cao', 'iv im', 0.2, 1.1, null, 'plumb10'],
    ['gato', 'iv im', 0.2, 1.1, null, 'plumb10'],
    ['equino', 'iv', 0.3, 1.1, null, 'plumb10'],
    ['bovino', 'im iv', 0.02, 0.3, null, 'plumb10', 'mg/kg', 'bovinos são muito mais sensíveis que equinos'],
  ]),
  drug('dexmedetomidina', { brands: ['Dexdomitor'] }, [
    ['cao', 'iv im', 0.001, 0.02, null, 'plumb10'],
    ['gato', 'iv im', 0.005, 0.04, null, 'plumb10'],
  ]),
  drug('detomidina', { brands: ['Domosedan', 'Dormiun'] }, [
    ['equino', 'iv im', 0.01, 0.04, null, 'plumb10'],
    ['bovino', 'iv im', 0.01, 0.04, null, 'plumb10'],
  ]),
  drug('fenobarbital', { brands: ['Gardenal'] }, [
    ['cao', 'oral iv', 1, 5, H.q12, 'plumb10'],
    ['gato', 'oral iv', 1, 3, H.q12, 'plumb10'],
  ]),
  drug('levetiracetam', { brands: ['Keppra'] }, [
    ['cao', 'oral iv', 20, 60, H.q8_12, 'plumb10'],
    ['gato', 'oral iv', 20, 30, H.q8, 'plumb10'],
  ]),
  drug('brometo de potássio', { aliases: ['brometo de potassio'], brands: [] }, [
    ['cao', 'oral', 20, 40, H.q12_24, 'plumb10'],
  ]),
  drug('trazodona', { brands: ['Donaren'] }, [['cao', 'oral', 2, 10, [8, 24], 'plumb10']]),
  drug('fluoxetina', { brands: ['Prozac', 'Daforin'] }, [
    ['cao', 'oral', 1, 2, H.q24, 'plumb10'],
    ['gato', 'oral', 0.5, 1, H.q24, 'plumb10'],
  ]),
  drug('clomipramina', { brands: ['Clomicalm', 'Anafranil'] }, [
    ['cao', 'oral', 1, 3, H.q12_24, 'plumb10'],
    ['gato', 'oral', 0.25, 0.5, H.q24, 'plumb10'],
  ]),
  drug('mirtazapina', { brands: ['Remeron', 'Mirataz'] }, [
    ['cao', 'oral', 0.5, 1.3, H.q24, 'plumb10'],
    ['gato', 'oral topica', 1.88, 3.75, [24, 72], 'plumb10', 'mg/animal'],
  ]),
  drug('maropitant', { aliases: ['citrato de maropitant', 'maropitanto'], brands: ['Cerenia'] }, [
    ['cao', 'sc iv', 1, 1, H.q24, 'ema-cerenia'],
    ['cao', 'oral', 2, 8, H.q24, 'ema-cerenia', 'mg/kg', 'cinetose: 8 mg/kg'],
    ['gato', 'sc iv oral', 1, 1, H.q24, 'ema-cerenia'],
  ]),
  drug('ondansetrona', { brands: ['Zofran', 'Vonau'] }, [
    ['cao', 'oral iv sc', 0.1, 1, [6, 12], 'plumb10'],
    ['gato', 'oral iv sc', 0.1, 1, [6, 12], 'plumb10'],
  ]),
  drug('metoclopramida', { brands: ['Plasil'] }, [
    ['cao', 'oral sc im iv', 0.2, 0.5, [6, 8], 'plumb10'],
    ['gato', 'oral sc im iv', 0.2, 0.5, [6, 8], 'plumb10'],
  ]),
  drug('bromoprida', { brands: ['Digesan'] }, [
    ['cao', 'oral sc im iv', 0.5, 1, H.q8_12, 'viana3'],
    ['gato', 'oral sc im iv', 0.5, 1, H.q8_12, 'viana3'],
  ]),
  drug('omeprazol', { brands: ['Gastrogard', 'Losec'] }, [
    ['cao', 'oral', 0.7, 2, H.q12_24, 'plumb10'],
    ['gato', 'oral', 0.7, 1.5, H.q12_24, 'plumb10'],
    ['equino', 'oral', 1, 4, H.q24, 'plumb10'],
  ]),
  drug('pantoprazol', { brands: ['Pantozol'] }, [
    ['cao', 'iv oral', 0.7, 1.5, H.q12_24, 'plumb10'],
    ['gato', 'iv oral', 0.7, 1.5, H.q12_24, 'plumb10'],
  ]),
  drug('esomeprazol', { brands: ['Nexium'] }, [['cao', 'oral iv', 0.5, 1.5, H.q12_24, 'plumb10']]),
  drug('ranitidina', { brands: ['Antak'] }, [
    ['cao', 'oral iv sc', 1, 3.5, H.q8_12, 'plumb10'],
    ['gato', 'oral iv sc', 1, 3.5, H.q12, 'plumb10'],
  ]),
  drug('famotidina', { brands: ['Famox'] }, [
    ['cao', 'oral iv', 0.5, 1.1, H.q12_24, 'plumb10'],
    ['gato', 'oral iv', 0.5, 1.1, H.q12_24, 'plumb10'],
  ]),
  drug('sucralfato', { brands: ['Sucrafilm'] }, [
    ['cao', 'oral', 250, 1000, [6, 12], 'plumb10', 'mg/animal'],
    ['gato', 'oral', 250, 500, H.q8_12, 'plumb10', 'mg/animal'],
  ]),
  drug('butilbrometo de escopolamina', { aliases: ['escopolamina', 'hioscina'], brands: ['Buscopan'] }, [
    ['equino', 'iv', 0.2, 0.3, null, 'plumb10'],
    ['cao', 'iv im oral', 0.2, 0.5, H.q8_12, 'viana3'],
  ]),
  drug('ácido ursodesoxicólico', { aliases: ['ursodiol', 'acido ursodesoxicolico'], brands: ['Ursacol'] }, [
    ['cao', 'oral', 10, 15, H.q12_24, 'plumb10'],
    ['gato', 'oral', 10, 15, H.q24, 'plumb10'],
  ]),
  drug('misoprostol', { brands: ['Cytotec'] }, [['cao', 'oral', 0.002, 0.005, H.q8_12, 'plumb10']]),
  drug('loperamida', { brands: ['Imosec'] }, [['cao', 'oral', 0.1, 0.2, H.q8_12, 'plumb10']]),
];
