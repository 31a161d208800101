import { useEffect, useMemo, type ReactNode } from 'react';
import { graphql, loadQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { CompanyDataRouteQuery } from '../__generated__/CompanyDataRouteQuery.graphql.ts';
import type { CompanyForm_company$key } from '../__generated__/CompanyForm_company.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { COUNTRY_CODES, countryName } from '../../../domain/countries.ts';
import { companyFormSchema } from '../../../domain/organisation.rules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { TextField } from '../platform/forms/TextField.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { LogoUpload } from './LogoUpload.tsx';
import { ModulesSection } from './ModulesSection.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';
import { useUpdateCompanyMutation } from './useUpdateCompanyMutation.ts';

const query = graphql`
  query CompanyDataRouteQuery($vendor: Boolean!) {
    company { ...CompanyForm_company }
    ...ModulesSection_query @include(if: $vendor) @alias(as: "vendorModules")
  }
`;
const fragment = graphql`
  fragment CompanyForm_company on Company {
    name legalName taxId email phone website
    ...SubscriptionSection_company
    ...LogoUpload_company
    taxAddress { street1 street2 city state zipCode country }
  }
`;

type Values = Record<'name' | 'legalName' | 'taxId' | 'email' | 'phone' | 'website' | 'street1' | 'street2' | 'city' | 'state' | 'zipCode' | 'country', string>;
const FIELDS: Array<keyof Values> = ['name', 'legalName', 'taxId', 'email', 'phone', 'website'];
const ADDRESS: Array<keyof Values> = ['street1', 'street2', 'city', 'state', 'zipCode'];

/**
 * `company/data`: the company's fields and tax address, the subscription (N/A when empty), logos. Super administrators
 * (the vendor's authority MODULES_WRITE, which the API asks for) also switch modules and edit the subscription.
 */
export function CompanyDataRoute() {
  const { t } = useTranslation('company');
  const { queryRef } = useLoaderData() as RouteData<CompanyDataRouteQuery>;
  const data = usePreloadedQuery<CompanyDataRouteQuery>(query, queryRef);
  const vendor = useCanWrite('MODULES');
  useEffect(() => { document.title = `${t('features.companyData')} · Pontual`; }, [t]);
  return (
    <section className="page" aria-labelledby="company-title">
      <h1 id="company-title">{t('features.companyData')}</h1>
      {data.company && (
        <CompanyForm company={data.company} vendor={vendor}>
          {vendor && data.vendorModules && <ModulesSection query={data.vendorModules} />}
        </CompanyForm>
      )}
    </section>
  );
}

/** The company's fields; then, for the vendor, the subscription form and what `children` brings (the modules); then the logos. */
function CompanyForm({ company, vendor, children }: { company: CompanyForm_company$key; vendor: boolean; children?: ReactNode }) {
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
            {!vendor && <SubscriptionSection company={c} canManage={false} />}
            {canWrite && <div className="form__actions"><button type="submit" className="button button--primary" disabled={isSubmitting}>{t('common.save')}</button></div>}
          </Form>
        )}
      </Formik>
      {vendor && <SubscriptionSection company={c} canManage />}
      {children}
      <div className="logos" style={{ marginTop: '1.5rem' }}>
        <LogoUpload variant="DEFAULT" company={c} canWrite={canWrite} />
        <LogoUpload variant="MOBILE" company={c} canWrite={canWrite} />
      </div>
    </>
  );
}

CompanyDataRoute.loadQuery = ({ environment, access }: RouteLoadContext) =>
  loadQuery<CompanyDataRouteQuery>(environment, query, { vendor: access.permissions.includes('MODULES_WRITE') }, { fetchPolicy: 'store-and-network' });
