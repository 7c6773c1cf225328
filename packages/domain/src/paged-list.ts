import { z } from 'zod';

/** Query strings carry "" for a cleared field: that means "no filter", not an invalid value. */
export const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const pageField = z.preprocess(
  emptyAsAbsent,
  z.coerce
    .number('Página inválida.')
    .int('Página inválida.')
    .min(1, 'Página inválida.')
    .max(100_000, 'Página inválida.')
    .default(1),
);

function pageSizeField(defaultPageSize: number, maxPageSize: number) {
  return z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number('Quantidade por página inválida.')
      .int('Quantidade por página inválida.')
      .min(1, 'Quantidade por página inválida.')
      .max(maxPageSize, `Mostre no máximo ${maxPageSize} itens por página.`)
      .default(defaultPageSize),
  );
}

/**
 * The query of a numbered list: `q` (the search, "" meaning none), `page` from 1 and `pageSize` up to
 * `maxPageSize`, each refused with a pt-BR message. The one way a paged list's request is written.
 */
export function pagedListQuerySchema<Search extends z.ZodType>({
  search,
  defaultPageSize,
  maxPageSize,
}: {
  search: Search;
  defaultPageSize: number;
  maxPageSize: number;
}) {
  return z.object({
    q: z.preprocess(emptyAsAbsent, search),
    page: pageField,
    pageSize: pageSizeField(defaultPageSize, maxPageSize),
  });
}

/** One page of a numbered list: its items under `key`, the page, its size and `total` over every page. */
export function pagedListSchema<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({
    [key]: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Items matching the search, over every page. */
    total: z.number().int(),
  } as { [K in Key]: z.ZodArray<Item> } & {
    page: z.ZodNumber;
    pageSize: z.ZodNumber;
    total: z.ZodNumber;
  });
}
