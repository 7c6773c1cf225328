import { drug, type FormularyDrug, H } from './formulary-types.ts';

/** Antiparasitics (endo and ecto) and antiprotozoals. Facts only; see formulary-sources.ts. */
export const ANTIPARASITIC_DRUGS: readonly FormularyDrug[] = [
  drug('ivermectina', { brands: ['Ivomec', 'Mectimax'] }, [
    ['cao', 'oral sc', 0.2, 0.6, [24, 336], 'plumb10', 'mg/kg', 'sarnas e demodicose'],
    ['cao', 'oral', 0.006, 0.012, H.month, 'plumb10', 'mg/kg', 'dose preventiva de dirofilariose'],
    ['gato', 'oral sc', 0.2, 0.3, [168, 336], 'plumb10'],
    ['bovino', 'sc', 0.2, 0.2, null, 'plumb10'],
    ['bovino', 'topica', 0.5, 0.5, null, 'plumb10', 'mg/kg', 'pour-on'],
    ['equino', 'oral', 0.2, 0.2, null, 'plumb10'],
    ['suino', 'sc', 0.3, 0.3, null, 'plumb10'],
    ['pequeno-ruminante', 'oral sc', 0.2, 0.2, null, 'plumb10'],
  ]),
  drug('moxidectina', { brands: ['Cydectin', 'Equest'] }, [
    ['equino', 'oral', 0.4, 0.4, null, 'plumb10'],
    ['bovino', 'sc', 0.2, 0.2, null, 'plumb10'],
    ['bovino', 'topica', 0.5, 0.5, null, 'plumb10', 'mg/kg', 'pour-on'],
  ]),
  drug('doramectina', { brands: ['Dectomax'] }, [
    ['bovino', 'sc im', 0.2, 0.2, null, 'plumb10'],
    ['suino', 'im', 0.3, 0.3, null, 'plumb10'],
  ]),
  drug('abamectina', { brands: [] }, [['bovino', 'sc', 0.2, 0.2, null, 'papich5']]),
  drug('albendazol', { brands: ['Valbazen', 'Zentel'] }, [
    ['bovino', 'oral', 7.5, 10, null, 'plumb10'],
    ['pequeno-ruminante', 'oral', 5, 7.5, null, 'plumb10'],
    ['cao', 'oral', 25, 25, H.q12, 'plumb10', 'mg/kg', 'giardíase'],
  ]),
  drug('fembendazol', { aliases: ['fenbendazol'], brands: ['Panacur'] }, [
    ['cao', 'oral', 50, 50, H.q24, 'plumb10'],
    ['gato', 'oral', 50, 50, H.q24, 'plumb10'],
    ['equino', 'oral', 5, 10, null, 'plumb10'],
    ['bovino', 'oral', 5, 10, null, 'plumb10'],
  ]),
  drug('praziquantel', { brands: ['Droncit'] }, [
    ['cao', 'oral sc im', 5, 10, null, 'plumb10'],
    ['gato', 'oral sc im', 5, 10, null, 'plumb10'],
  ]),
  drug('pamoato de pirantel', { aliases: ['pirantel'], brands: [] }, [
    ['cao', 'oral', 5, 15, null, 'plumb10'],
    ['gato', 'oral', 5, 20, null, 'plumb10'],
    ['equino', 'oral', 6.6, 13.2, null, 'plumb10'],
  ]),
  drug('milbemicina oxima', { aliases: ['milbemicina'], brands: [] }, [
    ['cao', 'oral', 0.5, 2, [24, 744], 'plumb10', 'mg/kg', 'mensal; diária na demodicose'],
    ['gato', 'oral', 2, 4, H.month, 'plumb10'],
  ]),
  drug('fluralaner', { brands: ['Bravecto'] }, [
    ['cao', 'oral topica', 25, 56, H.quarter, 'ema-bravecto'],
    ['gato', 'topica', 40, 94, H.quarter, 'ema-bravecto'],
  ]),
  drug('afoxolaner', { brands: ['NexGard'] }, [['cao', 'oral', 2.5, 6.9, H.month, 'ema-nexgard']]),
  drug('sarolaner', { brands: ['Simparic', 'Simparica'] }, [['cao', 'oral', 2, 4, H.month, 'ema-simparica']]),
  drug('lotilaner', { brands: ['Credeli', 'Credelio'] }, [
    ['cao', 'oral', 20, 43, H.month, 'ema-credelio'],
    ['gato', 'oral', 6, 24, H.month, 'ema-credelio'],
  ]),
  drug('selamectina', { brands: ['Revolution'] }, [
    ['cao', 'topica', 6, 12, H.month, 'plumb10'],
    ['gato', 'topica', 6, 12, H.month, 'plumb10'],
  ]),
  drug('imidacloprida', { aliases: ['imidacloprid'], brands: ['Advantage'] }, [
    ['cao', 'topica', 10, 25, H.month, 'plumb10'],
    ['gato', 'topica', 10, 25, H.month, 'plumb10'],
  ]),
  drug('permetrina', { brands: [] }, [['cao', 'topica', 40, 60, H.month, 'plumb10']]),
  drug('toltrazurila', { aliases: ['toltrazuril'], brands: ['Baycox'] }, [
    ['suino', 'oral', 20, 20, null, 'plumb10'],
    ['bovino', 'oral', 15, 15, null, 'plumb10'],
  ]),
  drug('dipropionato de imidocarb', { aliases: ['imidocarb', 'imidocarbe'], brands: ['Imizol'] }, [
    ['cao', 'im sc', 5, 6.6, [336, 336], 'plumb10'],
    ['bovino', 'sc im', 1.2, 3, null, 'plumb10'],
  ]),
  drug('aceturato de diminazeno', { aliases: ['diminazeno', 'diminazene'], brands: ['Ganaseg'] }, [
    ['cao', 'im', 3.5, 3.5, null, 'plumb10'],
    ['bovino', 'im', 3.5, 3.5, null, 'plumb10'],
  ]),
  drug('alopurinol', { brands: ['Zyloric'] }, [['cao', 'oral', 10, 20, H.q12_24, 'plumb10']]),
  drug('miltefosina', { brands: ['Milteforan'] }, [['cao', 'oral', 2, 2, H.q24, 'mapa-milteforan']]),
];
