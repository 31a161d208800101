import { picturePath } from '../employees/employee.resolvers.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { UserInputError } from '../platform/errors.ts';
import { mutate } from '../platform/mutation.ts';
import { toGlobalId } from '../platform/relay.ts';
import { FormData, type RestClient } from '../platform/rest-client.ts';
import type { ProfileDto } from './profile.types.ts';

const NO_EMPLOYEE = 'NO_EMPLOYEE_RECORD';

/** `GET /profile`; an account without an employee record has no profile (null), any other failure stays an error. */
async function ownProfile(rest: RestClient): Promise<ProfileDto | null> {
  try {
    return await rest.getOne('/profile');
  } catch (error) {
    if (error instanceof UserInputError && error.restCode === NO_EMPLOYEE) return null;
    throw error;
  }
}

export const profileResolvers: Resolvers = {
  Query: {
    myProfile: (_, __, { rest }) => ownProfile(rest),
  },
  Mutation: {
    // The input's names are the API's; values (language, patterns, lengths) are the API's to judge, as userErrors.
    updateMyProfile: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('PUT', '/profile', input as Parameters<typeof rest.send<'PUT', '/profile'>>[2]);
      return { profile: await ownProfile(rest) };
    }),
    // The GraphQL multipart upload goes on as the API's multipart field `picture`; the API sniffs type and size.
    uploadMyProfilePicture: (_, { input }, { rest }) => mutate(async () => {
      const form = new FormData();
      form.append('picture', new Blob([await input.file.arrayBuffer()], { type: input.file.type || 'application/octet-stream' }), input.file.name || 'picture');
      await rest.send('POST', '/profile/picture', form);
      return { profile: await ownProfile(rest) };
    }, { fields: (path) => (path[0] === 'picture' ? ['file'] : path) }),
    removeMyProfilePicture: (_, __, { rest }) => mutate(async () => {
      await rest.send('DELETE', '/profile/picture');
      return { profile: await ownProfile(rest) };
    }),
  },
  MyProfile: {
    id: (p) => toGlobalId('MyProfile', p.employeeId),
    // The employee photo route serves it (own scope); the version makes a new photo a new address, so no stale copy shows.
    pictureUrl: (p) => (p.hasPicture ? `${picturePath(p.employeeId)}?v=${p.pictureVersion ?? 0}` : null),
  },
  MyProfileName: {
    databaseId: (n) => n.id,
  },
};
