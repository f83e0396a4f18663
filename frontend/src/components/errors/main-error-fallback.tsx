import { Button } from '@/components/ui/button';

/** The error screen (spec section 2); plain page loads, so it works even when the router itself failed. */
export function MainErrorFallback() {
  return (
    <main role="alert" className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900 p-8 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-500/15 text-2xl text-red-400">!</div>
        <h1 className="mt-4 text-2xl font-bold text-white">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-400">
          An unexpected error occurred. Please refresh the page or contact support if the problem continues.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            Go to Home
          </Button>
        </div>
      </div>
    </main>
  );
}
