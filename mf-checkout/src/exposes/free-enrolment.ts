import type { FreeEnrolmentModule } from '@edu/shared/core';
import { enrolFree } from '../features/free-enrolment/enrol-free';

/** Loaded by the shell's free-course modal: the order is checkout's to create. */
const enrol: FreeEnrolmentModule['default'] = enrolFree;
export default enrol;
