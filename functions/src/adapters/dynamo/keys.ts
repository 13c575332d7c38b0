/** Every key of the single table is built here (see docs/DATA-MODEL.md). */
export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  subscription: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' }),
  userConnection: (userId: string, connectionId: string) => ({ pk: `USER#${userId}`, sk: `WSCONN#${connectionId}` }),
  userConnectionPrefix: 'WSCONN#',
  connection: (connectionId: string) => ({ pk: `WSCONN#${connectionId}`, sk: 'WSCONN' }),
  /** Script ids are ULIDs, so the user's scripts sort by creation time under this prefix. */
  script: (userId: string, scriptId: string) => ({ pk: `USER#${userId}`, sk: `SCRIPT#${scriptId}` }),
  scriptPrefix: 'SCRIPT#',
  /** One item per user whose revision serialises free-plan saves (keep-the-latest-2). */
  scriptsMeta: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SCRIPTS' }),
  generation: (userId: string, generationId: string) => ({ pk: `USER#${userId}`, sk: `GEN#${generationId}` }),
  generationPrefix: 'GEN#',
  diagnostic: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `DIAG#${id}` }),
};
