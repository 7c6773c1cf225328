import { describe, expect, it } from 'vitest';
import { privacyPolicy } from './privacy-policy.ts';
import { requiredPrivacyClauses, requiredTermsClauses } from './required-clauses.ts';
import { termsOfUse } from './terms-of-use.ts';

const text = (doc: ReturnType<typeof termsOfUse>) =>
  [doc.intro, ...doc.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.items ?? [])])].join('\n');

describe('terms of use', () => {
  const terms = text(termsOfUse({ contactEmail: 'suporte@vetvoz.com.br' }));
  it.each(requiredTermsClauses('suporte@vetvoz.com.br'))('covers %s', (_clause, pattern) => {
    expect(terms).toMatch(pattern);
  });
});

describe('privacy policy', () => {
  const privacy = text(
    privacyPolicy({ contactEmail: 'contato@vetvoz.com.br', privacyEmail: 'dpo@vetvoz.com.br' }),
  );
  it.each(requiredPrivacyClauses('dpo@vetvoz.com.br'))('covers %s', (_clause, pattern) => {
    expect(privacy).toMatch(pattern);
  });
});
