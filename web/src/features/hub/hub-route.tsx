import { FeatureGate } from '../access/feature-gate';
import { HubPage } from './hub-page';

/** /missao-influencer: paid plans only (docs/PRODUCT.md §access.features); the free plan sees the locked screen. */
export default function HubRoute() {
  return (
    <FeatureGate feature="missao-influencer">
      <HubPage />
    </FeatureGate>
  );
}
