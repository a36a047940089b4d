import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLanguage } from './i18n/language';
import { createAppRouter, firstScreenLoaded } from './app/router';
import './index.css';

const router = createAppRouter();
// The server's page shell (the header and the screen's skeleton, api page-shells.ts) stays on
// screen until the first screen's code and the visitor's language are here: no generic
// placeholder, and no screen in another language, flashes in between.
await Promise.all([firstScreenLoaded(router), startLanguage()]);
const root = createRoot(document.getElementById('root')!);
// As a transition, React builds the first screen in short slices and the browser stays
// responsive meanwhile; the shell stays painted until the screen replaces it.
startTransition(() =>
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
