import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props { name: string; secret: string; onDone: () => void }

/** The new token, shown this once: a warning, the token selected for copying, a Copy button and Done. */
export function ApiTokenSecret({ name, secret, onDone }: Props) {
  const { t } = useTranslation('api-tokens');
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text is selected for Ctrl+C instead.
      setCopied('no');
    }
  };
  return (
    <div className="api-token-secret">
      <p className="notice notice--warning" role="alert">{t('apiTokens.secretWarning', { name })}</p>
      <div className="field">
        <label htmlFor="api-token-secret">{t('apiTokens.secretLabel')}</label>
        <div className="api-token-secret__row">
          <input id="api-token-secret" ref={field} readOnly value={secret} spellCheck={false} autoComplete="off"
            onFocus={(e) => e.currentTarget.select()} aria-describedby="api-token-secret-usage" />
          <button type="button" className="button button--primary" onClick={() => void copy()}>{t('apiTokens.copy')}</button>
        </div>
        <p className="field__hint" id="api-token-secret-usage">{t('apiTokens.usage')}</p>
        <p className="field__hint" aria-live="polite">{copied === 'yes' ? t('apiTokens.copied') : copied === 'no' ? t('apiTokens.copyManually') : ''}</p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onDone}>{t('apiTokens.done')}</button>
      </div>
    </div>
  );
}
