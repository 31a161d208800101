import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { MyProfileRouteQuery } from '../__generated__/MyProfileRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { MyProfileDetails } from './MyProfileDetails.tsx';
import { MyProfileForm } from './MyProfileForm.tsx';
import { MyProfilePhoto } from './MyProfilePhoto.tsx';
import './myProfile.css';

const query = graphql`
  query MyProfileRouteQuery {
    myProfile {
      id editable
      ...MyProfilePhoto_profile
      ...MyProfileDetails_profile
      ...MyProfileForm_profile
    }
  }
`;

/** `account/profile`: the signed-in person's own employee record — photo, what HR keeps, and what they change themselves. */
export function MyProfileRoute() {
  const { t } = useTranslation('profile');
  const { queryRef } = useLoaderData() as RouteData<MyProfileRouteQuery>;
  const { myProfile } = usePreloadedQuery<MyProfileRouteQuery>(query, queryRef);
  useEffect(() => { document.title = `${t('features.accountProfile')} · Pontual`; }, [t]);
  return (
    <section className="page" aria-labelledby="my-profile-title">
      <h1 id="my-profile-title">{t('features.accountProfile')}</h1>
      {!myProfile ? <p className="card">{t('profile.noEmployee')}</p> : (
        <>
          <p className="my-profile__intro">{t(myProfile.editable ? 'profile.intro' : 'profile.readOnlyNotice')}</p>
          <div className="card profile">
            <MyProfilePhoto profile={myProfile} />
            <MyProfileDetails profile={myProfile} />
          </div>
          <div className="card my-profile__form">
            <MyProfileForm profile={myProfile} />
          </div>
        </>
      )}
    </section>
  );
}

MyProfileRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<MyProfileRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
