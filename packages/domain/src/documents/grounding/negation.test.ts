import { describe, expect, it } from 'vitest';
import { DRUG_GROUPS } from '../drug-names.ts';
import { drugStatements, ruledOutDrugs } from './negation.ts';

const groupOf = (name: string) => DRUG_GROUPS.findIndex((names) => names.includes(name));

/** Each drug said in the text (as written) with what the sentence does with it. */
const polarities = (text: string) =>
  drugStatements(text).map((s) => `${text.slice(s.start, s.end)}:${s.polarity}`);

const ruledOut = (...texts: string[]) =>
  [...ruledOutDrugs(texts).keys()].map((group) => DRUG_GROUPS[group]?.[0]).sort();

describe('drugStatements', () => {
  it.each([
    ['ivermectina não, ele é collie', 'ivermectina'],
    ['Ivermectina não.', 'Ivermectina'],
    ['Não vamos usar meloxicam.', 'meloxicam'],
    ['não vou passar meloxicam pra ele', 'meloxicam'],
    ['Sem dipirona, por favor.', 'dipirona'],
    ['vai ficar sem dipirona', 'dipirona'],
    ['Suspende o cetoprofeno.', 'cetoprofeno'],
    ['suspender o uso do cetoprofeno', 'cetoprofeno'],
    ['pode parar de dar o tramadol', 'tramadol'],
    ['tira o omeprazol', 'omeprazol'],
    ['Nada de prednisolona por enquanto.', 'prednisolona'],
    ['não pode tomar meloxicam de jeito nenhum', 'meloxicam'],
    ['não é para dar dipirona', 'dipirona'],
    ['não precisa mais de amoxicilina', 'amoxicilina'],
    ['não recomendo carprofeno nesse caso', 'carprofeno'],
    ['o meloxicam ele não pode tomar, é renal', 'meloxicam'],
    ['meloxicam não vamos usar', 'meloxicam'],
    ['Meloxicam não pode porque ele tem doença renal.', 'Meloxicam'],
    ['meloxicam está contraindicado', 'meloxicam'],
    ['ele tem alergia a dipirona', 'dipirona'],
    ['evitar cetoprofeno', 'cetoprofeno'],
    ['vamos trocar o meloxicam por carprofeno', 'meloxicam'],
    ['nunca dar paracetamol para gato', 'paracetamol'],
    ['não quero que ele tome tramadol', 'tramadol'],
    ['Ivomec não, ele é collie', 'Ivomec'],
    ['Meloxicam? Não. Ele é renal.', 'Meloxicam'],
    ['Meloxicam, não, ele é renal.', 'Meloxicam'],
    ['ivermectina de jeito nenhum', 'ivermectina'],
    ['dipirona nem pensar', 'dipirona'],
    ['eu não usaria meloxicam nele', 'meloxicam'],
    ['o meloxicam a gente não vai usar', 'meloxicam'],
    ['sem necessidade de amoxicilina agora', 'amoxicilina'],
    ['não há necessidade de amoxicilina', 'amoxicilina'],
    ['tirando o cetoprofeno, o resto continua igual', 'cetoprofeno'],
    ['contraindicado o uso de meloxicam', 'meloxicam'],
    ['Meloxicam também não, ele tá desidratado.', 'Meloxicam'],
    ['Corticoide por enquanto a gente não usa.', 'Corticoide'],
    ['meloxicam não vamos usar nesse caso', 'meloxicam'],
    ['Ivermectina não funciona mais nesse rebanho.', 'Ivermectina'],
    ['a dipirona ele não tolera', 'dipirona'],
    ['A prednisolona que ela tomava pra pele, essa a gente para por enquanto.', 'prednisolona'],
    ['O tramadol que ele tomava, esse não.', 'tramadol'],
    ['Anti-inflamatório eu prefiro não dar nele.', 'Anti-inflamatório'],
  ])('«%s» rules out %s', (text, drug) => {
    expect(polarities(text)).toContain(`${drug}:negated`);
  });

  it.each([
    ['não tem vômito, vamos usar meloxicam', 'meloxicam:prescribed'],
    ['Não tem vômito. Vamos usar meloxicam.', 'meloxicam:prescribed'],
    ['não esqueça de dar o meloxicam', 'meloxicam:prescribed'],
    ['não deixe de dar o meloxicam todo dia', 'meloxicam:prescribed'],
    ['não suspender o meloxicam', 'meloxicam:prescribed'],
    ['não pode ficar sem dipirona', 'dipirona:prescribed'],
    ['não vamos suspender o cetoprofeno', 'cetoprofeno:prescribed'],
    ['sem melhora com o meloxicam', 'meloxicam:neutral'],
    ['se não melhorar com meloxicam, me liga', 'meloxicam:neutral'],
    ['o meloxicam não resolveu', 'meloxicam:neutral'],
    ['meloxicam não tem problema', 'meloxicam:neutral'],
    ['ele não tomou meloxicam ainda', 'meloxicam:neutral'],
    ['não pode faltar o meloxicam', 'meloxicam:neutral'],
    ['a dipirona ajuda na febre', 'dipirona:neutral'],
    ['ele ficou sem comer, vou dar maropitant', 'maropitant:prescribed'],
    ['Vou prescrever dipirona para o Thor.', 'dipirona:prescribed'],
    ['trocar o meloxicam por carprofeno', 'carprofeno:neutral'],
    ['Meloxicam, não tem problema dar junto.', 'Meloxicam:neutral'],
    ['Meloxicam? Não sei se ele tomou.', 'Meloxicam:neutral'],
    ['não sei se ele já tomou dipirona', 'dipirona:neutral'],
    ['ele não melhorou com o tramadol, vamos manter o tramadol', 'tramadol:prescribed'],
    ['o meloxicam não faz mal pro estômago dele nessa dose', 'meloxicam:neutral'],
    ['meloxicam não dá pra parar de repente', 'meloxicam:neutral'],
    ['meloxicam por cinco dias, não mais que isso', 'meloxicam:neutral'],
    ['vamos trocar pra firocoxibe', 'firocoxibe:prescribed'],
    ['substituir o cetoprofeno pelo carprofeno', 'carprofeno:neutral'],
    ['O meloxicam, esse a gente não para.', 'meloxicam:neutral'],
    ['Meloxicam, ele não teve problema nenhum.', 'Meloxicam:neutral'],
    ['A dipirona, essa ele toma bem.', 'dipirona:neutral'],
  ])('«%s» does not rule it out (%s)', (text, expected) => {
    expect(polarities(text)).toContain(expected);
  });

  it('shares a cue along a list, and stops at a new verb', () => {
    expect(polarities('sem dipirona, meloxicam ou carprofeno')).toEqual([
      'dipirona:negated',
      'meloxicam:negated',
      'carprofeno:negated',
    ]);
    expect(polarities('não vamos usar meloxicam nem carprofeno')).toEqual([
      'meloxicam:negated',
      'carprofeno:negated',
    ]);
    expect(polarities('meloxicam e carprofeno não, ele é renal')).toEqual([
      'meloxicam:negated',
      'carprofeno:negated',
    ]);
    expect(polarities('suspende o cetoprofeno e começa o meloxicam')).toEqual([
      'cetoprofeno:negated',
      'meloxicam:prescribed',
    ]);
    expect(polarities('não vamos usar meloxicam, vamos usar dipirona')).toEqual([
      'meloxicam:negated',
      'dipirona:prescribed',
    ]);
  });

  it('reads class words as every drug of the class', () => {
    const [statement] = drugStatements('Nada de anti-inflamatório, ele é renal.');
    expect(statement?.isClass).toBe(true);
    expect(statement?.polarity).toBe('negated');
    expect(statement?.groups).toContain(groupOf('meloxicam'));
    expect(statement?.groups).not.toContain(groupOf('prednisolona'));
    expect(drugStatements('sem corticoide')[0]?.groups).toContain(groupOf('prednisolona'));
    expect(drugStatements('sem anti-inflamatório esteroidal')[0]?.groups).toContain(groupOf('dexametasona'));
  });

  it('reads a sentence cut by a segment break as one', () => {
    expect(polarities('Não vamos usar\nmeloxicam.')).toEqual(['meloxicam:negated']);
    expect(drugStatements('Sem dipirona,\nela já teve reação.')[0]?.sentence).toBe(
      'Sem dipirona, ela já teve reação',
    );
  });

  it('quotes the sentence the drug was said in', () => {
    const text = 'Bom dia. Ivermectina não, ele é collie. Vamos de milbemicina.';
    expect(drugStatements(text)[0]?.sentence).toBe('Ivermectina não, ele é collie');
  });
});

describe('ruledOutDrugs', () => {
  it('keeps what the consultation rules out, from any of its texts', () => {
    expect(ruledOut('Ivermectina não, ele é collie.', 'Suspende o cetoprofeno.')).toEqual([
      'cetoprofeno',
      'ivermectina',
    ]);
    expect(ruledOut('Nada de anti-inflamatório.')).toContain('meloxicam');
  });

  it('lets a later prescription take a ruling back, but not a mere mention', () => {
    expect(ruledOut('Não vamos usar meloxicam. Pensando bem, vamos usar meloxicam sim.')).toEqual([]);
    expect(ruledOut('Nada de anti-inflamatório. Ah, vou passar meloxicam, dose baixa.')).not.toContain(
      'meloxicam',
    );
    expect(ruledOut('Não vamos usar meloxicam. O meloxicam é um anti-inflamatório.')).toEqual(['meloxicam']);
  });

  it('rules nothing out in an ordinary consultation', () => {
    expect(
      ruledOut(
        'Não tem vômito nem diarreia. Vamos usar meloxicam uma vez ao dia e dipirona se tiver dor. ' +
          'Não esqueça de dar o meloxicam depois da comida.',
      ),
    ).toEqual([]);
  });
});
