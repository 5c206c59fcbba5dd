import { useT, type Lang } from '../lib/i18n';
import { Link } from '../lib/router';
import { to } from '../lib/paths';

interface Props {
  lang: Lang;
  setLang: (lang: Lang) => void;
  operator: string | null;
  signOut: () => void;
}

export function Header({ lang, setLang, operator, signOut }: Props) {
  const t = useT();
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
            <span class="who">{t('signedInAs', { name: operator })}</span>
            <button type="button" onClick={signOut}>
              {t('signOut')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
