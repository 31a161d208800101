import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { IMAGE_MIME_TYPES } from '../../../domain/images.ts';
import type { LogoUpload_company$key } from '../__generated__/LogoUpload_company.graphql.ts';
import { imageProblem } from '../platform/forms/imageProblem.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useUploadCompanyLogoMutation } from './useUploadCompanyLogoMutation.ts';
import { useRemoveCompanyLogoMutation } from './useRemoveCompanyLogoMutation.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';

/** The formats the API accepts (domain/images.ts: PNG, JPEG, GIF, WebP; no SVG, which can carry script), checked before sending. */
const LOGO_TYPES: readonly string[] = IMAGE_MIME_TYPES;

const fragment = graphql`
  fragment LogoUpload_company on Company { name logoUrl mobileLogoUrl }
`;

type Variant = 'DEFAULT' | 'MOBILE';

/**
 * The logo URL stays the same across uploads, and a browser reuses an image it already loaded at a URL for the rest
 * of the page's life without revalidating it. So each upload in this tab gives the URL a new query string; a reload
 * starts from the plain URL and revalidates it by ETag. Kept per module, not per component, so coming back to the
 * screen still shows the new image.
 */
const revisions: Record<Variant, number> = { DEFAULT: 0, MOBILE: 0 };
const withRevision = (url: string, revision: number) => (revision ? `${url}${url.includes('?') ? '&' : '?'}r=${revision}` : url);

interface Props { variant: Variant; company: LogoUpload_company$key; canWrite: boolean }

/** One logo: the current image (public, so a plain img), the picked file's preview, and its upload. */
export function LogoUpload({ variant, company, canWrite }: Props) {
  const { t } = useTranslation('company');
  const c = useFragment(fragment, company);
  const url = variant === 'DEFAULT' ? c.logoUrl : c.mobileLogoUrl;
  const upload = useUploadCompanyLogoMutation();
  const removeLogo = useRemoveCompanyLogoMutation();
  const [confirming, setConfirming] = useState(false);
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revision, setRevision] = useState(revisions[variant]);
  const id = `logo-${variant.toLowerCase()}`;
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const pick = (picked: File | undefined) => {
    setProblem(null);
    setFile(null);
    setPreview(null);
    if (!picked) return;
    const wrong = imageProblem(picked, LOGO_TYPES);
    if (wrong) return setProblem(t(wrong === 'type' ? 'images.type' : 'images.size'));
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  };
  const send = async () => {
    if (!file) return setProblem(t('errors.pickFile'));
    setBusy(true);
    const outcome = await upload(variant, file);
    setBusy(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    revisions[variant] = Date.now();
    setRevision(revisions[variant]);
    notify('success', t('company.logoUploaded'));
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  };

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    const outcome = await removeLogo(variant);
    setBusy(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    notify('success', t('company.logoRemoved'));
  };

  return (
    <div className="card">
      <h2>{t(variant === 'DEFAULT' ? 'company.logo' : 'company.mobileLogo')}</h2>
      <p className="count">{url ? t('company.logoSet') : t('company.logoMissing')}</p>
      {url && (
        <img className="logo-preview logo-current" style={{ display: 'block', marginBottom: '1rem' }} src={withRevision(url, revision)}
          alt={t(variant === 'DEFAULT' ? 'company.currentLogo' : 'company.currentMobileLogo', { name: c.name })} />
      )}
      {preview && <img className="logo-preview" src={preview} alt={t('company.preview')} />}
      {canWrite && (
        <div className="form">
          <div className="field">
            <label htmlFor={id}>{t('company.pickLogo')}</label>
            <input id={id} ref={input} type="file" accept={LOGO_TYPES.join(',')} onChange={(e) => pick(e.target.files?.[0])}
              aria-describedby={`${id}-hint`} aria-invalid={problem ? true : undefined} />
            <p className="field__hint" id={`${id}-hint`}>{t('company.logoHint')}</p>
            {problem && <p className="field__error" role="alert">{problem}</p>}
          </div>
          {busy && <progress aria-label={t('images.uploading')} />}
          <div className="form__actions">
            <button type="button" className="button button--primary" disabled={!file || busy} onClick={() => void send()}>{t('company.upload')}</button>
            {url && <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>{t('company.removeLogo')}</button>}
          </div>
        </div>
      )}
      {confirming && (
        <ConfirmDialog title={t('company.removeLogoTitle')} confirmLabel={t('company.removeLogo')} danger
          onConfirm={() => void remove()} onCancel={() => setConfirming(false)}>
          <p>{t('company.removeLogoText')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
