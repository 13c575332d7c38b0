import { LegalPage } from './legal-page';
import { TERMS_OF_USE } from './terms-of-use';

/** /termos-uso (docs/PRODUCT.md §screens.legal). */
export default function TermsOfUsePage() {
  return <LegalPage document={TERMS_OF_USE} />;
}
