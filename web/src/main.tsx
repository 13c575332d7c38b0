// zod's built-in messages (a schema check without a message of its own) in pt-BR, as on the server.
import '@shared/zod-locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';

function BootError() {
  // Plain markup: this shows when the app could not start, so it depends on nothing.
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 480,
        margin: '20vh auto',
        padding: 16,
        textAlign: 'center',
      }}
    >
      <h1 style={{ fontSize: 24 }}>Não foi possível iniciar o Viraliza</h1>
      <p style={{ color: '#52525b' }}>Verifique sua conexão e tente novamente.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ padding: '8px 16px', fontSize: 16, cursor: 'pointer' }}
      >
        Recarregar
      </button>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root não encontrado em index.html');
const root = createRoot(container);

bootstrap().then(
  (services) =>
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    ),
  (err: unknown) => {
    console.error('boot: falha ao iniciar', err);
    root.render(<BootError />);
  },
);
