import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/base.css';

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task (Lighthouse's Total Blocking Time on phones).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
