import { drug, type FormularyDrug, H } from './formulary-types.ts';

/** Anti-inflammatories, corticoids, analgesics and opioids. Facts only; see formulary-sources.ts. */
export const ANALGESIC_DRUGS: readonly FormularyDrug[] = [
  drug('meloxicam', { brands: ['Maxicam', 'Metacam'] }, [
    ['cao', 'oral sc iv', 0.1, 0.2, H.q24, 'ema-metacam'],
    ['gato', 'oral', 0.025, 0.1, H.q24, 'ema-metacam'],
    ['gato', 'sc', 0.2, 0.3, null, 'ema-metacam', 'mg/kg', 'dose única pré ou pós-operatória'],
    ['bovino', 'sc iv', 0.5, 0.5, null, 'ema-metacam'],
    ['equino', 'oral iv', 0.6, 0.6, H.q24, 'ema-metacam'],
    ['suino', 'im', 0.4, 0.4, null, 'ema-metacam'],
  ]),
  drug('carprofeno', { aliases: ['carprofen'], brands: ['Rimadyl', 'Carproflan'] }, [
    ['cao', 'oral sc iv', 2, 4.4, H.q12_24, 'plumb10'],
    ['gato', 'sc iv', 1, 4, null, 'bsava11', 'mg/kg', 'dose única perioperatória'],
    ['bovino', 'sc iv', 1.4, 1.4, null, 'plumb10'],
  ]),
  drug('cetoprofeno', { aliases: ['ketoprofeno'], brands: ['Ketofen', 'Profenid'] }, [
    ['cao', 'oral sc im iv', 1, 2, H.q24, 'plumb10'],
    ['gato', 'oral sc im iv', 1, 2, H.q24, 'plumb10'],
    ['bovino', 'im iv', 3, 3, H.q24, 'plumb10'],
    ['equino', 'iv', 2.2, 2.2, H.q24, 'plumb10'],
  ]),
  drug('firocoxibe', { aliases: ['firocoxib'], brands: ['Previcox'] }, [
    ['cao', 'oral', 5, 5, H.q24, 'ema-previcox'],
    ['equino', 'oral iv', 0.09, 0.1, H.q24, 'plumb10'],
  ]),
  drug('robenacoxibe', { aliases: ['robenacoxib'], brands: ['Onsior'] }, [
    ['cao', 'oral', 1, 2, H.q24, 'ema-onsior'],
    ['cao', 'sc', 2, 2, H.q24, 'ema-onsior'],
    ['gato', 'oral', 1, 2.4, H.q24, 'ema-onsior'],
    ['gato', 'sc', 2, 2, H.q24, 'ema-onsior'],
  ]),
  drug('grapipranto', { aliases: ['grapiprant'], brands: ['Galliprant'] }, [
    ['cao', 'oral', 2, 2, H.q24, 'ema-galliprant'],
  ]),
  drug('fenilbutazona', { brands: ['Equipalazone'] }, [['equino', 'oral iv', 2.2, 4.4, H.q12_24, 'plumb10']]),
  drug(
    'flunixina meglumina',
    { aliases: ['flunixina', 'flunixin', 'flunixin meglumine'], brands: ['Banamine'] },
    [
      ['cao', 'iv sc', 0.25, 1.1, H.q24, 'plumb10'],
      ['equino', 'iv im oral', 0.25, 1.1, H.q12_24, 'plumb10'],
      ['bovino', 'iv', 1.1, 2.2, H.q24, 'plumb10'],
      ['suino', 'im', 2.2, 2.2, H.q24, 'plumb10'],
    ],
  ),
  drug('dipirona', { aliases: ['metamizol', 'dipirona sodica'], brands: ['Novalgina', 'D-500'] }, [
    ['cao', 'oral iv im sc', 20, 35, H.q8_12, 'plumb10'],
    ['gato', 'oral iv im sc', 12.5, 25, H.q12_24, 'plumb10'],
    ['equino', 'iv im', 10, 25, [8, 24], 'viana3'],
    ['bovino', 'iv im', 20, 40, H.q8_12, 'viana3'],
  ]),
  drug('paracetamol', { aliases: ['acetaminofeno', 'acetaminofen'], brands: ['Tylenol'] }, [
    ['cao', 'oral', 10, 15, H.q8_12, 'plumb10'],
  ]),
  drug('ácido acetilsalicílico', { aliases: ['aspirina', 'aas'], brands: ['Aspirina'] }, [
    ['cao', 'oral', 0.5, 25, H.q12_24, 'plumb10'],
    ['gato', 'oral', 1, 25, [48, 72], 'plumb10'],
  ]),
  drug('piroxicam', { brands: ['Feldene'] }, [
    ['cao', 'oral', 0.3, 0.3, H.q24_48, 'plumb10'],
    ['gato', 'oral', 0.3, 0.3, H.q24_48, 'plumb10'],
  ]),
  drug('prednisolona', { aliases: ['acetato de prednisolona'], brands: ['Prediderm', 'Predsim'] }, [
    ['cao', 'oral', 0.25, 2.2, [12, 48], 'plumb10'],
    ['gato', 'oral', 0.5, 4, [12, 48], 'plumb10'],
  ]),
  drug('prednisona', { brands: ['Meticorten'] }, [['cao', 'oral', 0.25, 2.2, [12, 48], 'plumb10']]),
  drug('dexametasona', { aliases: ['fosfato de dexametasona'], brands: ['Azium', 'Decadron'] }, [
    ['cao', 'oral iv im sc', 0.05, 0.5, H.q24_48, 'plumb10'],
    ['gato', 'oral iv im sc', 0.05, 0.5, H.q24_48, 'plumb10'],
    ['equino', 'iv im oral', 0.02, 0.2, H.q24, 'plumb10'],
    ['bovino', 'iv im', 0.02, 0.2, H.q24, 'plumb10'],
  ]),
  drug('tramadol', { aliases: ['cloridrato de tramadol'], brands: ['Tramal', 'Cronidor'] }, [
    ['cao', 'oral iv im sc', 2, 5, [6, 12], 'plumb10'],
    ['gato', 'oral iv im sc', 1, 4, H.q8_12, 'plumb10'],
  ]),
  drug('metadona', { aliases: ['cloridrato de metadona'], brands: ['Mytedom'] }, [
    ['cao', 'iv im sc', 0.1, 0.5, [3, 8], 'plumb10'],
    ['gato', 'iv im sc', 0.1, 0.3, [3, 8], 'plumb10'],
  ]),
  drug('morfina', { aliases: ['sulfato de morfina'], brands: ['Dimorf'] }, [
    ['cao', 'im sc iv', 0.1, 1, [2, 6], 'plumb10'],
    ['gato', 'im sc iv', 0.05, 0.2, [4, 6], 'plumb10'],
  ]),
  drug('butorfanol', { aliases: ['tartarato de butorfanol'], brands: ['Torbugesic', 'Torbutrol'] }, [
    ['cao', 'iv im sc', 0.1, 0.4, [1, 6], 'plumb10'],
    ['cao', 'oral', 0.5, 1, [6, 12], 'plumb10', 'mg/kg', 'antitussígeno'],
    ['gato', 'iv im sc', 0.1, 0.4, [1, 6], 'plumb10'],
    ['equino', 'iv im', 0.01, 0.1, [3, 4], 'plumb10'],
  ]),
  drug('buprenorfina', { brands: ['Temgesic'] }, [
    ['cao', 'iv im sc', 0.01, 0.03, [6, 8], 'plumb10'],
    ['gato', 'iv im sc oral', 0.01, 0.03, [6, 8], 'plumb10'],
  ]),
  drug('gabapentina', { brands: ['Neurontin'] }, [
    ['cao', 'oral', 5, 20, H.q8_12, 'plumb10'],
    ['gato', 'oral', 5, 30, [8, 24], 'plumb10'],
  ]),
  drug('amantadina', { brands: ['Mantidan'] }, [
    ['cao', 'oral', 3, 5, H.q12_24, 'plumb10'],
    ['gato', 'oral', 3, 5, H.q24, 'plumb10'],
  ]),
];
