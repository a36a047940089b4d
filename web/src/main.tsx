// Placeholder until the viewer SPA lands (issue 4): proves the server serves a built SPA.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<main><h1>Lumen</h1><p>The viewer app is being built.</p></main>);
