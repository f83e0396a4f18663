import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';

/** Spec section 5: Notify Me makes no call and stores nothing; it only answers with a toast. */
export function NotifyMeForm() {
  const [email, setEmail] = useState('');
  const submit = () => {
    if (email.trim() === '') {
      toast({ variant: 'destructive', title: 'Please enter your email', description: 'Enter your email to get notified when tournaments launch' });
      return;
    }
    toast({ title: 'Subscription successful!', description: "You'll be notified when tournaments launch" });
    setEmail('');
  };
  return (
    // Any text but an empty one subscribes (the spec's one rule): the browser's own email check stays out of it.
    <form
      noValidate
      className="flex w-full max-w-md gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        type="email"
        aria-label="Email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="h-11 min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 text-sm text-slate-100 placeholder:text-slate-500"
      />
      <Button type="submit">Notify Me</Button>
    </form>
  );
}
