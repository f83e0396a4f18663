import { adminUsersRequestSchema } from '@pkr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The server refuses a longer search, so the box takes no more. */
const SEARCH_MAX_LENGTH = adminUsersRequestSchema.shape.query.unwrap().maxLength ?? undefined;

type UserSearchProps = { activeQuery: string; searching: boolean; onSearch: (query: string) => void };

/**
 * The search box: Enter or the button searches, the same text again too; an empty or blank query searches nothing
 * (spec section 2). The button spins while a search is on its way.
 */
export function UserSearch({ activeQuery, searching, onSearch }: UserSearchProps) {
  const { t } = useTranslation('adminUsers');
  const [text, setText] = useState(activeQuery);
  const query = text.trim();

  return (
    <form
      role="search"
      className="flex flex-wrap gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (query !== '') onSearch(query);
      }}
    >
      <input
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        className="h-9 w-56 rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-slate-100 placeholder:text-slate-500 focus:border-emerald-400 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none"
      />
      <Button type="submit" size="sm" disabled={query === ''}>
        {searching && <Spinner size="sm" />}
        {t('search.submit')}
      </Button>
      {activeQuery !== '' && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('search.showAll')}
        </Button>
      )}
    </form>
  );
}
