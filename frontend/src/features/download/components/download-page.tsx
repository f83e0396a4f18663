import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Brand } from '@/components/ui/brand';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { supportChatHref } from '@/config/support';
import { DownloadButton } from './download-button';

const badges = ['android', 'size', 'version'] as const;
const features = ['anywhere', 'faster', 'money', 'push', 'mobile'] as const;
const steps = ['download', 'allow', 'open', 'installApp', 'login'] as const;

const headerLinks = [
  { key: 'home', href: paths.dashboard.getHref() },
  { key: 'aviator', href: paths.aviator.getHref() },
  { key: 'crash', href: paths.crash.getHref() },
] as const;

/** /download (spec section 2): the Android app, its features and how to install it. */
export function DownloadPage() {
  const { t } = useTranslation('download');
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-800">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link to={paths.dashboard.getHref()}>
            <Brand />
          </Link>
          <nav aria-label={t('nav.label')} className="flex gap-4 text-sm">
            {headerLinks.map((link) => (
              <Link key={link.key} to={link.href} className="text-slate-300 hover:text-white">
                {t(`nav.${link.key}`)}
              </Link>
            ))}
          </nav>
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-5xl flex-1 gap-10 px-4 py-10 sm:px-6">
        <section className="grid gap-6 rounded-3xl border border-slate-800 bg-gradient-to-br from-slate-900 to-emerald-500/10 p-6 sm:p-10">
          <div className="flex flex-wrap gap-2">
            {badges.map((badge) => (
              <span key={badge} className="rounded-full border border-emerald-500/40 bg-emerald-500/10 px-3 py-1 text-xs font-semibold text-emerald-300">
                {t(`badges.${badge}`)}
              </span>
            ))}
          </div>
          <h1 className="text-3xl font-black tracking-tight text-white sm:text-5xl">{t('title')}</h1>
          <p className="max-w-xl text-slate-300">{t('lead')}</p>
          <DownloadButton />
        </section>

        <section aria-labelledby="features" className="grid gap-4">
          <h2 id="features" className="text-xl font-bold text-white">
            {t('features.title')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 rounded-xl border border-slate-800 bg-slate-900 p-4 text-sm text-slate-200">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
                {t(`features.${feature}`)}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="install" className="grid gap-4">
          <h2 id="install" className="text-xl font-bold text-white">
            {t('install.title')}
          </h2>
          <ol className="grid gap-3">
            {steps.map((step, index) => (
              <li key={step} className="flex items-center gap-3 rounded-xl border border-slate-800 bg-slate-900 p-4 text-sm text-slate-200">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-500 font-bold text-emerald-950">{index + 1}</span>
                {t(`install.${step}`)}
              </li>
            ))}
          </ol>
        </section>

        <section className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-sm text-amber-200">
          <Trans
            t={t}
            i18nKey="security"
            components={{
              strong: <strong />,
              support: <a href={supportChatHref()} target="_blank" rel="noopener noreferrer" className="font-semibold underline" />,
            }}
          />
        </section>
      </main>
      <Footer />
    </div>
  );
}
