import { useEffect, useMemo, useState } from 'preact/hooks';
import { call, setCsrfToken, whenSignedOut } from './api/client';
import type { Session } from './api/types';
import { Header } from './components/header';
import { Spinner } from './components/status';
import { initialLang, LangContext, saveLang, translator, type Lang } from './lib/i18n';
import { Routes } from './routes';
import { SignIn } from './pages/sign-in';
import { PermissionsContext } from './lib/permissions';

type SessionState = { state: 'checking' } | { state: 'out' } | { state: 'in'; session: Session };

export function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [session, setSession] = useState<SessionState>({ state: 'checking' });
  const words = useMemo(() => ({ lang, t: translator(lang) }), [lang]);

  function signedIn(s: Session) {
    setCsrfToken(s.csrfToken);
    setSession({ state: 'in', session: s });
  }

  useEffect(() => saveLang(lang), [lang]);
  useEffect(() => {
    whenSignedOut(() => {
      setCsrfToken(null);
      setSession({ state: 'out' });
    });
    // A reload keeps the session: session/get reads the cookie (it needs no CSRF token) and answers the token.
    call('/admin/v1/session/get', {}).then(
      (s) => signedIn(s),
      () => {
        setCsrfToken(null);
        setSession({ state: 'out' });
      },
    );
  }, []);

  const signOut = async () => {
    try {
      await call('/admin/v1/session/delete', {});
    } finally {
      setCsrfToken(null);
      setSession({ state: 'out' });
    }
  };

  return (
    <LangContext.Provider value={words}>
      <PermissionsContext.Provider value={session.state === 'in' ? session.session.operator.permissions : []}>
        <Header lang={lang} setLang={setLang} operator={session.state === 'in' ? session.session.operator : null} signOut={signOut} />
        <main id="main" tabIndex={-1}>
          {session.state === 'checking' && <Spinner />}
          {session.state === 'out' && <SignIn onSignedIn={signedIn} />}
          {session.state === 'in' && <Routes />}
        </main>
      </PermissionsContext.Provider>
    </LangContext.Provider>
  );
}
