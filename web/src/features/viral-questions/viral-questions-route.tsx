import { FeatureGate } from '../access/feature-gate';
import { ViralQuestionsPage } from './viral-questions-page';

/** /ideias-virais: paid plans only (docs/PRODUCT.md §access.features); the free plan sees the locked screen. */
export default function ViralQuestionsRoute() {
  return (
    <FeatureGate feature="ideias-virais">
      <ViralQuestionsPage />
    </FeatureGate>
  );
}
