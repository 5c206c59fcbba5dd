import { useT, type Lang } from '../lib/i18n';
import { Link } from '../lib/router';
import { to } from '../lib/paths';
import { useCan } from '../lib/permissions';
import type { Session } from '../api/types';

interface Props {
  lang: Lang;
  setLang: (lang: Lang) => void;
  operator: Session['operator'] | null;
  signOut: () => void;
}

const ROLE_WORD: Record<string, 'roleOwner' | 'roleAdmin' | 'roleClerk' | 'roleViewer'> = {
  ROLE_OWNER: 'roleOwner',
  ROLE_ADMIN: 'roleAdmin',
  ROLE_CLERK: 'roleClerk',
  ROLE_VIEWER: 'roleViewer',
};

export function Header({ lang, setLang, operator, signOut }: Props) {
  const t = useT();
  const can = useCan();
  return (
    <header class="top">
      <a class="skip" href="#main">
        Skip to content
      </a>
      <Link class="brand" href={to.home()}>
        {t('appName')}
      </Link>
      <div class="top-right">
        <div class="lang" role="group" aria-label={t('language')}>
          {(['ja', 'en'] as const).map((l) => (
            <button type="button" aria-pressed={lang === l} onClick={() => setLang(l)}>
              {l === 'ja' ? '日本語' : 'English'}
            </button>
          ))}
        </div>
        {operator && (
          <>
            <nav class="top-nav" aria-label={t('adminNav')}>
              {can('operators') && <Link href={to.operators()}>{t('operators')}</Link>}
              {can('audit') && <Link href={to.audit()}>{t('auditLog')}</Link>}
            </nav>
            <span class="who">{t('signedInAs', { name: operator.name })}</span>
            <span class="role" data-testid="role">
              {t(ROLE_WORD[operator.role] ?? 'roleViewer')}
            </span>
            <button type="button" onClick={signOut}>
              {t('signOut')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
