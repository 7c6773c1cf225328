/**
 * Ids of consultations, documents and prompt versions are UUIDs: anything else is answered NOT_FOUND
 * before it reaches the database (PostgreSQL would reject it as a malformed uuid with a 500).
 */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
