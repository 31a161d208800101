import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginMutation } from './useLoginMutation.ts';
import { signInFailureMessage } from './signInFailureMessage.ts';
import { lockState } from './lockState.ts';
import { tokenStore } from './tokenStore.ts';

interface Props {
  name: string;
  onSignOut: () => void;
}

/** Covers the app after inactivity or on demand; the password unlocks it and renews the token. */
export function LockScreen({ name, onSignOut }: Props) {
  const { t } = useTranslation('session');
  const [login, inFlight] = useLoginMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => { input.current?.focus(); }, []);
  const identity = tokenStore.identity();

  async function unlock(event: FormEvent) {
    event.preventDefault();
    if (!identity) return onSignOut();
    try {
      const result = await login({ [identity.field]: identity.value, password });
      if (result.token) {
        tokenStore.set(result.token, identity);
        lockState.unlock();
        return;
      }
      setError(signInFailureMessage(t, { userErrors: result.userErrors }));
    } catch (e) {
      setError(signInFailureMessage(t, { error: e }));
    }
  }

  return (
    <div className="overlay overlay--lock">
      <form className="dialog" role="dialog" aria-modal="true" aria-labelledby="lock-title" onSubmit={unlock}>
        <h2 id="lock-title">{t('lock.title')}</h2>
        <p>{t('lock.text', { name })}</p>
        <div className="field">
          <label htmlFor="lock-password">{t('login.password')}</label>
          <input ref={input} id="lock-password" type="password" autoComplete="current-password" value={password}
            onChange={(e) => setPassword(e.target.value)} aria-invalid={!!error || undefined} aria-describedby={error ? 'lock-error' : undefined} />
          {error && <p className="field__error" id="lock-error" role="alert">{error}</p>}
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onSignOut}>{t('account.signOut')}</button>
          <button type="submit" className="button button--primary" disabled={inFlight || !password}>{t('lock.unlock')}</button>
        </div>
      </form>
    </div>
  );
}
