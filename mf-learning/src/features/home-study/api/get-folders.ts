import { ENDPOINTS, apiGet } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

export interface FolderCourse {
  id: number;
  name: string;
  alias: string;
  alias_code: string;
  thumbnail: string | { img: string } | null;
}

export interface CourseFolder {
  id: number;
  name: string;
  courses: FolderCourse[];
}

export function getFolders(signal?: AbortSignal): Promise<CourseFolder[]> {
  return apiGet<CourseFolder[]>(ENDPOINTS.folders, undefined, { signal }).then((rows) =>
    (Array.isArray(rows) ? rows : []).map((f) => ({ id: f.id, name: f.name, courses: Array.isArray(f.courses) ? f.courses : [] })),
  );
}

/** My course folders (folders.json: groups of my courses), signed-in only. */
export function useFolders(enabled: boolean) {
  return useQuery(['folders'], getFolders, { enabled, staleMs: 60_000 });
}
