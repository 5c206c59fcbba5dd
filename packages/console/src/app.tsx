import { useEffect, useMemo, useState } from 'preact/hooks';
import { call, csrfToken, setCsrfToken, whenSignedOut } from './api/client';
import type { Session } from './api/types';
import { Header } from './components/header';
import { Spinner } from './components/status';
import { initialLang, LangContext, saveLang, translator, type Lang } from './lib/i18n';
import { Routes } from './routes';
import { SignIn } from './pages/sign-in';

type SessionState = { state: 'checking' } | { state: 'out' } | { state: 'in'; session: Session };

export function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [session, setSession] = useState<SessionState>({ state: csrfToken() ? 'checking' : 'out' });
  const words = useMemo(() => ({ lang, t: translator(lang) }), [lang]);

  useEffect(() => saveLang(lang), [lang]);
  useEffect(() => {
    whenSignedOut(() => {
      setCsrfToken(null);
      setSession({ state: 'out' });
    });
    if (!csrfToken()) return;
    call('/admin/v1/session/get', {}).then(
      (s) => setSession({ state: 'in', session: s }),
      () => {
        setCsrfToken(null);
        setSession({ state: 'out' });
      },
    );
  }, []);

  const signedIn = (s: Session) => {
    setCsrfToken(s.csrfToken);
    setSession({ state: 'in', session: s });
  };
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
      <Header lang={lang} setLang={setLang} operator={session.state === 'in' ? session.session.operator.name : null} signOut={signOut} />
      <main id="main" tabIndex={-1}>
        {session.state === 'checking' && <Spinner />}
        {session.state === 'out' && <SignIn onSignedIn={signedIn} />}
        {session.state === 'in' && <Routes />}
      </main>
    </LangContext.Provider>
  );
}
