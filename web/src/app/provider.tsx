import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { useSiteDefaultLanguage } from '../i18n/language';
import { createQueryClient } from '../lib/query-client';

function SiteDefaultLanguage() {
  useSiteDefaultLanguage();
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteDefaultLanguage />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
