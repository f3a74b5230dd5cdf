import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { initialTextsReady } from '@/i18n';
import { swrFetcher } from '@/lib/swr-fetcher';
import { configureClient } from './app/configure-client';
import { router } from './app/router';

configureClient();

// The router has already asked for the page's chunk and data; the texts arrive alongside them.
// Texts that fail to arrive still let the app render (showing their keys) rather than nothing.
void initialTextsReady
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </StrictMode>,
    ),
  );
