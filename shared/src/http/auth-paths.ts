import { ENDPOINTS } from './endpoints';

/** Where a session is refreshed, and where a visitor signs in (apart from the client: it loads lazily). */
export const REFRESH_URL = ENDPOINTS.refresh;
export const LOGIN_PATH = '/dang-nhap';
