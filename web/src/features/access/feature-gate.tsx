import type { ReactNode } from 'react';
import { canAccessFeature, type FeatureKey } from '@shared/access/feature-access';
import { PageSpinner } from '../../lib/page-spinner';
import { useSubscription } from '../subscription/use-subscription';
import { LockedFeatureScreen } from './locked-feature-screen';

/**
 * Opens a gated page only when the plan allows it (docs/PRODUCT.md §access.features); otherwise shows the
 * locked-feature screen. The server enforces the same rule; this only decides what to show.
 */
export function FeatureGate({ feature, children }: { feature: FeatureKey; children: ReactNode }) {
  const { subscription, isLoading } = useSubscription();
  if (isLoading) return <PageSpinner />;
  if (!canAccessFeature(subscription, feature)) return <LockedFeatureScreen feature={feature} />;
  return <>{children}</>;
}
