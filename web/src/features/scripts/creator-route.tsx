import { useEffect, useState } from 'react';
import { canAccessFeature } from '@shared/access/feature-access';
import { PROTECTED_ROUTES } from '@shared/navigation/app-routes';
import { FeatureGate } from '../access/feature-gate';
import { useSubscription } from '../subscription/use-subscription';
import { CreatorPage } from './creator-page';
import { useCheckoutReturnToast } from './use-checkout-return-toast';

const CRIAR_FEATURE = PROTECTED_ROUTES.find((r) => r.path === '/criar')?.feature ?? 'criar';

/**
 * The /criar route: the checkout-return toast runs outside the gate (a user returning
 * from checkout may still be on a plan the gate locks), then the gated creator.
 *
 * Once the creator has opened it stays open while the page is mounted: a free user whose
 * generation spends the last credits keeps seeing the script just written (and a further
 * attempt gets the 402 toast with 'Ver Planos') instead of the page flipping to the
 * locked screen under them. Entering /criar again applies the gate as usual.
 */
export default function CreatorRoute() {
  useCheckoutReturnToast();
  const { subscription } = useSubscription();
  const allowed = canAccessFeature(subscription, CRIAR_FEATURE);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (allowed) setOpened(true);
  }, [allowed]);
  if (allowed || opened) return <CreatorPage />;
  return (
    <FeatureGate feature={CRIAR_FEATURE}>
      <CreatorPage />
    </FeatureGate>
  );
}
