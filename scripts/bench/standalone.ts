/** A bench part run on its own (`npx tsx scripts/bench/<part>-bench.ts`): prints its docs/BENCH.md section, or the error and exit code 1. */
export function printSection(run: () => Promise<string>): void {
  run().then(
    (md) => console.log(md),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
