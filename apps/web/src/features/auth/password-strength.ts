import { MIN_PASSWORD_SCORE, weakPasswordMessage } from '@vetvoz/domain';

export interface PasswordStrength {
  /** zxcvbn's 0–4. */
  score: number;
  /** True when the server would accept it (score ≥ MIN_PASSWORD_SCORE). */
  strong: boolean;
  label: string;
  /** Why it is weak, in pt-BR; empty when strong. */
  advice: string;
}

type Estimate = (password: string, userInputs: string[]) => PasswordStrength;

const LABELS = ['Muito fraca', 'Fraca', 'Razoável', 'Boa', 'Forte'];

let loading: Promise<Estimate> | undefined;

/**
 * zxcvbn with the common and pt-BR dictionaries, fetched only when a password field is first typed in
 * (several hundred kB: never in the landing bundle). The same check the server makes.
 */
export function loadPasswordStrength(): Promise<Estimate> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-pt-br'),
  ]).then(([core, common, ptBr]) => {
    const factory = new core.ZxcvbnFactory({
      translations: ptBr.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...ptBr.dictionary },
    });
    return (password, userInputs) => {
      const result = factory.check(password, ['vetvoz', 'veterinario', 'veterinaria', ...userInputs]);
      const strong = result.score >= MIN_PASSWORD_SCORE;
      return {
        score: result.score,
        strong,
        label: LABELS[result.score] ?? '',
        advice: strong ? '' : weakPasswordMessage(result.feedback),
      };
    };
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
