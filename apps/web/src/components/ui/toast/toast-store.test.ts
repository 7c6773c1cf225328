import { TOAST_DEFAULT_DURATION_MS } from '@vetvoz/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastApi, type ToastApi } from './toast-store.ts';

let toast: ToastApi;

beforeEach(() => {
  vi.useFakeTimers();
  toast = createToastApi();
});

afterEach(() => {
  toast.clear();
});

const ids = () => toast.getAll().map((item) => item.id);

describe('toast durations', () => {
  it.each(['success', 'error', 'warning', 'info'] as const)(
    'a %s toast closes by itself after 5000 ms',
    (type) => {
      const id = toast[type]('Documento salvo');
      expect(toast.get(id)).toMatchObject({
        type,
        title: 'Documento salvo',
        duration: 5000,
        persistent: false,
      });
      vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
      expect(ids()).toEqual([id]);
      vi.advanceTimersByTime(1);
      expect(ids()).toEqual([]);
    },
  );

  it('honours a custom duration', () => {
    const id = toast.info('Rápido', { duration: 1000 });
    vi.advanceTimersByTime(999);
    expect(toast.get(id)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(toast.get(id)).toBeUndefined();
  });

  it('keeps persistent toasts until removed', () => {
    const id = toast.warning('Sua cota está acabando', { persistent: true });
    vi.advanceTimersByTime(60_000);
    expect(ids()).toEqual([id]);
    toast.remove(id);
    expect(ids()).toEqual([]);
  });

  it('keeps loading toasts until they become another type, then counts the full duration', () => {
    const id = toast.loading('Transcrevendo áudio', { progress: 10 });
    vi.advanceTimersByTime(60_000);
    expect(toast.get(id)?.type).toBe('loading');

    toast.update(id, { type: 'success', title: 'Transcrição concluída' });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(toast.get(id)).toMatchObject({ type: 'success', title: 'Transcrição concluída' });
    vi.advanceTimersByTime(1);
    expect(toast.get(id)).toBeUndefined();
  });

  it('does not restart the countdown on a text or progress change', () => {
    const id = toast.info('Enviando');
    vi.advanceTimersByTime(3000);
    toast.update(id, { message: 'Quase lá' });
    vi.advanceTimersByTime(2000);
    expect(toast.get(id)).toBeUndefined();
  });

  it('turning a toast persistent stops its countdown, and back again restarts it', () => {
    const id = toast.success('Salvo');
    vi.advanceTimersByTime(4000);
    toast.update(id, { persistent: true });
    vi.advanceTimersByTime(10_000);
    expect(toast.get(id)).toBeDefined();
    toast.update(id, { persistent: false });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS);
    expect(toast.get(id)).toBeUndefined();
  });
});

describe('toast model', () => {
  it('creates the spec item with defaults and clamps progress to 0–100', () => {
    const onClick = vi.fn();
    const id = toast.show({
      type: 'loading',
      title: 'Gerando documentos',
      message: 'Receita e anamnese',
      progress: 140,
      actions: [{ label: 'Cancelar', onClick }],
    });
    expect(toast.get(id)).toEqual({
      id,
      type: 'loading',
      title: 'Gerando documentos',
      message: 'Receita e anamnese',
      duration: TOAST_DEFAULT_DURATION_MS,
      persistent: false,
      progress: 100,
      action: undefined,
      actions: [{ label: 'Cancelar', onClick }],
    });
    toast.update(id, { progress: -5 });
    expect(toast.get(id)?.progress).toBe(0);
    toast.update(id, { progress: 42 });
    expect(toast.get(id)?.progress).toBe(42);
  });

  it('replaces a toast shown again with the same id instead of stacking it', () => {
    toast.loading('Enviando', { id: 'envio' });
    toast.success('Enviado', { id: 'envio' });
    expect(toast.getAll()).toHaveLength(1);
    expect(toast.get('envio')).toMatchObject({ type: 'success', title: 'Enviado' });
  });

  it('removes one toast, clears all, and ignores unknown ids', () => {
    const first = toast.info('Um');
    toast.error('Dois');
    toast.loading('Três');
    toast.remove(first);
    expect(toast.getAll().map((item) => item.title)).toEqual(['Dois', 'Três']);
    toast.update('nao-existe', { title: 'x' });
    toast.remove('nao-existe');
    toast.clear();
    expect(toast.getAll()).toEqual([]);
    // Timers of removed toasts must not fire into a later toast with the same id.
    toast.info('Quatro', { id: first, persistent: true });
    vi.advanceTimersByTime(10_000);
    expect(toast.get(first)).toBeDefined();
  });

  it('notifies subscribers on every change', () => {
    const listener = vi.fn();
    const unsubscribe = toast.subscribe(listener);
    const id = toast.success('Salvo');
    toast.update(id, { message: 'Tudo certo' });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(listener).toHaveBeenLastCalledWith([]);
    unsubscribe();
    toast.info('Outro');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
