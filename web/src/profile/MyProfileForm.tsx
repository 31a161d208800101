import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MyProfileForm_profile$key } from '../__generated__/MyProfileForm_profile.graphql.ts';
import { COUNTRY_CODES, countryName } from '../../../domain/countries.ts';
import { LANGUAGES } from '../../../domain/employee.ts';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { changeLocale } from '../platform/i18n/initI18n.ts';
import type { Locale } from '../platform/i18n/pickLocale.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { myProfileSchema, profileToValues, PROFILE_FIELD_MAP, valuesToInput, type MyProfileValues } from './myProfileValues.ts';
import { useUpdateMyProfileMutation } from './useUpdateMyProfileMutation.ts';

const fragment = graphql`
  fragment MyProfileForm_profile on MyProfile {
    phone alternativePhone personalEmail language editable
    address { streetLine1 streetLine2 city state zipCode country }
    emergencyContact { name phone relation }
  }
`;

/**
 * What the employee changes themselves: phones, personal e-mail, address, emergency contact and the interface
 * language, which takes effect as soon as it is saved. Disabled as a whole when the record is not editable.
 */
export function MyProfileForm({ profile }: { profile: MyProfileForm_profile$key }) {
  const { t, i18n } = useTranslation('profile');
  const p = useFragment(fragment, profile);
  const update = useUpdateMyProfileMutation();
  const notify = useNotify();
  const schema = useMemo(() => myProfileSchema(ruleMessages(t)), [t]);
  const initialValues = useMemo(() => profileToValues(p), [p]);
  const countries = useMemo(() => COUNTRY_CODES.map((c) => ({ value: c, label: countryName(c, i18n.language) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language)), [i18n.language]);
  const f = (k: string) => t(`profile.fields.${k}`);

  async function submit(values: MyProfileValues, helpers: FormikHelpers<MyProfileValues>) {
    const outcome = await update(valuesToInput(schema.cast(values) as MyProfileValues));
    if (!outcome.ok) {
      applyUserErrors(outcome.error, helpers, PROFILE_FIELD_MAP, t).forEach((m) => notify('error', m));
      return;
    }
    // A new language is the interface's at once; saving other fields leaves the language this device shows alone.
    if (values.language !== initialValues.language && values.language !== i18n.language) await changeLocale(values.language as Locale);
    notify('success', i18n.t('profile.saved', { ns: 'profile' }));
  }

  return (
    <Formik<MyProfileValues> initialValues={initialValues} enableReinitialize validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, dirty }) => (
        <Form noValidate className="form" aria-labelledby="my-profile-contact">
          <fieldset className="my-profile__fields" disabled={!p.editable}>
            <h2 id="my-profile-contact">{t('profile.contact')}</h2>
            <div className="form-grid">
              <TextField name="phone" type="tel" label={f('phone')} autoComplete="tel" />
              <TextField name="alternativePhone" type="tel" label={f('alternativePhone')} autoComplete="off" />
              <TextField name="personalEmail" type="email" label={f('personalEmail')} autoComplete="email" />
            </div>
            <h2>{t('profile.address')}</h2>
            <div className="form-grid">
              <TextField name="street1" label={f('street1')} autoComplete="address-line1" />
              <TextField name="street2" label={f('street2')} autoComplete="address-line2" />
              <TextField name="zipCode" label={f('zipCode')} autoComplete="postal-code" />
              <TextField name="city" label={f('city')} autoComplete="address-level2" />
              <TextField name="state" label={f('state')} autoComplete="address-level1" />
              <SelectField name="country" label={f('country')} emptyLabel={t('profile.noCountry')} options={countries} />
            </div>
            <h2>{t('profile.emergency')}</h2>
            <div className="form-grid">
              <TextField name="emergencyName" label={f('emergencyName')} autoComplete="off" />
              <TextField name="emergencyRelation" label={f('emergencyRelation')} autoComplete="off" />
              <TextField name="emergencyPhone" type="tel" label={f('emergencyPhone')} autoComplete="off" />
            </div>
            <h2>{t('profile.preferences')}</h2>
            <div className="form-grid">
              <SelectField name="language" label={f('language')} hint={p.editable ? t('profile.languageHint') : undefined}
                options={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))} />
            </div>
          </fieldset>
          {p.editable && (
            <div className="form__actions">
              <button type="submit" className="button button--primary" disabled={isSubmitting || !dirty}>{t('profile.save')}</button>
            </div>
          )}
        </Form>
      )}
    </Formik>
  );
}
