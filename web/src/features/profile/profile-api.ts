import { useQuery } from '@tanstack/react-query';
import * as profileApi from '@shared/profile/profile.api';
import type { Profile, SignOutEverywhereResponse, UpdateProfileRequest } from '@shared/profile/profile.schema';
import type { ApiClient } from '../../lib/api-client';
import { useServices } from '../../lib/services';
import { useAuthUser } from '../auth/auth-store';

/** The picture's signed URL lives an hour (functions/src/profile/profile.ts): read the profile again well before. */
export const PROFILE_STALE_MS = 30 * 60_000;

export const PROFILE_QUERY_KEY = ['profile'] as const;
export const profileQueryKey = (userSub: string | undefined) => [...PROFILE_QUERY_KEY, userSub ?? 'anon'] as const;

export const fetchProfile = (api: ApiClient, signal?: AbortSignal): Promise<Profile> =>
  api.call(profileApi.get, { signal });

/** PATCH /api/profile: the name and/or the picture (resized in the browser, base64). */
export const saveProfile = (api: ApiClient, body: UpdateProfileRequest): Promise<Profile> =>
  api.call(profileApi.update, { body });

/** POST /api/profile/email: the server copies the pool's verified e-mail onto the profile. */
export const syncProfileEmail = (api: ApiClient): Promise<Profile> => api.call(profileApi.syncEmail);

/** POST /api/account/sign-out-everywhere: the server refuses every older token (docs/ARCHITECTURE.md §revocation). */
export const revokeAllSessions = (api: ApiClient): Promise<SignOutEverywhereResponse> =>
  api.call(profileApi.signOutEverywhere);

/** The signed-in user's profile (the header's picture, the 'Conta' tab); null while loading or when it failed. */
export function useProfile(): { profile: Profile | null; isLoading: boolean } {
  const { api } = useServices();
  const user = useAuthUser();
  const query = useQuery({
    queryKey: profileQueryKey(user?.sub),
    queryFn: ({ signal }) => fetchProfile(api, signal),
    enabled: !!user,
    staleTime: PROFILE_STALE_MS,
    refetchInterval: PROFILE_STALE_MS,
  });
  return { profile: query.data ?? null, isLoading: query.isLoading };
}
