import { FeatureGate } from '../access/feature-gate';
import { FinderPage } from './finder-page';

/** /viral-finder: gated by the plan (docs/PRODUCT.md §access.features); the free plan sees the locked screen. */
export default function FinderRoute() {
  return (
    <FeatureGate feature="viral-finder">
      <FinderPage />
    </FeatureGate>
  );
}
