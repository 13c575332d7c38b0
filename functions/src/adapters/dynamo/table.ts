/**
 * The single table's key shape. Infra and the local runtime create the table from
 * this, so the two cannot drift. Keys are built only inside the adapters (keys.ts).
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
} as const;

/** Global secondary indexes, named after the access pattern they serve. None yet. */
export const TABLE_INDEXES: ReadonlyArray<{ name: string; partitionKey: string; sortKey: string }> = [];
