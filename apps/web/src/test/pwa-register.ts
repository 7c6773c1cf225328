/** Test-only stand-in for vite-plugin-pwa's virtual module; tests replace it with vi.mock. */
export function registerSW(_options: unknown): (reload?: boolean) => Promise<void> {
  return async () => {};
}
