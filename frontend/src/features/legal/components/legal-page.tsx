import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type LegalSection = { heading: string; body: ReactNode };

/** A page of static legal text. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  const { t } = useTranslation('legal');
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-white">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">{t('lastUpdated', { date: updated })}</p>
      <div className="mt-8 grid gap-8">
        {sections.map((section, index) => (
          <section key={section.heading}>
            <h2 className="text-lg font-semibold text-white">
              <bdi>{index + 1}.</bdi> {section.heading}
            </h2>
            <div className="mt-2 grid gap-2 text-sm leading-relaxed text-slate-300">{section.body}</div>
          </section>
        ))}
      </div>
    </main>
  );
}
