import type { ProtectedRoute } from '@shared/navigation/app-routes';
import { FeatureGate } from '../access/feature-gate';
import { PlaceholderPage } from './placeholder-page';

/** A protected route's page until its own issue builds it: gated when the route has a feature. */
export default function ProtectedPage({ route }: { route: ProtectedRoute }) {
  const page = <PlaceholderPage title={route.title} />;
  return route.feature ? <FeatureGate feature={route.feature}>{page}</FeatureGate> : page;
}
