import { type GroundingFlag, isGroundingWarning } from '@vetvoz/domain';
import { getAt } from './content-path.ts';

const normalise = (text: string) => text.toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();

/**
 * The flags still worth showing: a flag whose text the vet has since removed from its field is settled.
 * A flag pointing at something that is not text here (or nothing) cannot be judged and stays.
 */
export function openFlags(content: unknown, flags: readonly GroundingFlag[]): GroundingFlag[] {
  return flags.filter((flag) => {
    const value = getAt(content, flag.path);
    if (value === null) return false;
    if (typeof value !== 'string') return true;
    return normalise(value).includes(normalise(flag.value));
  });
}

/** The open flags that ask the vet to check something (a value the vet typed is not one of them). */
export function openWarnings(content: unknown, flags: readonly GroundingFlag[]): GroundingFlag[] {
  return openFlags(content, flags).filter(isGroundingWarning);
}

export function flagsAt(flags: readonly GroundingFlag[], path: string): GroundingFlag[] {
  return flags.filter((flag) => flag.path === path);
}

/** Why a flag is there: a drug ruled out in the consultation says where; anything else was never said. */
export function flagMessage(flag: GroundingFlag): string {
  if (flag.reason) return `Confira: «${flag.value}». ${flag.reason}.`;
  return `Confira: «${flag.value}» não aparece na transcrição.`;
}

export function flagCountLabel(count: number): string {
  return count === 1 ? '1 item para conferir' : `${count} itens para conferir`;
}
