import { COOKIE } from '../constants/cookie-names';
import { GUEST_COOKIE_DAYS } from '../constants/timing';
import { readJsonCookie, removeCookie, writeJsonCookie } from '@edu/shared/state';
import type { FreeCourseSnapshot } from './free-course-snapshot';

/** The `guestStore` cookie (SPEC §3 "Guest record", 7 days). */
export interface GuestRecord {
  guestInfo?: Record<string, unknown>;
  freeCourse?: FreeCourseSnapshot;
}

export function readGuestRecord(): GuestRecord {
  const value = readJsonCookie(COOKIE.GUEST);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as GuestRecord) : {};
}

export function writeGuestRecord(record: GuestRecord): void {
  if (record.guestInfo === undefined && record.freeCourse === undefined) removeCookie(COOKIE.GUEST);
  else writeJsonCookie(COOKIE.GUEST, record, GUEST_COOKIE_DAYS);
}

/** Stores (or, with null, clears) the guest's info. */
export function setGuestInfo(info: Record<string, unknown> | null): void {
  const { freeCourse } = readGuestRecord();
  writeGuestRecord({ freeCourse, guestInfo: info ?? undefined });
}

export function getGuestInfo(): Record<string, unknown> | null {
  const info = readGuestRecord().guestInfo;
  return typeof info === 'object' && info !== null ? info : null;
}
