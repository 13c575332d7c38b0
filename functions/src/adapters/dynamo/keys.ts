/** Every key of the single table is built here (see docs/DATA-MODEL.md). */
export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  subscription: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' }),
  userConnection: (userId: string, connectionId: string) => ({ pk: `USER#${userId}`, sk: `WSCONN#${connectionId}` }),
  userConnectionPrefix: 'WSCONN#',
  connection: (connectionId: string) => ({ pk: `WSCONN#${connectionId}`, sk: 'WSCONN' }),
};
