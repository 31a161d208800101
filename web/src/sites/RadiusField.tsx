import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS as L } from '../../../domain/field-limits.ts';
import { radiusOf, SLIDER_MAX, sliderOf } from './radiusScale.ts';

/** The geofence radius: a slider for the feel of it and a number field for the exact meters, one value. */
export function RadiusField() {
  const { t } = useTranslation('sites');
  const [field, meta, helpers] = useField<string>('radius');
  const meters = Number(field.value);
  const invalid = meta.touched && !!meta.error;
  const set = (value: string) => { void helpers.setValue(value); void helpers.setTouched(true, false); };
  return (
    <fieldset className={`field radius-field${invalid ? ' field--invalid' : ''}`}>
      <legend>{t('sites.radius')}</legend>
      <div className="radius-field__controls">
        <input type="range" min={0} max={SLIDER_MAX} step={1} aria-label={t('sites.radius')} id="site-radius-slider"
          value={Number.isFinite(meters) ? sliderOf(meters) : sliderOf(100)}
          aria-valuetext={t('sites.meters', { count: Number.isFinite(meters) ? meters : 0 })}
          onChange={(e) => set(String(radiusOf(Number(e.target.value))))} />
        <span className="radius-field__number">
          <label htmlFor="field-radius" className="visually-hidden">{t('sites.radiusMeters')}</label>
          <input type="number" inputMode="numeric" min={L.siteRadius.min} max={L.siteRadius.max} step={1} id="field-radius"
            name="radius" value={field.value} onChange={field.onChange} onBlur={field.onBlur}
            aria-invalid={invalid || undefined} aria-describedby={`site-radius-hint${invalid ? ' site-radius-error' : ''}`} />
          <span aria-hidden="true">m</span>
        </span>
      </div>
      <p className="field__hint" id="site-radius-hint">{t('sites.radiusHint')}</p>
      {invalid && <p className="field__error" id="site-radius-error">{meta.error}</p>}
    </fieldset>
  );
}
