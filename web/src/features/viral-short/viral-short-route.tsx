import { FeatureGate } from '../access/feature-gate';
import { ViralShortPage } from './viral-short-page';

/** /viral-curto: gated by the plan (docs/PRODUCT.md §access.features); the free plan sees the locked screen. */
export default function ViralShortRoute() {
  return (
    <FeatureGate feature="viral-curto">
      <ViralShortPage />
    </FeatureGate>
  );
}
