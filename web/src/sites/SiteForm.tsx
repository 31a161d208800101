import { useMemo, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SiteForm_site$key } from '../__generated__/SiteForm_site.graphql.ts';
import { siteFormSchema } from '../../../domain/site.rules.ts';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { TextField } from '../platform/forms/TextField.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { AddressSearch } from './AddressSearch.tsx';
import { RadiusField } from './RadiusField.tsx';
import { SiteMap } from './SiteMap.tsx';
import { coordinate, EMPTY_SITE, positionOf, siteInput, siteValues, type SiteValues } from './siteFormValues.ts';
import type { LatLng, MapSettingsValue } from './siteMapTypes.ts';
import { useCreateSiteMutation } from './useCreateSiteMutation.ts';
import { useUpdateSiteMutation } from './useUpdateSiteMutation.ts';

const fragment = graphql`
  fragment SiteForm_site on Site { id name address latitude longitude radius timeZone }
`;

const FIELDS: Record<string, string> = { name: 'name', address: 'address', latitude: 'latitude', longitude: 'longitude', y: 'latitude', x: 'longitude', radius: 'radius', timeZone: 'timeZone' };
const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

interface Props { site: SiteForm_site$key | null; settings: MapSettingsValue }

/** New or edit: the fields beside the map; the marker, the fields and the address search move one position. */
export function SiteForm({ site: siteKey, settings }: Props) {
  const { t } = useTranslation('sites');
  const site = useFragment(fragment, siteKey);
  const initial = useMemo(() => (site ? siteValues(site) : EMPTY_SITE), [site]);
  const schema = useMemo(() => siteFormSchema(ruleMessages(t)), [t]);
  const create = useCreateSiteMutation();
  const update = useUpdateSiteMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  async function submit(values: SiteValues, helpers: FormikHelpers<SiteValues>) {
    const input = siteInput(values, initial);
    const outcome = site ? await update({ input: { id: site.id, ...input } }) : await create({ input });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, FIELDS, t).forEach((m) => notify('error', m));
    notify('success', t('sites.saved', { name: input.name }));
    void navigate('/company/sites');
  }
  return (
    <Formik<SiteValues> initialValues={initial} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form noValidate className="site-editor">
          <PositionPanel settings={settings} />
          <div className="site-editor__fields form">
            <TextField name="name" label={t('sites.name')} autoComplete="off" maxLength={120} />
            <TextField name="address" label={t('sites.address')} autoComplete="street-address" />
            <div className="site-editor__pair">
              <TextField name="latitude" label={t('sites.latitude')} inputMode="decimal" hint={t('sites.latitudeHint')} autoComplete="off" />
              <TextField name="longitude" label={t('sites.longitude')} inputMode="decimal" hint={t('sites.longitudeHint')} autoComplete="off" />
            </div>
            <RadiusField />
            <TextField name="timeZone" label={t('sites.timeZone')} list="site-time-zones" hint={t('sites.timeZoneHint')}
              placeholder={t('sites.timeZoneAuto')} autoComplete="off" />
            <datalist id="site-time-zones">{TIME_ZONES.map((zone) => <option key={zone} value={zone} />)}</datalist>
            <div className="form__actions">
              <Link className="button" to="/company/sites">{t('common.cancel')}</Link>
              <button type="submit" className="button button--primary" disabled={isSubmitting}>{t('common.save')}</button>
            </div>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The address search and the map, bound to the form's latitude, longitude and radius. */
function PositionPanel({ settings }: { settings: MapSettingsValue }) {
  const { t } = useTranslation('sites');
  const { values, setFieldValue } = useFormikContext<SiteValues>();
  const [focus, setFocus] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const move = ({ latitude, longitude }: LatLng) => {
    void setFieldValue('latitude', coordinate(latitude));
    void setFieldValue('longitude', coordinate(longitude));
  };
  const radius = Number(values.radius);
  return (
    <div className="site-editor__map">
      <AddressSearch onPick={(place) => { move(place); setFocus((f) => f + 1); setAnnouncement(t('sites.find.moved', { name: place.name })); }} />
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
      <SiteMap settings={settings} position={positionOf(values)} radius={Number.isFinite(radius) && radius > 0 ? radius : 0}
        focus={focus} readOnly={false} onMove={move} />
    </div>
  );
}
