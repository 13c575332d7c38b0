const JOB_PK_PREFIX = 'JOB#';
const JOB_SK = 'JOB';

/** Every key of the single table is built here (see docs/DATA-MODEL.md). */
export const keys = {
  /** A user's partition: everything below is a sort key under it, except connections by id, pairings and jobs. */
  userPk: (userId: string) => `USER#${userId}`,
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
  /**
   * A credit-ledger charge, keyed by its operation id. `GEN#` because script generations
   * were the first thing paid for; charges written before the ledger was its own store
   * carry it, and a retried operation id must still find them.
   */
  charge: (userId: string, operationId: string) => ({ pk: `USER#${userId}`, sk: `GEN#${operationId}` }),
  chargePrefix: 'GEN#',
  /**
   * A generation job's record, keyed by its generation id (docs/DATA-MODEL.md G1–G5). Not under
   * `GEN#`, the charges' prefix, so L6's and L7's Queries never read it.
   */
  generation: (userId: string, generationId: string) => ({ pk: `USER#${userId}`, sk: `GENERATION#${generationId}` }),
  /** A per-user token bucket (R1) and a per-user daily counter (R2), both with a ttl. */
  rateBucket: (userId: string, name: string) => ({ pk: `USER#${userId}`, sk: `RATE#${name}` }),
  dailyCounter: (userId: string, name: string, day: string) => ({ pk: `USER#${userId}`, sk: `RATE#${name}#${day}` }),
  /** An idea tool's result, keyed by the operation id that paid for it (I1–I3). */
  ideaResult: (userId: string, operationId: string) => ({ pk: `USER#${userId}`, sk: `IDEA#${operationId}` }),
  /** A generated image's metadata (its PNG is an object, never in the table); ids are ULIDs, so newest first is a descending Query (IM5). */
  image: (userId: string, imageId: string) => ({ pk: `USER#${userId}`, sk: `IMAGE#${imageId}` }),
  imagePrefix: 'IMAGE#',
  /** The user's count of images generated, which a delete never lowers (IM1, IM3, IM4). */
  imagesMeta: (userId: string) => ({ pk: `USER#${userId}`, sk: 'IMAGES' }),
  /** A counted image generation not saved yet, keyed by its operation id (IM1–IM4). */
  imageReservation: (userId: string, operationId: string) => ({ pk: `USER#${userId}`, sk: `IMGRES#${operationId}` }),
  imageReservationPrefix: 'IMGRES#',
  diagnostic: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `DIAG#${id}` }),
  /**
   * A teleprompter remote's pairing, outside any user's partition: the phone knows only the code
   * (docs/DATA-MODEL.md P1–P6). Its partition also holds one row per phone connected with it.
   */
  pairing: (code: string) => ({ pk: `PAIR#${code}`, sk: 'PAIRING' }),
  pairingPk: (code: string) => `PAIR#${code}`,
  pairingRemote: (code: string, connectionId: string) => ({ pk: `PAIR#${code}`, sk: `REMOTE#${connectionId}` }),
  pairingRemotePrefix: 'REMOTE#',
  /**
   * A pointer from the owner's partition to a pairing it made (P1), expiring with it: account
   * deletion (A7) finds the user's pairings, and their phones, with its one Query.
   */
  pairingRef: (userId: string, code: string) => ({ pk: `USER#${userId}`, sk: `PAIRREF#${code}` }),
  pairingRefPrefix: 'PAIRREF#',
  /** Failed pairing-code connects from one client (a digest of its IP) in one time window (P7). */
  pairFailures: (clientKey: string, window: number) => ({ pk: `PAIRFAIL#${clientKey}`, sk: `WINDOW#${window}` }),
  /**
   * A contact form message (docs/DATA-MODEL.md K1, K2), outside any user's partition (the form is
   * public): one partition per UTC month, so support reads a month with one Query, in arrival order.
   */
  contactMessage: (month: string, id: string) => ({ pk: `CONTACT#${month}`, sk: `MSG#${id}` }),
  contactMonthPk: (month: string) => `CONTACT#${month}`,
  contactMessagePrefix: 'MSG#',
  /** Messages one client (a digest of its IP) sent in one time window (K1). */
  contactRate: (clientKey: string, window: number) => ({ pk: `CONTACTRATE#${clientKey}`, sk: `WINDOW#${window}` }),
  /** The user's measured teleprompter pace: running totals, one item (T1, T2). */
  pace: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PACE' }),
  /**
   * The growth hub ('Missão Influencer', docs/DATA-MODEL.md H1–H16): the community profile, one
   * marker per day with missions (its counts), the day's missions by slot, goals, diary entries and
   * coach notes (ULIDs, so newest first is a descending Query).
   */
  hubProfile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'HUB' }),
  hubDay: (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `HUBDAY#${day}` }),
  hubDaySk: (day: string) => `HUBDAY#${day}`,
  mission: (userId: string, day: string, slot: number) => ({ pk: `USER#${userId}`, sk: `MISSION#${day}#${slot}` }),
  missionDayPrefix: (day: string) => `MISSION#${day}#`,
  goal: (userId: string, goalId: string) => ({ pk: `USER#${userId}`, sk: `GOAL#${goalId}` }),
  goalPrefix: 'GOAL#',
  diaryEntry: (userId: string, entryId: string) => ({ pk: `USER#${userId}`, sk: `DIARY#${entryId}` }),
  diaryPrefix: 'DIARY#',
  coachNote: (userId: string, noteId: string) => ({ pk: `USER#${userId}`, sk: `COACH#${noteId}` }),
  coachPrefix: 'COACH#',
  /** The user's index of their finder jobs (J4, J5): job ids are ULIDs, so they sort by start. */
  finderJobRef: (userId: string, jobId: string) => ({ pk: `USER#${userId}`, sk: `FINDERJOB#${jobId}` }),
  finderJobRefPrefix: 'FINDERJOB#',
  /** A reel a finder job received, under its owner (J6, J7), one per url per job (`urlKey`: a hash of the url). */
  finderReel: (userId: string, jobId: string, urlKey: string) => ({
    pk: `USER#${userId}`,
    sk: `FINDERREEL#${jobId}#${urlKey}`,
  }),
  finderReelPrefix: 'FINDERREEL#',
  /** A finder job, outside any user's partition: its provider's webhook knows only the job id. */
  job: (jobId: string) => ({ pk: `${JOB_PK_PREFIX}${jobId}`, sk: JOB_SK }),
  /** Billing (docs/DATA-MODEL.md B1–B5): a payment event applied once, outside any user's partition. */
  paymentEvent: (eventId: string) => ({ pk: `EVT#${eventId}`, sk: 'EVT' }),
  /** Who a payment provider customer is: events without our metadata name only the customer. */
  paymentCustomer: (customerId: string) => ({ pk: `STRIPECUST#${customerId}`, sk: 'STRIPECUST' }),
  /** A cancellation's feedback text, under the user (erased with the account). */
  cancellationFeedback: (userId: string, at: string) => ({ pk: `USER#${userId}`, sk: `CANCELFEEDBACK#${at}` }),
  /** The state machine's own DynamoDB steps build the job key from these (infra/lib/constructs/jobs.ts). */
  jobPkPrefix: JOB_PK_PREFIX,
  jobSk: JOB_SK,
};
