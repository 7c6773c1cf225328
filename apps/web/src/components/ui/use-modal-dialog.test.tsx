import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirm } from './use-confirm.ts';
import { useDialogState } from './use-modal-dialog.ts';

describe('useDialogState', () => {
  it('is closed until shown about a subject, and forgets it on close', () => {
    const { result } = renderHook(() => useDialogState<{ id: number }>());
    expect(result.current.open).toBe(false);
    act(() => result.current.show({ id: 7 }));
    expect(result.current).toMatchObject({ open: true, subject: { id: 7 } });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ open: false, subject: null });
  });

  it('opens without a subject for a dialog about nothing in particular', () => {
    const { result } = renderHook(() => useDialogState());
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
  });
});

describe('useConfirm about a subject', () => {
  it('hands the subject to the action and closes once it succeeds', async () => {
    const action = vi.fn(async (_item: { id: number }) => {});
    const { result } = renderHook(() => useConfirm(action));
    act(() => result.current.askAbout({ id: 3 }));
    expect(result.current.subject).toEqual({ id: 3 });
    await act(async () => result.current.dialog.onConfirm());
    expect(action).toHaveBeenCalledWith({ id: 3 });
    expect(result.current.dialog.open).toBe(false);
  });

  it('keeps the dialog open with the failure in its own words', async () => {
    const { result } = renderHook(() =>
      useConfirm(() => Promise.reject('offline'), { describeFailure: () => 'Sem conexão.' }),
    );
    act(() => result.current.ask());
    await act(async () => result.current.dialog.onConfirm());
    expect(result.current.dialog).toMatchObject({ open: true, busy: false, error: 'Sem conexão.' });
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog).toMatchObject({ open: false, error: null });
  });
});
