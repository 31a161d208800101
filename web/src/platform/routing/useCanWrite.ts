import { useLoaderData } from 'react-router';
import type { RouteData } from './RouteScreen.ts';

/**
 * Whether the signed-in user may create, edit and delete this resource company-wide. The read-only consultant
 * never holds a write authority (core §6), so they see no such controls; the API refuses anyway.
 */
export function useCanWrite(resource: string): boolean {
  const data = useLoaderData() as RouteData | undefined;
  return !!data?.access?.permissions.includes(`${resource}_WRITE`);
}
