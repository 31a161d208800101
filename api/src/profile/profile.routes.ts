import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IMAGE_MIME_TYPES } from '../../../domain/index.ts';
import { isoDate } from '../employees/employee.dto.ts';
import { replacePicture } from '../employees/employee-files.routes.ts';
import { pictureOf } from '../employees/employee.repository.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { noContent } from '../platform/http.ts';
import { multipartBody, readImageUpload } from '../platform/uploads.ts';
import { ProfileDto, UpdateProfileInput } from './profile.dto.ts';
import { assertMayEditOwnProfile, noEmployee, ownEmployeeOf, readProfile, removeProfilePicture, updateProfile } from './profile.service.ts';

/**
 * "My profile": the caller's own employee record, whoever they are. No id in any path: nobody reaches another
 * employee through these routes. Reading is for every signed-in account; changing is for all but the READ_ONLY
 * consultant (`assertMayEditOwnProfile`).
 */
export async function profileRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['profile'];
  const signedIn = { authenticated: true } as const;

  app.get('/profile', {
    config: { access: signedIn },
    schema: { tags, summary: 'Your own employee record: contact details you may change and the rest to read; 404 NO_EMPLOYEE_RECORD without one', response: { 200: ProfileDto } },
  }, async (request) => readProfile(ctx.db, principalOf(request)));

  app.put('/profile', {
    config: { access: signedIn },
    schema: {
      tags, summary: 'Changes your phones, personal e-mail, address, emergency contact and language (the fields sent; null clears)',
      body: UpdateProfileInput, response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const caller = principalOf(request);
    assertMayEditOwnProfile(caller);
    const employeeId = ownEmployeeOf(caller);
    await ctx.db.transaction().execute((trx) => updateProfile(trx, employeeId, request.body, isoDate(ctx.now()), ctx.now()));
    return noContent(reply);
  });

  app.post('/profile/picture', {
    config: { access: signedIn },
    schema: {
      tags, summary: `Uploads your photo as multipart field "picture" (${IMAGE_MIME_TYPES.join(', ')}; at most 1.5 MB)`,
      consumes: ['multipart/form-data'], body: multipartBody('picture', 'PNG, JPEG, GIF or WebP, at most 1.5 MB'), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const caller = principalOf(request);
    assertMayEditOwnProfile(caller);
    const employee = await pictureOf(ctx.db, ownEmployeeOf(caller));
    if (!employee) throw noEmployee();
    const upload = await readImageUpload(request, reply, 'picture');
    await ctx.db.transaction().execute((trx) => replacePicture(trx, employee, upload, ctx.now()));
    return noContent(reply);
  });

  app.delete('/profile/picture', {
    config: { access: signedIn },
    schema: { tags, summary: 'Removes your photo (204 also when there is none)', response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const caller = principalOf(request);
    assertMayEditOwnProfile(caller);
    const employeeId = ownEmployeeOf(caller);
    await ctx.db.transaction().execute((trx) => removeProfilePicture(trx, employeeId, ctx.now()));
    return noContent(reply);
  });
}
