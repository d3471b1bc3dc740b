export interface NotificationItem {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** Where the notification points (a course, an order); null when it is only text. */
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationDetail extends NotificationItem {
  /** Plain text or simple HTML from the server, shown through the strict sanitiser. */
  content: string;
}
