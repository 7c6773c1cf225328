/**
 * docs/product-rules.md §2: "Comece agora" goes to /consultation when signed in, otherwise to /plans (a visitor
 * chooses a plan first, then creates the account).
 */
export function startPathFor(user: unknown): '/consultation' | '/plans' {
  return user ? '/consultation' : '/plans';
}
