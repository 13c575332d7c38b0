import { LegalPage } from './legal-page';
import { PRIVACY_POLICY } from './privacy-policy';

/** /politica-privacidade (docs/PRODUCT.md §screens.legal). */
export default function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
