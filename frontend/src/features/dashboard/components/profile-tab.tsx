import { type PublicUser, publicAvatarOf } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/avatar/avatar';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { EditProfileDialog } from './edit-profile-dialog';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="grid gap-1">
    <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
    <dd className="text-sm text-slate-100">{children}</dd>
  </div>
);

/** Profile tab (spec section 2): who the player is, how to reach them, the account's status. */
export function ProfileTab({ user }: { user: PublicUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-800 bg-slate-900 p-6">
      <div className="flex items-center gap-4">
        <Avatar username={user.username} avatar={publicAvatarOf(user.avatarColor, user.selectedAccessories)} size="md" />
        <p className="text-lg font-bold text-white">{user.username}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Row label={t('profile.username')}>{user.username}</Row>
        <Row label={t('profile.memberSince')}>{formatDate(user.createdAt)}</Row>
        <Row label={t('profile.contact')}>{user.phone || `${user.username.toLowerCase()}@example.com`}</Row>
        <Row label={t('profile.status')}>
          <span className="flex gap-2">
            <span className="rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">{t('profile.active')}</span>
            <span className="rounded-full bg-amber-400/15 px-2.5 py-0.5 text-xs font-semibold text-amber-300">{t('profile.vip')}</span>
          </span>
        </Row>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.avatar.getHref()}>{t('profile.customizeAvatar')}</Link>
        </Button>
        <EditProfileDialog phone={user.phone} />
      </div>
    </div>
  );
}
