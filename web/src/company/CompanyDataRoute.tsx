import { useEffect, useMemo } from 'react';
import { graphql, loadQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { CompanyDataRouteQuery } from '../__generated__/CompanyDataRouteQuery.graphql.ts';
import type { CompanyForm_company$key } from '../__generated__/CompanyForm_company.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { COUNTRY_CODES, countryName } from '../../../domain/countries.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { companyFormSchema } from '../../../domain/organisation.rules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { TextField } from '../platform/forms/TextField.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { LogoUpload } from './LogoUpload.tsx';
import { useUpdateCompanyMutation } from './useUpdateCompanyMutation.ts';

const query = graphql`
  query CompanyDataRouteQuery {
    company { ...CompanyForm_company }
  }
`;
const fragment = graphql`
  fragment CompanyForm_company on Company {
    name legalName taxId email phone website subscriptionStart subscriptionEnd subscriptionPeriod
    ...LogoUpload_company
    taxAddress { street1 street2 city state zipCode country }
  }
`;

type Values = Record<'name' | 'legalName' | 'taxId' | 'email' | 'phone' | 'website' | 'street1' | 'street2' | 'city' | 'state' | 'zipCode' | 'country', string>;
const FIELDS: Array<keyof Values> = ['name', 'legalName', 'taxId', 'email', 'phone', 'website'];
const ADDRESS: Array<keyof Values> = ['street1', 'street2', 'city', 'state', 'zipCode'];

/** `company/data`: the company's fields and tax address, subscription period (N/A when empty), logos. */
export function CompanyDataRoute() {
  const { t } = useTranslation('company');
  const { queryRef } = useLoaderData() as RouteData<CompanyDataRouteQuery>;
  const { company } = usePreloadedQuery<CompanyDataRouteQuery>(query, queryRef);
  useEffect(() => { document.title = `${t('features.companyData')} · Pontual`; }, [t]);
  return (
    <section className="page" aria-labelledby="company-title">
      <h1 id="company-title">{t('features.companyData')}</h1>
      {company && <CompanyForm company={company} />}
    </section>
  );
}

function CompanyForm({ company }: { company: CompanyForm_company$key }) {
  const { t, i18n } = useTranslation('company');
  const c = useFragment(fragment, company);
  const canWrite = useCanWrite('COMPANY');
  const update = useUpdateCompanyMutation();
  const notify = useNotify();
  const schema = useMemo(() => companyFormSchema(ruleMessages(t)), [t]);
  const a = c.taxAddress;
  const initial: Values = {
    name: c.name, legalName: c.legalName ?? '', taxId: c.taxId ?? '', email: c.email ?? '', phone: c.phone ?? '', website: c.website ?? '',
    street1: a.street1 ?? '', street2: a.street2 ?? '', city: a.city ?? '', state: a.state ?? '', zipCode: a.zipCode ?? '', country: a.country ?? '',
  };
  const orNull = (v: string) => (v.trim() ? v.trim() : null);
  async function submit(v: Values, helpers: FormikHelpers<Values>) {
    const outcome = await update({ input: {
      name: v.name.trim(), legalName: orNull(v.legalName), taxId: orNull(v.taxId), email: orNull(v.email), phone: orNull(v.phone), website: orNull(v.website),
      taxAddress: { street1: orNull(v.street1), street2: orNull(v.street2), city: orNull(v.city), state: orNull(v.state), zipCode: orNull(v.zipCode), country: orNull(v.country) },
    } });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, Object.fromEntries(Object.keys(initial).map((k) => [k, k])), t).forEach((x) => notify('error', x));
    notify('success', t('company.saved'));
  }
  const na = t('company.na');
  return (
    <>
      <Formik<Values> initialValues={initial} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate className="card">
            <fieldset disabled={!canWrite} className="form-grid" style={{ border: 0, padding: 0, margin: 0 }}>
              {FIELDS.map((k) => <TextField key={k} name={k} label={t(`company.fields.${k}`)} type={k === 'email' ? 'email' : 'text'} />)}
              {ADDRESS.map((k) => <TextField key={k} name={k} label={t(`employees.fields.${k}`)} />)}
              <SelectField name="country" label={t('employees.fields.country')} emptyLabel={t('employees.form.none')}
                options={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, i18n.language) })).sort((x, y) => x.label.localeCompare(y.label, i18n.language))} />
            </fieldset>
            <dl className="details" style={{ marginTop: '1rem' }}>
              <div className="details__row"><dt>{t('company.subscriptionStart')}</dt><dd>{c.subscriptionStart ? formatDisplayDate(c.subscriptionStart) : na}</dd></div>
              <div className="details__row"><dt>{t('company.subscriptionEnd')}</dt><dd>{c.subscriptionEnd ? formatDisplayDate(c.subscriptionEnd) : na}</dd></div>
              <div className="details__row"><dt>{t('company.subscriptionPeriod')}</dt><dd>{t(`company.periods.${c.subscriptionPeriod}`, { defaultValue: c.subscriptionPeriod })}</dd></div>
            </dl>
            {canWrite && <div className="form__actions"><button type="submit" className="button button--primary" disabled={isSubmitting}>{t('common.save')}</button></div>}
          </Form>
        )}
      </Formik>
      <div className="logos" style={{ marginTop: '1.5rem' }}>
        <LogoUpload variant="DEFAULT" company={c} canWrite={canWrite} />
        <LogoUpload variant="MOBILE" company={c} canWrite={canWrite} />
      </div>
    </>
  );
}

CompanyDataRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<CompanyDataRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
