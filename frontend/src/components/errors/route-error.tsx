import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { MainErrorFallback } from './main-error-fallback';

/** The router's error element: logs what broke, shows the error screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('[app] route error', error), [error]);
  return <MainErrorFallback />;
}
