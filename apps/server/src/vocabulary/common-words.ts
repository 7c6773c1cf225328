/**
 * Everyday Portuguese words, and the clinical words a vet changes for meaning rather than spelling
 * ("presente" → "ausente"), folded. A correction from or to one of them is an edit of what was said,
 * not a mishearing: learning it would change the next transcripts' meaning.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `
  a o as os um uma uns umas de do da dos das no na nos nas em por para pra pro com sem sob sobre entre ate
  e ou mas nem que se como quando onde porque pois ja ainda nao sim muito muita muitos muitas pouco pouca
  mais menos bem mal so tambem entao agora depois antes hoje ontem amanha sempre nunca tudo nada algo
  eu tu ele ela nos vos eles elas voce voces me te lhe lhes meu minha meus minhas seu sua seus suas
  dele dela deles delas este esta estes estas esse essa esses essas isto isso aquilo aquele aquela
  ser sou e era foi sao eram estar estou esta estava estavam estao ter tem tinha tinham teve ha haver
  fazer faz fez feito ir vai foi vou vamos dar deu dizer disse ver viu vem veio poder pode podia
  querer quer queria saber sabe ficar fica ficou comer come comeu beber bebe bebeu tomar toma tomou
  dia dias semana semanas mes meses ano anos hora horas vez vezes manha tarde noite
  um dois tres quatro cinco seis sete oito nove dez meio meia primeiro segundo terceiro
  presente ausente normal normais alterado alterada aumentado aumentada diminuido diminuida leve
  moderado moderada grave intenso intensa direito direita esquerdo esquerda positivo positiva negativo
  negativa sim bom boa ruim melhor pior igual novo nova velho velha grande pequeno pequena
  macho femea castrado castrada inteiro inteira sinal sinais dor febre tosse vomito diarreia
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** An everyday word, or its plural. */
export function isCommonWord(folded: string): boolean {
  return (
    COMMON_WORDS.has(folded) ||
    (folded.endsWith('s') && COMMON_WORDS.has(folded.slice(0, -1))) ||
    (folded.endsWith('es') && COMMON_WORDS.has(folded.slice(0, -2)))
  );
}
