import { describe, expect, it } from 'vitest';
import { adminBanInputSchema, adminListQuerySchema, adminPageViewsQuerySchema, hideCpf } from './admin.ts';

describe('admin area schemas', () => {
  it('hides all but the middle digits of a CPF', () => {
    expect(hideCpf('52998224725')).toBe('***.982.247-**');
    expect(hideCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(hideCpf('123')).toBe('***.***.***-**');
  });

  it('reads list queries with defaults, "" as absent, and refuses bad pages in pt-BR', () => {
    expect(adminListQuerySchema.parse({})).toEqual({ q: undefined, page: 1, pageSize: 20 });
    expect(adminListQuerySchema.parse({ q: '  ana ', page: '3', pageSize: '' })).toEqual({
      q: 'ana',
      page: 3,
      pageSize: 20,
    });
    expect(adminListQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Página inválida.');
    expect(adminListQuerySchema.safeParse({ pageSize: '101' }).error?.issues[0]?.message).toBe(
      'Mostre no máximo 100 itens por página.',
    );
  });

  it('limits the page-views window to 90 days', () => {
    expect(adminPageViewsQuerySchema.parse({}).days).toBe(30);
    expect(adminPageViewsQuerySchema.safeParse({ days: '91' }).success).toBe(false);
  });

  it('wants a one-line reason to ban or unban', () => {
    expect(adminBanInputSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(
      'Informe o motivo.',
    );
    expect(adminBanInputSchema.safeParse({ reason: 'a\nb' }).success).toBe(false);
    expect(adminBanInputSchema.parse({ reason: ' spam ' })).toEqual({ reason: 'spam' });
  });
});
