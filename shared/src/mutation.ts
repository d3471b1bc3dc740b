/**
 * @edu/shared/mutation — the write hook on TanStack Query's mutations: a federation singleton of its own, loaded
 * only by a page that writes (a shared module ships whole: in '@edu/shared/state' it put TanStack's mutation
 * observer on every page, ~3 KB raw). One instance, the shell's, with the same copy of TanStack Query as the
 * state's QueryClient. Apps import it from '@edu/shared/core'.
 */
export { useMutation, type Mutation } from './query/use-mutation';
