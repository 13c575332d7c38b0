/**
 * A model call that has not finished in this long is given up and refunded. The Lambda
 * of a generation route stops at 29 s (API Gateway stops waiting at 30 s), so the write
 * must end early enough to leave time for the refund or the save.
 */
export const WRITE_TIMEOUT_MS = 26_000;
