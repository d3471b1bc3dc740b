/**
 * Modules one part of the platform loads from another at run time (not pages): the shell loads them
 * through its remote loader, the owning remote implements them. Typed here, the one place both see.
 */

/**
 * mf-checkout's `FreeEnrolment` expose: enrols the signed-in learner in one free course by creating its
 * (zero-total, idempotent) order — order creation is checkout's alone. Rejects with the API's message.
 */
export interface FreeEnrolmentModule {
  default: (courseId: number) => Promise<void>;
}
