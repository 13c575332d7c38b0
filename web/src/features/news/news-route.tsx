import { FeatureGate } from '../access/feature-gate';
import { NewsPage } from './news-page';

/** /ultimas-noticias: the page for Pro and Enterprise; the free plan sees the locked screen (docs/PRODUCT.md §access.features). */
export default function NewsRoute() {
  return (
    <FeatureGate feature="ultimas-noticias">
      <NewsPage />
    </FeatureGate>
  );
}
