import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, firstScreenLoaded } from './app/router';
import './index.css';

const router = createAppRouter();
// The server's page shell (the header and the screen's skeleton, api page-shells.ts) stays on
// screen until the first screen's code is here: no generic placeholder flashes in between.
await firstScreenLoaded(router);
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
