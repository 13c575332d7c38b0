export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __dynamo__?: { stop(): Promise<void> } }).__dynamo__?.stop();
}
