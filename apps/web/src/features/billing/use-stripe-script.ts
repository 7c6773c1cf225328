import { useEffect } from 'react';
import { loadStripeScript } from './stripe-script.ts';

export function useStripeScript(): void {
  useEffect(() => {
    try {
      loadStripeScript();
    } catch {
      // docs/product-rules.md §8: a payment script that cannot load changes nothing for the page.
    }
  }, []);
}
