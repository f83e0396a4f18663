import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { ToasterOnDemand } from '@/components/ui/toast/toaster-on-demand';
import { followAccountLanguage } from '@/i18n/account-language';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => followAccountLanguage(queryClient), [queryClient]);
  return (
    <ErrorBoundary fallback={<MainErrorFallback />}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToasterOnDemand />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
