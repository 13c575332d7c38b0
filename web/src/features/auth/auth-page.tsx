import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Tabs } from '@chakra-ui/react';
import { useDismissErrorsOnLeave } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHydratedValue } from '../../lib/use-hydrated';
import { AuthLayout } from './auth-layout';
import { afterSignInPath } from './auth-links';
import { useSignedIn } from './auth-store';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { useAuthStep } from './pending-confirmation';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTab = 'entrar' | 'cadastrar';

/** The tab the URL asks for: `?aba=cadastrar` (SIGN_UP_PATH, 'Registrar' on the landing page) opens the sign-up tab. */
function tabOfSearch(search: string): AuthTab {
  return new URLSearchParams(search).get('aba') === 'cadastrar' ? 'cadastrar' : 'entrar';
}

/**
 * /auth (docs/PRODUCT.md §screens.auth): tabs 'Entrar' and 'Cadastrar', then the code step after sign-up.
 * An existing session (found while the forms already show), or any later sign-in event, redirects to /criar (or back to the page that
 * sent the visitor here, `afterSignInPath`).
 */
export default function AuthPage() {
  useDismissErrorsOnLeave();
  const signedIn = useSignedIn();
  const location = useLocation();
  // The visitor's choice, else the URL's. The pre-rendered page shows 'Entrar', so the URL's tab
  // shows once hydration is over: the hydrated DOM must match the HTML (docs/ARCHITECTURE.md §prerender).
  const [chosenTab, setTab] = useState<AuthTab | null>(null);
  const urlTab = useHydratedValue(() => tabOfSearch(location.search), 'entrar');
  const tab = chosenTab ?? urlTab;
  // The code step survives a reload (its e-mail in sessionStorage, pending-confirmation.ts).
  const [step, setStep] = useAuthStep();
  const [knownEmail, setKnownEmail] = useState('');
  useDocumentTitle(step.kind === 'confirm' ? 'Confirme seu e-mail' : tab === 'entrar' ? 'Entrar' : 'Cadastrar');

  // The forms show while the session is checked (they are in the pre-rendered HTML and paint
  // before any script, docs/ARCHITECTURE.md §prerender); a session found then redirects.
  if (signedIn) return <Navigate to={afterSignInPath(location.state)} replace />;

  const toConfirm = (email: string, password: string) => setStep({ kind: 'confirm', email, password });

  if (step.kind === 'confirm') {
    return (
      <AuthLayout title="Confirme seu e-mail">
        <ConfirmSignUpForm
          email={step.email}
          password={step.password}
          onBack={() => setStep({ kind: 'tabs' })}
          onConfirmedWithoutPassword={(email) => {
            setKnownEmail(email);
            setTab('entrar');
            setStep({ kind: 'tabs' });
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Bem-vindo ao Viraliza" subtitle="Entre ou crie sua conta para criar roteiros virais com IA.">
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setTab(e.value as AuthTab)}
        variant="enclosed"
        fitted
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="entrar">Entrar</Tabs.Trigger>
          <Tabs.Trigger value="cadastrar">Cadastrar</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="entrar">
          <SignInForm key={knownEmail} defaultEmail={knownEmail} onNeedsConfirmation={toConfirm} />
        </Tabs.Content>
        <Tabs.Content value="cadastrar">
          <SignUpForm onNeedsConfirmation={toConfirm} />
        </Tabs.Content>
      </Tabs.Root>
    </AuthLayout>
  );
}
