import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import type { FormikHelpers } from 'formik';
import type { EmployeeNewRouteQuery } from '../__generated__/EmployeeNewRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { EMPTY_EMPLOYEE_FORM, type EmployeeFormValues } from '../../../domain/employee.rules.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { EmployeeForm } from './EmployeeForm.tsx';
import { EMPLOYEE_FIELD_MAP, formValuesToInput } from './employeeFormValues.ts';
import { useEmployeeFormOptions } from './useEmployeeFormOptions.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { useCreateEmployeeMutation } from './useCreateEmployeeMutation.ts';
import { useUploadEmployeePictureMutation } from './useUploadEmployeePictureMutation.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { EmployeePhotoUpload } from './EmployeePhotoUpload.tsx';

const query = graphql`
  query EmployeeNewRouteQuery($pickerSize: Int!) {
    ...useEmployeeFormOptions_query @arguments(size: $pickerSize)
  }
`;

/**
 * `company/employees/new`: the full record and, if chosen, a photo, uploaded right after the employee is created (the
 * upload needs their id; a refused photo leaves the creation done). Then the profile opens.
 */
export function EmployeeNewRoute() {
  const { t } = useTranslation('employees');
  const { queryRef } = useLoaderData() as RouteData<EmployeeNewRouteQuery>;
  const data = usePreloadedQuery<EmployeeNewRouteQuery>(query, queryRef);
  const options = useEmployeeFormOptions(data, []);
  const create = useCreateEmployeeMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  const upload = useUploadEmployeePictureMutation();
  const [photo, setPhoto] = useState<File | null>(null);
  useEffect(() => { document.title = `${t('features.employeeNew')} · Pontual`; }, [t]);

  async function submit(values: EmployeeFormValues, helpers: FormikHelpers<EmployeeFormValues>) {
    const outcome = await create(formValuesToInput(values));
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, EMPLOYEE_FIELD_MAP, t).forEach((m) => notify('error', m));
    notify('success', t('employees.created', { name: values.name.trim() }));
    const created = outcome.payload.employee;
    if (photo && created) {
      const sent = await upload(created.id, photo);
      if (sent.ok) notify('success', t('images.uploaded'));
      else userFacingMessages(sent.error, t).forEach((m) => notify('error', m));
    }
    void navigate(`/company/employees/${outcome.payload.employee?.databaseId ?? ''}`);
  }

  return (
    <section className="page" aria-labelledby="employee-new-title">
      <h1 id="employee-new-title">{t('features.employeeNew')}</h1>
      <EmployeeForm initialValues={EMPTY_EMPLOYEE_FORM} options={options} submitLabel={t('employees.create')} cancelTo="/company/employees" onSubmit={submit}
        aside={<EmployeePhotoUpload.Chooser file={photo} onChoose={setPhoto} />} />
    </section>
  );
}

EmployeeNewRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<EmployeeNewRouteQuery>(environment, query, { pickerSize: PICKER_SIZE }, { fetchPolicy: 'store-and-network' });
