import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top.ts';

function Page() {
  useScrollToTop();
  return null;
}

describe('useScrollToTop', () => {
  it('scrolls to the top when the pathname changes, not on the first render or a search change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/terms'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/terms?secao=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/privacy'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
