import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEEN_KEY = 'pontual.releaseSeen';
const SLIDES = ['welcome', 'navigation', 'language'] as const;

/**
 * What is new in this version, shown once per version to every user who used an earlier one (extended §2). On a
 * browser that never saw Pontual (a first sign-in, a fresh install) there is nothing "new": the version is marked
 * seen and the first page stays uncovered.
 */
export function ReleaseNewsSlider() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(() => {
    const seen = localStorage.getItem(SEEN_KEY);
    return seen !== null && seen !== __APP_VERSION__;
  });
  useEffect(() => { if (localStorage.getItem(SEEN_KEY) === null) localStorage.setItem(SEEN_KEY, __APP_VERSION__); }, []);
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { if (open) heading.current?.focus(); }, [open, index]);
  if (!open) return null;

  const close = () => {
    localStorage.setItem(SEEN_KEY, __APP_VERSION__);
    setOpen(false);
  };
  const slide = SLIDES[index];
  const last = index === SLIDES.length - 1;
  return (
    <div className="overlay" onKeyDown={(e) => { if (e.key === 'Escape') close(); }}>
      <div className="dialog slider" role="dialog" aria-modal="true" aria-labelledby="release-title" aria-describedby="release-text">
        <p className="slider__eyebrow">{t('releaseNews.eyebrow', { version: __APP_VERSION__ })}</p>
        <h2 id="release-title" tabIndex={-1} ref={heading}>{t(`releaseNews.${slide}.title`)}</h2>
        <p id="release-text">{t(`releaseNews.${slide}.text`)}</p>
        <p className="slider__dots" aria-label={t('releaseNews.position', { current: index + 1, total: SLIDES.length })}>
          {SLIDES.map((s, i) => <span key={s} className={`slider__dot${i === index ? ' slider__dot--on' : ''}`} aria-hidden="true" />)}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--link" onClick={close}>{t('releaseNews.skip')}</button>
          {index > 0 && <button type="button" className="button" onClick={() => setIndex(index - 1)}>{t('releaseNews.previous')}</button>}
          <button type="button" className="button button--primary" onClick={() => (last ? close() : setIndex(index + 1))}>
            {last ? t('releaseNews.done') : t('releaseNews.next')}
          </button>
        </div>
      </div>
    </div>
  );
}
