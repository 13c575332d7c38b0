import { Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { MAX_LIVE_REELS } from '@shared/finder/finder-options';
import type { FinderJobView, ViralItem } from '@shared/finder/finder.schema';
import { SectionCard } from '../../ui/section-card';
import { isJobActive, jobProblem, JOB_STATUS_LABELS } from './finder-state';
import { platformLabel, SampleLabel, ViralGrid } from './finder-results';

const STATUS_PALETTE: Record<FinderJobView['status'], string> = {
  running: 'blue',
  partial: 'blue',
  done: 'green',
  failed: 'red',
  timed_out: 'orange',
};

/** One chip per deep-search job: its platform, its status, the reels received, and the pt-BR reason of a failure. */
function JobChips({ jobs }: { jobs: readonly FinderJobView[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Buscas profundas">
      {jobs.map((job) => {
        const problem = jobProblem(job);
        return (
          <Stack as="li" key={job.jobId} gap="1" data-testid="finder-job" data-status={job.status}>
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette={STATUS_PALETTE[job.status]} variant="subtle">
                {isJobActive(job) ? <Spinner size="xs" aria-hidden="true" /> : null}
                {platformLabel(job.platform)}: {JOB_STATUS_LABELS[job.status]}
              </Badge>
              <Text fontSize="sm" color="fg.muted">
                “{job.niche}” · {job.received} {job.received === 1 ? 'reel' : 'reels'}
              </Text>
            </HStack>
            {problem ? (
              <Text fontSize="sm" color="fg.error">
                {problem}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * 'Reels ao vivo' (docs/PRODUCT.md §screens.viral-finder): the deep search's jobs and the reels pushed
 * as they are stored, newest first, the latest MAX_LIVE_REELS without duplicates.
 */
export function LiveReels({
  jobs,
  reels,
  now,
  onPreview,
}: {
  jobs: readonly FinderJobView[];
  reels: readonly ViralItem[];
  now: Date;
  onPreview: (item: ViralItem) => void;
}) {
  if (jobs.length === 0 && reels.length === 0) return null;
  const waiting = jobs.some(isJobActive);
  return (
    <SectionCard id="viral-finder-ao-vivo" title="Reels ao vivo" borderRadius="xl">
      {jobs.length ? <JobChips jobs={jobs} /> : null}
      {reels.some((r) => r.sample) ? <SampleLabel /> : null}
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="finder-live-count">
        {reels.length === 0
          ? waiting
            ? 'Aguardando os primeiros reels…'
            : 'Nenhum reel recebido.'
          : `${reels.length} ${reels.length === 1 ? 'reel recebido' : 'reels recebidos'} (os ${MAX_LIVE_REELS} mais recentes ficam aqui).`}
      </Text>
      {reels.length ? <ViralGrid items={reels} now={now} onPreview={onPreview} label="Reels recebidos" /> : null}
    </SectionCard>
  );
}
