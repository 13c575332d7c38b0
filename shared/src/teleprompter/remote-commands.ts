/**
 * What the phone remote's buttons ask (docs/PRODUCT.md §flows.teleprompter-remote): start/pause,
 * faster, slower, back a line. Plain data, apart from the schemas, so the realtime contract can
 * name them without pulling the remote's schemas into every Lambda that publishes.
 */
export const REMOTE_COMMANDS = ['toggle', 'faster', 'slower', 'back'] as const;
export type RemoteCommand = (typeof REMOTE_COMMANDS)[number];
