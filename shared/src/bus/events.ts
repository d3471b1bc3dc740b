/**
 * The cross-app event map. Every payload carries `v` (its schema version).
 *
 * Compatibility rules, so remotes and the shell can deploy independently:
 * - a payload may gain optional fields without bumping `v`; listeners MUST ignore fields they do
 *   not know and must not reject a payload because of them;
 * - removing or re-typing a field bumps `v`; a listener that sees a `v` it does not know should
 *   read only the fields it understands and otherwise do nothing.
 */
export const BUS_EVENT_VERSION = 1;

export interface SessionUser {
  id: number;
  full_name: string;
  email: string | null;
  phone: string | null;
}

export type ToastKind = 'success' | 'error' | 'info';
export type KnownModal = 'free-course' | 'age';

export interface BusEvents {
  'session:changed': { v: 1; authenticated: boolean; user: SessionUser | null };
  'toast:show': { v: 1; msg: string; duration?: number; kind?: ToastKind };
  // `(string & {})` keeps the known names in autocompletion while allowing any modal id.
  'modal:open': { v: 1; modal: KnownModal | (string & {}); props?: unknown };
  'modal:close': { v: 1; modal?: KnownModal | (string & {}) };
  'cart:changed': { v: 1; count: number };
  'notifications:changed': { v: 1; unread: number };
  /** The age modal's answer: the confirmed date of birth (YYYY-MM-DD, kept on the profile when signed in), or null when closed. */
  'age:answered': { v: 1; birthday: string | null };
}

/** What the age modal is opened with (`openModal('age', props)`): why the date is asked, said above the field. */
export interface AgeModalProps {
  reason?: string;
}

export type BusEventType = keyof BusEvents;
export type BusHandler<K extends BusEventType> = (payload: BusEvents[K]) => void;
