/** Every API answer is wrapped in this envelope (SPEC §7). `status` is truthy on success. */
export interface ApiEnvelope<T> {
  status: boolean;
  data: T;
  message: string;
}

/** Lists are paginated by the API, never loaded whole. */
export interface Paginated<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

export interface PageQuery {
  page?: number;
  page_size?: number;
}
